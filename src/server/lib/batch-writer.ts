/**
 * Group commit: rows added while a write is pending or in flight are written together in one multi-row INSERT,
 * and each caller's promise settles only when the statement holding its row has committed (or failed).
 *
 * The flush waits one event-loop turn (setImmediate) before writing so that concurrent requests can join: PGlite
 * runs queries synchronously, so batching only "while a write is in flight" would never gather more than one row.
 */
export interface BatchWriter<T> {
  add(row: T): Promise<void>;
  /** Writes everything queued now; resolves when it is committed. */
  flush(): Promise<void>;
  /** Refuses new rows and waits for the queued ones (graceful shutdown). */
  close(): Promise<void>;
  readonly stats: { batches: number; rows: number };
}

interface Pending<T> {
  row: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createBatchWriter<T>(write: (rows: T[]) => Promise<void>, maxBatch = 500): BatchWriter<T> {
  let queue: Pending<T>[] = [];
  let scheduled = false;
  let inFlight: Promise<void> | null = null;
  let closed = false;
  const stats = { batches: 0, rows: 0 };

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((p) => p.row));
        stats.batches += 1;
        stats.rows += batch.length;
        for (const p of batch) p.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else await writeOneByOne(batch);
      }
    }
  }

  // One row the database refuses must not fail the rows written with it: each is tried alone, and only the bad one
  // fails (an outage fails them all, as it should).
  async function writeOneByOne(batch: Pending<T>[]) {
    for (const p of batch) {
      try {
        await write([p.row]);
        stats.batches += 1;
        stats.rows += 1;
        p.resolve();
      } catch (error) {
        p.reject(error);
      }
    }
  }

  function run(): Promise<void> {
    scheduled = false;
    if (!inFlight) {
      inFlight = drain().finally(() => {
        inFlight = null;
        if (queue.length > 0) schedule();
      });
    }
    return inFlight;
  }

  function schedule() {
    if (scheduled || inFlight) return;
    scheduled = true;
    setImmediate(run);
  }

  return {
    stats,
    add(row) {
      if (closed) return Promise.reject(new Error("The server is shutting down"));
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        schedule();
      });
    },
    async flush() {
      while (queue.length > 0 || inFlight) await (inFlight ?? run());
    },
    async close() {
      closed = true;
      await this.flush();
    },
  };
}
