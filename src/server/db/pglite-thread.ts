import { parentPort } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "./pglite-settings";
import {
  type BeginRequest,
  type EndRequest,
  type QueryRequest,
  serializeError,
  type ThreadReply,
  type ThreadRequest,
} from "./pglite-thread-protocol";

/**
 * Inside the database thread: owns the one PGlite instance and runs what the server's thread sends. PGlite's own
 * mutexes keep its semantics: a query outside a transaction waits until the open transaction ends.
 */

const keepText = (value: string) => value;
// The same types drizzle asks PGlite to leave as text (its own parsers are functions, which cannot cross threads).
const rawTemporalParsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    keepText,
  ]),
);

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<void>;
}

class Rollback extends Error {}

let client: PGlite | undefined;
const transactions = new Map<number, OpenTransaction>();

function database(): PGlite {
  if (!client) throw new Error("PGlite is closed");
  return client;
}

function runQuery(request: QueryRequest) {
  const options: QueryOptions = { rowMode: request.rowMode };
  if (request.rawTemporal) options.parsers = rawTemporalParsers;
  const target = request.txId === undefined ? database() : transactions.get(request.txId)?.tx;
  if (!target) throw new Error(`Transaction ${request.txId} is not open`);
  return target.query(request.sql, request.params, options);
}

/** Enters a PGlite transaction and answers once inside it; the transaction stays open until its "end" message. */
function begin({ txId }: BeginRequest): Promise<void> {
  return new Promise((entered, failedToEnter) => {
    let finish: OpenTransaction["finish"] = () => {};
    const decided = new Promise<void>((commit, rollback) => {
      finish = (shouldCommit) => (shouldCommit ? commit() : rollback(new Rollback()));
    });
    const ended = database()
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, ended });
        entered();
        await decided;
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      })
      .finally(() => transactions.delete(txId));
    ended.catch(failedToEnter);
  });
}

function end({ txId, commit }: EndRequest): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  open.finish(commit);
  return open.ended;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.type) {
    case "open":
      client = await PGlite.create(request.dir, { startParams: PGLITE_START_PARAMS });
      return null;
    case "query":
      return runQuery(request);
    case "begin":
      return begin(request);
    case "end":
      return end(request);
    case "close": {
      const closing = client;
      client = undefined;
      await closing?.close();
      return null;
    }
  }
}

parentPort?.on("message", async (request: ThreadRequest) => {
  let reply: ThreadReply;
  try {
    reply = { id: request.id, result: await handle(request) };
  } catch (error) {
    reply = { id: request.id, error: serializeError(error) };
  }
  parentPort?.postMessage(reply);
});
