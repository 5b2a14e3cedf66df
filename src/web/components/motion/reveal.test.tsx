// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, offScreen, onScreen, report } from "./fake-intersection-observer";
import { Reveal } from "./reveal";

describe("Reveal", () => {
  let container: HTMLDivElement;
  let root: Root;
  const element = () => container.firstElementChild as HTMLElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<Reveal>text</Reveal>));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  // Hiding what is below the fold after hydration is not seen: as a 700 ms transition it cost a frame per tick and
  // three events per element and property, each through React's root listener, while the page loaded.
  it("hides content below the fold at once, without a transition", () => {
    act(() => report([offScreen]));
    expect(element().className).toContain("opacity-0");
    expect(element().className).not.toMatch(/transition/);
  });

  it("fades content in with a transition of its opacity and position when it scrolls into view", () => {
    act(() => report([offScreen]));
    act(() => report([onScreen]));
    expect(element().className).not.toContain("opacity-0");
    expect(element().className).toContain("transition-[opacity,translate]");
    expect(element().className).toContain("duration-700");
  });
});
