import type { Redis } from "ioredis";

export interface RedisStatusLogger {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * Logs once when Redis becomes unreachable (ioredis reports every failed reconnection: that would flood the log) and
 * once when it answers again. Meanwhile the rate limits count in each instance's memory.
 */
export function logRedisStatus(redis: Redis, logger?: RedisStatusLogger): void {
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger?.warn(
      { err: error.message },
      "Redis is unreachable: rate limits fall back to this instance's memory (not shared) until it answers again",
    );
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    logger?.info({}, "Redis answers again: rate limits are shared again");
  });
}
