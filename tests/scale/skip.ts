import { testDatabaseUrl, testRedisUrl } from "../../src/server/env";

/** The scale tests need a PostgreSQL and a Redis to share; without them they are skipped with a notice. */
export const scaleTargets = { databaseUrl: testDatabaseUrl(), redisUrl: testRedisUrl() };
export const skipScale = !scaleTargets.databaseUrl || !scaleTargets.redisUrl;
if (skipScale) {
  console.warn(
    "TEST_DATABASE_URL or TEST_REDIS_URL is not set: the scale tests (several instances on one PostgreSQL and one " +
      "Redis) are skipped.",
  );
}
