import { describe, expect, it } from "vitest";
import { type LighthouseResult, longestHydrationTaskMs, medianOf } from "./lighthouse";

const run = (throttlingMethod: "devtools" | "simulate", marks: { name: string; startTime: number }[]) =>
  ({
    categories: {},
    configSettings: { throttlingMethod, throttling: { cpuSlowdownMultiplier: 4 } },
    audits: {
      "user-timings": { details: { items: marks } },
      "main-thread-tasks": {
        details: {
          items: [
            { startTime: 20, duration: 120 }, // the document's parsing: before hydration
            { startTime: 990, duration: 30 }, // module evaluation running into the first mark
            { startTime: 1100, duration: 45 },
            { startTime: 1500, duration: 90 }, // after the page is interactive
          ],
        },
      },
    },
  }) as LighthouseResult;

const HYDRATION = [
  { name: "hydration-start", startTime: 1000 },
  { name: "hydrated", startTime: 1400 },
];

describe("the longest task during hydration", () => {
  it("counts the tasks between the marks, one that runs into the first included", () => {
    expect(longestHydrationTaskMs(run("devtools", HYDRATION))).toBe(45);
    expect(
      longestHydrationTaskMs(
        run("devtools", [
          { name: "hydration-start", startTime: 1000 },
          { name: "hydrated", startTime: 1050 },
        ]),
      ),
    ).toBe(30);
  });

  it("scales the observed tasks by the CPU slowdown under simulated throttling, as Lighthouse's simulation does", () => {
    expect(longestHydrationTaskMs(run("simulate", HYDRATION))).toBe(180);
  });

  it("says it cannot tell when the page never marked its hydration", () => {
    expect(longestHydrationTaskMs(run("devtools", []))).toBeNaN();
  });
});

describe("the median of a route's runs", () => {
  const scored = (performance: number, others?: number) =>
    ({
      categories: {
        performance: { score: performance },
        ...(others === undefined
          ? {}
          : { accessibility: { score: others }, "best-practices": { score: others }, seo: { score: others } }),
      },
      audits: { marker: { numericValue: performance } },
    }) as LighthouseResult;

  it("keeps the run of the median performance score, with the other categories the first run audited", () => {
    const median = medianOf([scored(0.97, 1), scored(0.9), scored(0.99)]);
    expect(median.audits.marker?.numericValue).toBe(0.97);
    expect(median.categories).toEqual({
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    });
    const firstIsNotTheMedian = medianOf([scored(0.8, 0.9), scored(0.95), scored(0.99)]);
    expect(firstIsNotTheMedian.categories.performance?.score).toBe(0.95);
    expect(firstIsNotTheMedian.categories.accessibility?.score).toBe(0.9);
  });
});
