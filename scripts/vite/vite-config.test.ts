import path from "node:path";
import { createLogger, loadConfigFromFile } from "vite";
import { describe, expect, it } from "vitest";
import { firstLoadChunkGroups } from "./first-load-chunks.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A logger that keeps what Vite would print. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = createLogger("warn", { allowClearScreen: false });
  logger.warn = (message) => void lines.push(message);
  logger.warnOnce = (message) => void lines.push(message);
  return { logger, lines };
}

describe("the build's configuration, as `npm start` and `npm run build` load it", () => {
  it("loads vite.config.ts without a warning (each one was printed on every build)", async () => {
    const { logger, lines } = recordingLogger();
    const loaded = await loadConfigFromFile(
      { command: "build", mode: "production" },
      path.join(root, "vite.config.ts"),
      root,
      "warn",
      logger,
      "bundle",
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(lines).toEqual([]);
  });

  it("names every chunk group whose name is a function, for the bundler's timing report", () => {
    for (const group of firstLoadChunkGroups()) {
      expect(typeof group.name).toBe("function");
      expect(group.debugName).toMatch(
        /^(framework|shell|site-swisshack|site-optimaite|dialogs|dialog-swisshack|dialog-optimaite)$/,
      );
    }
  });
});
