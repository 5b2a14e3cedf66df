import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { deserializeError, type QueryRequest, type ThreadReply, type ThreadRequest } from "./pglite-thread-protocol";

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;

/** The part of PGlite's interface drizzle uses, for the whole database and for one transaction. */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteThreadClient extends PgliteQueryable {
  readonly embedded: true;
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite runs WebAssembly synchronously: on the server's thread, every query would stop every request, even those
 * that never touch the database. This client hands each query to a worker thread that owns PGlite (pglite-thread.ts)
 * and waits for its answer without blocking. See docs/decisions/0020-database-thread.md.
 */
export async function startPgliteThread(
  dir: string | undefined,
  /** Settles when the database's files are ready to open: the thread starts meanwhile (a quarter second). */
  filesReady: Promise<void> = Promise.resolve(),
): Promise<PgliteThreadClient> {
  const worker = new Worker(new URL("./pglite-thread-entry.mjs", import.meta.url), { execArgv: [] });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let nextTxId = 0;
  let stopped: Error | undefined;

  // Like PGlite on the main thread, an idle database keeps no process alive; one waiting for an answer does.
  worker.unref();
  const settled = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error) => {
    stopped = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on("message", (reply: ThreadReply) => {
    const request = pending.get(reply.id);
    settled(reply.id);
    if (!request) return;
    if ("error" in reply) request.reject(deserializeError(reply.error));
    else request.resolve(reply.result);
  });
  worker.on("error", (error) => failAll(new Error(`PGlite is closed: its thread failed (${error.message})`)));
  worker.on("exit", () => failAll(new Error("PGlite is closed: its thread stopped")));

  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryIn =
    (txId: number | undefined) =>
    <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      const request: Omit<QueryRequest, "id"> = {
        type: "query",
        txId,
        sql,
        params,
        rowMode: options?.rowMode ?? "object",
        rawTemporal: options?.parsers !== undefined,
      };
      return call<Results<T>>(request);
    };

  try {
    await filesReady;
    await call({ type: "open", dir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    embedded: true,
    query: queryIn(undefined),
    async transaction(callback) {
      const txId = nextTxId++;
      await call({ type: "begin", txId });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback({ query: queryIn(txId) });
      } catch (error) {
        await call({ type: "end", txId, commit: false }).catch(() => {});
        throw error;
      }
      await call({ type: "end", txId, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ type: "close" });
      stopped = new Error("PGlite is closed");
      await worker.terminate();
    },
  };
}
