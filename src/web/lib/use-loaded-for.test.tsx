// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useLoadedFor } from "./use-loaded-for";

/** Each key's load, settled by the test when it wants. */
const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
const load = (key: string) =>
  new Promise<string>((resolve, reject) => {
    pending.set(key, { resolve, reject });
  });

function Probe({ lang }: { lang: string | undefined }) {
  return <>{useLoadedFor(lang, load) ?? "nothing yet"}</>;
}

describe("useLoadedFor", () => {
  let container: HTMLDivElement;
  let root: Root;
  const show = (lang: string | undefined) => act(() => root.render(<Probe lang={lang} />));
  const settle = (key: string, how: "resolve" | "reject") =>
    act(async () => {
      const load = pending.get(key);
      if (how === "resolve") load?.resolve(`words in ${key}`);
      else load?.reject(new Error("offline"));
    });

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    pending.clear();
    container = document.createElement("div");
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));

  it("gives what was loaded for the key once it has loaded", async () => {
    show("fr");
    expect(container.textContent).toBe("nothing yet");
    await settle("fr", "resolve");
    expect(container.textContent).toBe("words in fr");
  });

  it("never gives what an earlier key loaded, even when it arrives last", async () => {
    show("fr");
    show("de");
    await settle("de", "resolve");
    await settle("fr", "resolve");
    expect(container.textContent).toBe("words in de");
  });

  it("loads nothing without a key, and gives nothing when the load fails", async () => {
    show(undefined);
    expect(pending.size).toBe(0);
    show("it");
    await settle("it", "reject");
    expect(container.textContent).toBe("nothing yet");
  });
});
