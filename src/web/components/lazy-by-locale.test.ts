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
