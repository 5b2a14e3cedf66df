import { z } from "zod";

// Zod compiles validators with `new Function` when it may; under our CSP (no 'unsafe-eval') that probe is reported
// as a violation in the browser, so browsers use the interpreted validators. The server keeps the compiled ones.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
