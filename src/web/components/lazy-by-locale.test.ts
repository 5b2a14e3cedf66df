import { expect, it, vi } from "vitest";
import { lazyByLocale } from "./lazy-by-locale";

it("loads each language once, whether preloaded first or rendered first", async () => {
  const Component = () => null;
  const load = vi.fn(async () => Component);
  const dialog = lazyByLocale(load);
  const preloaded = dialog.preload("de");
  expect(dialog.preload("de")).toBe(preloaded);
  expect(dialog.componentIn("de")).toBe(dialog.componentIn("de"));
  expect(dialog.componentIn("it")).not.toBe(dialog.componentIn("de"));
  expect(await preloaded).toEqual({ default: Component });
  expect(load.mock.calls).toEqual([["de"]]);
});

it("opens through afterLoading with the component itself, which never suspends (React holds a reveal up to 300 ms)", async () => {
  const Component = () => null;
  const dialog = lazyByLocale(async () => Component);
  expect(dialog.componentIn("fr")).not.toBe(Component);
  const opened = await new Promise<unknown>((resolve) =>
    dialog.afterLoading("fr", () => resolve(dialog.componentIn("fr"))),
  );
  expect(opened).toBe(Component);
});

it("still opens when the code failed to load: the lazy component shows the failure", async () => {
  const dialog = lazyByLocale(() => Promise.reject(new TypeError("Failed to fetch")));
  const opened = await new Promise<unknown>((resolve) =>
    dialog.afterLoading("de", () => resolve(dialog.componentIn("de"))),
  );
  expect(opened).toHaveProperty("$$typeof", Symbol.for("react.lazy"));
});
