// A probe in its own process (spawned by load.ts's `probe`): its latencies are the server's, not the event-loop lag
// of the process that drives the load. Sends `rate` requests/s to `url` until SIGTERM, then prints its summary.
import autocannon, { type Result } from "autocannon";
import { summary } from "./load";

const [url, rate] = process.argv.slice(2);
if (!url || !rate) throw new Error("usage: probe-process <url> <requests per second>");

const instance = autocannon(
  { url, connections: 4, overallRate: Number(rate), duration: 600 },
  (error, result: Result) => {
    if (error) throw error;
    process.stdout.write(`${JSON.stringify(summary(result))}\n`);
  },
);
process.once("SIGTERM", () => instance.stop());
process.stdout.write("probing\n");
