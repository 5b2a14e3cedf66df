// The database thread's entry point. A worker started from Vitest does not get tsx's loader, and execArgv is emptied
// so the server's `--import tsx` is not registered twice: register it here, then load the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./pglite-thread.ts");
