// @vitest-environment jsdom
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { recordEarlyInput, replayDialogTaps } from "./early-input";

let dialogButton: HTMLButtonElement;
let menuButton: HTMLButtonElement;
/** The buttons whose clicks reached the page's own handlers (React's, once it listens). */
let answered: string[];

// Once, as the page's inline script.
beforeAll(() => {
  recordEarlyInput();
  vi.useFakeTimers();
});

beforeEach(() => {
  const root = document.documentElement;
  root.removeAttribute("data-hydrated");
  root.removeAttribute("data-frame-hydrated");
  window.__earlyInput?.taps.splice(0);
  document.body.innerHTML = `<button type="button" data-opens-dialog>Audit gratuit</button><button type="button">Menu</button>`;
  [dialogButton, menuButton] = [...document.querySelectorAll("button")] as [HTMLButtonElement, HTMLButtonElement];
  answered = [];
  for (const button of [dialogButton, menuButton])
    button.addEventListener("click", () => answered.push(button.textContent ?? ""));
});

it("holds every tap on a button until the page's frame has hydrated", () => {
  dialogButton.click();
  menuButton.click();
  expect(answered).toEqual([]);
  expect(window.__earlyInput?.taps).toEqual([dialogButton, menuButton]);
  expect(dialogButton.hasAttribute("data-tap-pending")).toBe(true);
});

it("makes a held tap on a dialog's button again once the frame has hydrated, without waiting for the sections", () => {
  dialogButton.click();
  replayDialogTaps();
  vi.runAllTimers();
  expect(answered).toEqual(["Audit gratuit"]);
  expect(window.__earlyInput?.taps).toEqual([]);
  expect(dialogButton.hasAttribute("data-tap-pending")).toBe(false);
});

it("lets a dialog's button answer a tap made after the frame has hydrated, and still holds the others", () => {
  replayDialogTaps();
  dialogButton.click();
  menuButton.click();
  expect(answered).toEqual(["Audit gratuit"]);
  expect(window.__earlyInput?.taps).toEqual([menuButton]);
});

it("keeps the order of the taps: a dialog's tap made after another button's waits with it", () => {
  menuButton.click();
  dialogButton.click();
  replayDialogTaps();
  vi.runAllTimers();
  expect(answered).toEqual([]);
  expect(window.__earlyInput?.taps).toEqual([menuButton, dialogButton]);
  dialogButton.click();
  expect(answered).toEqual([]);
});
