import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { EnvError, loadEnv } from "./env";
import { startHttpServer } from "./http-server";
import { scheduleJobs } from "./jobs";
import { warnAboutUnsetSettings } from "./operator-settings";
import { createRuntime } from "./runtime";

async function main() {
  const env = loadEnv();
  const runtime = await createRuntime(env);
  const { logger } = runtime;
  await warnAboutUnsetSettings(env, runtime.database.db, logger);
  runtime.outbox.kick();
  const stopJobs = scheduleJobs(runtime);

  const app = createApp(runtime);
  const server = await startHttpServer(app.fetch, { port: env.PORT, hostname: env.HOST, siteUrl: env.SITE_URL });
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, database: runtime.database.kind, site: env.SITE_URL },
    `listening on http://${env.HOST ?? "localhost"}:${port}`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stopJobs();
    // Stops accepting connections, lets in-flight requests finish, then closes the database.
    server.close(async () => {
      await runtime.close();
      logger.info("stopped");
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exit(1);
});
