// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { recordEarlyInput } from "./early-input";
import { OPENS_DIALOG, usePreloadOnEarlyTap } from "./preload-on-early-tap";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Provider({ preload }: { preload: () => void }) {
  usePreloadOnEarlyTap(preload);
  return null;
}

let root: Root;
let dialogButton: HTMLButtonElement;
let otherButton: HTMLButtonElement;

// Once, as the page's inline script: each call adds a listener that stops the clicks before the next one's.
beforeAll(recordEarlyInput);

beforeEach(() => {
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML = `<button data-opens-dialog><span>Audit gratuit</span></button><button>Menu</button>`;
  [dialogButton, otherButton] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  window.__earlyInput?.taps.splice(0);
  root = createRoot(document.body.appendChild(document.createElement("div")));
});

afterEach(() => act(() => root.unmount()));

it("marks a button with the attribute it looks for", () => {
  expect(OPENS_DIALOG).toEqual({ "data-opens-dialog": "" });
});

it("starts the download when a dialog's button was tapped before the page could answer", async () => {
  dialogButton.querySelector("span")?.click();
  const preload = vi.fn();
  await act(async () => root.render(<Provider preload={preload} />));
  expect(preload).toHaveBeenCalledTimes(1);
  expect(window.__earlyInput?.taps).toEqual([dialogButton]);
});

it("starts it at the tap when the tap comes while the page hydrates, and not for other buttons", async () => {
  const preload = vi.fn();
  await act(async () => root.render(<Provider preload={preload} />));
  otherButton.click();
  expect(preload).not.toHaveBeenCalled();
  dialogButton.click();
  dialogButton.click();
  expect(preload).toHaveBeenCalledTimes(1);
  // The tap itself is still held for the replay.
  expect(window.__earlyInput?.taps).toEqual([otherButton, dialogButton]);
});

it("leaves an interactive page alone", async () => {
  document.documentElement.setAttribute("data-hydrated", "");
  const preload = vi.fn();
  await act(async () => root.render(<Provider preload={preload} />));
  dialogButton.click();
  expect(preload).not.toHaveBeenCalled();
});
