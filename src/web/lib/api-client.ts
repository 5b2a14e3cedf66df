/**
 * An API answer that was not 2xx, or no answer at all (status 0). `message` is fit to show a person;
 * `serverMessage` is the server's own JSON `error` text, absent when a proxy or a crash answered instead.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
    readonly serverMessage?: string,
    /** On a 429: the seconds to wait before trying again, as the server said (Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The refusal's stable name, when the server gives one (the back office's words it, decision 0044). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Keep the request alive when the page unloads (tracking). */
  keepalive?: boolean;
}

/** The wait a 429 asks for: the body's number, else the Retry-After header's seconds. */
function retryAfterSeconds(response: Response, fromBody: unknown): number | undefined {
  if (response.status !== 429) return undefined;
  const seconds = typeof fromBody === "number" ? fromBody : Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Calls our own API with JSON in and out; throws ApiError with the server's `error` text on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, headers, signal, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("Network error: the server could not be reached.", 0);
  }
  const payload = (await response.json().catch(() => null)) as
    | (T & {
        error?: string;
        code?: string;
        issues?: { path: string; message: string }[];
        retryAfterSeconds?: number;
      })
    | null;
  if (!response.ok) {
    const serverMessage = typeof payload?.error === "string" && payload.error ? payload.error : undefined;
    throw new ApiError(
      serverMessage ?? `Request failed (${response.status})`,
      response.status,
      payload?.issues,
      serverMessage,
      retryAfterSeconds(response, payload?.retryAfterSeconds),
      typeof payload?.code === "string" ? payload.code : undefined,
    );
  }
  return payload as T;
}
