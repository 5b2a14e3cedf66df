import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot, SERVER_COMMAND, SERVER_ENV } from "../../scripts/lib/server-process";
import { BRANDS, DETAIL_KEYS } from "../../src/shared/site-settings/details";
import { detailVariable } from "../../src/shared/site-settings/details-from-env";

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
/** The JSON array after `prefix` on the line starting with it (exec form). */
const jsonArrayAfter = (text: string, prefix: string) => {
  const line = text.split("\n").find((l) => l.startsWith(prefix));
  return line ? JSON.parse(line.slice(prefix.length).trim()) : undefined;
};

// Needs no services: it runs whether or not the scale tests above are skipped.
describe("the deployment recipe", () => {
  it("starts each instance with the command test:scale starts", () => {
    expect(jsonArrayAfter(read("compose.yaml"), "  command:")).toEqual(SERVER_COMMAND);
    expect(jsonArrayAfter(read("Dockerfile"), "CMD ")).toEqual(SERVER_COMMAND);
    // And with the environment test:scale gives it (decision 0045: malloc's arenas).
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(read("Dockerfile")).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, "m"));
    }
  });

  it("runs two app instances behind the proxy with TRUST_PROXY, the shared services and one auth secret", () => {
    const compose = read("compose.yaml");
    expect(compose).toMatch(/^ {2}app1:$/m);
    expect(compose).toMatch(/^ {2}app2:$/m);
    for (const variable of ["DATABASE_URL", "REDIS_URL", "BETTER_AUTH_SECRET", "SITE_URL"]) {
      expect(compose).toMatch(new RegExp(`^ {4}${variable}: \\S`, "m"));
    }
    expect(compose).toMatch(/^ {4}TRUST_PROXY: "true"$/m);
    const caddy = read("deploy/Caddyfile");
    expect(caddy).toMatch(/reverse_proxy app1:3000 app2:3000/);
  });

  it("passes every brand's details to the instances at run time, never to the build (decision 0042)", () => {
    const dockerfile = read("Dockerfile");
    const compose = read("compose.yaml");
    for (const variable of BRANDS.flatMap((brand) => DETAIL_KEYS.map((key) => detailVariable(brand, key)))) {
      expect(dockerfile).not.toContain(variable);
      expect(compose).toContain(`  ${variable}: \${${variable}:-}\n`);
    }
    expect(compose.match(/<<: \*operator/g)).toHaveLength(1);
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/build\/server /m);
  });

  it("builds a non-root image with production dependencies and a health check on /api/health", () => {
    const dockerfile = read("Dockerfile");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
  });

  it("builds and runs on Node.js 24, the current LTS, which package.json's engines accept (decision 0049)", () => {
    const images = read("Dockerfile").match(/^FROM \S+/gm) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toBe("FROM node:24-bookworm-slim");
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines.split("||").map((range) => range.trim())).toContain(">=24.0.0");
    // The unit and API suites under Node.js 24 too, their database tests on PGlite (decision 0049).
    expect(read(".ci/run")).toMatch(/^TEST_DATABASE_URL= node scripts\/test-unit-on-node\.mjs 24$/m);
  });

  it("carries PGlite's seed, so a new data folder's database is copied rather than made (decision 0045)", () => {
    expect(read("Dockerfile")).toMatch(/^COPY --from=build \/app\/build\/pglite-seed \.\/build\/pglite-seed$/m);
  });
});
