import { describe, expect, it } from "vitest";
import { cruiseWithRules, describeViolations, mutualServerFolders } from "./import-graph.ts";

// Issue 52: the rules the README states, held by a test over the import graph (type imports included).
describe("the import graph of src", () => {
  it("keeps every rule: no cycle, shared alone, layers one way, sites and features apart, shared by its alias", async () => {
    const result = await cruiseWithRules("src");
    expect(result.summary.totalCruised).toBeGreaterThan(500);
    expect(describeViolations(result.summary.violations)).toEqual([]);
    expect(mutualServerFolders(result, "src/")).toEqual([]);
  });
});

describe("the rules themselves", () => {
  it("catch a backwards import, a cycle, a relative import of shared, two admin domains or server folders using each other", async () => {
    const root = "scripts/architecture/fixture/src/";
    const result = await cruiseWithRules("scripts/architecture/fixture/src", root);
    const broken = describeViolations(result.summary.violations);
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^web-layers-one-way:web\/lib\/: .*web\/lib\/backwards\.ts → .*web\/components\//),
        expect.stringMatching(/^no-cycle: .*server\/ping\/ping\.ts → /),
        expect.stringMatching(/^shared-through-its-alias: .*web\/lib\/backwards\.ts → .*shared\/words\.ts/),
        expect.stringMatching(/^features-apart: .*web\/features\/one\/one\.ts → .*web\/features\/two\//),
        expect.stringMatching(/^shared-stands-alone: .*shared\/words\.ts → .*web\//),
        expect.stringMatching(/^web-never-imports-server: /),
        expect.stringMatching(/^admin-domains-apart: .*admin\/leads\/leads-tab\.ts → .*admin\/posts\/posts-api\.ts/),
      ]),
    );
    expect(broken.filter((line) => line.includes("admin-table"))).toEqual([]);
    expect(mutualServerFolders(result, root)).toEqual(["ping ↔ pong"]);
  });
});
