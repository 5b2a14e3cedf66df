// @vitest-environment jsdom
import { act, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, offScreen, onScreen, report } from "./fake-intersection-observer";
import { useInView } from "./use-in-view";

function Probe() {
  const ref = useRef<HTMLSpanElement>(null);
  return <span ref={ref}>{useInView(ref, 0.3)}</span>;
}

describe("useInView", () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<Probe />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it("is hidden below the fold and visible once the element scrolls into view", () => {
    act(() => report([offScreen]));
    expect(container.textContent).toBe("hidden");
    act(() => report([onScreen]));
    expect(container.textContent).toBe("visible");
  });

  // A busy page (hydrating on a slow phone) gets the browser's notes late and together: the last one is where the
  // element is now. Reading the first left every ROI figure at $0 in plain view.
  it("goes by the newest of the entries the browser delivers together", () => {
    act(() => report([offScreen, onScreen]));
    expect(container.textContent).toBe("visible");
  });
});
