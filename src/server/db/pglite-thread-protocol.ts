/** Messages between the server's thread and the thread that owns PGlite (see pglite-thread.ts). */

export interface OpenRequest {
  type: "open";
  id: number;
  /** PGlite's folder; absent for an in-memory database. */
  dir?: string;
}

export interface QueryRequest {
  type: "query";
  id: number;
  /** The open transaction this query belongs to; absent outside a transaction. */
  txId?: number;
  sql: string;
  params: unknown[];
  rowMode: "array" | "object";
  /** Keep dates, timestamps and intervals as PostgreSQL's text, as drizzle asks through its parsers. */
  rawTemporal: boolean;
}

export interface BeginRequest {
  type: "begin";
  id: number;
  txId: number;
}

export interface EndRequest {
  type: "end";
  id: number;
  txId: number;
  commit: boolean;
}

export interface CloseRequest {
  type: "close";
  id: number;
}

export type ThreadRequest = OpenRequest | QueryRequest | BeginRequest | EndRequest | CloseRequest;

/** An error's message and the driver's fields (SQLSTATE `code`, `detail`, `constraint`…), which postMessage drops. */
export interface SerializedError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadReply = { id: number; result: unknown } | { id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { message: error.message, fields };
}

export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
