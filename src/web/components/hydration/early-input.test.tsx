// @vitest-environment jsdom
import { act, use, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeAll, expect, it } from "vitest";
import { ReplayEarlyInput, recordEarlyInput } from "./early-input";
import { HydrationUnit } from "./hydration-unit";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let onServer = true;
let releaseSection: () => void = () => {};
let sectionCode = new Promise<void>(() => {});

/** A section whose code is still on its way in the browser: it hydrates once `releaseSection` is called. */
function SlowSection() {
  if (!onServer) use(sectionCode);
  return (
    <section>
      <input aria-label="Email" defaultValue="" />
    </section>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <HydrationUnit>
        <header>
          <button type="button" onClick={() => setOpen(true)}>
            Audit gratuit
          </button>
        </header>
      </HydrationUnit>
      <main>
        <HydrationUnit>
          <SlowSection />
        </HydrationUnit>
      </main>
      {open && (
        <form aria-label="Audit" onSubmit={(event) => event.preventDefault()}>
          <input name="email" />
        </form>
      )}
      <ReplayEarlyInput />
    </>
  );
}

beforeAll(recordEarlyInput);

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

let root: Root | undefined;
afterEach(async () => {
  // Every part hydrates and the replay runs, before the next test starts from a fresh page.
  await act(async () => releaseSection());
  await nextTask();
  act(() => root?.unmount());
  const early = window.__earlyInput;
  if (early) Object.assign(early, { taps: [], submits: [], served: null });
  document.body.innerHTML = "";
  for (const attribute of ["data-frame-hydrated", "data-hydrated"]) document.documentElement.removeAttribute(attribute);
});

async function servedPage(): Promise<HTMLDivElement> {
  onServer = true;
  sectionCode = new Promise((resolve) => {
    releaseSection = resolve;
  });
  const { prelude } = await prerender(<Page />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  onServer = false;
  return container;
}

it("sends a form React rendered after the frame at once, while the page's last section still hydrates", async () => {
  const container = await servedPage();
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  // A tap once the frame has hydrated is the page's at once.
  await act(async () => (container.querySelector("button") as HTMLButtonElement).click());
  const form = container.querySelector("form") as HTMLFormElement;
  let sent = 0;
  form.addEventListener("submit", () => {
    sent += 1;
  });
  await act(async () => form.requestSubmit());

  expect(sent).toBe(1);
  expect(window.__earlyInput?.submits).toEqual([]);
});

it("opens what a tap held before hydration asked for once the page's frame has hydrated, before its last section", async () => {
  const container = await servedPage();
  const button = container.querySelector("button") as HTMLButtonElement;
  button.click();
  expect(button.hasAttribute("data-tap-pending")).toBe(true);

  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await nextTask();

  expect(container.querySelector("form")).not.toBeNull();
  expect(button.hasAttribute("data-tap-pending")).toBe(false);
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);

  await act(async () => releaseSection());
  await nextTask();
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
});

it("holds a tap until every part has hydrated when a field was typed in before: the tap may act on it", async () => {
  const container = await servedPage();
  const field = container.querySelector("input") as HTMLInputElement;
  field.value = "typed.before@example.com";
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await nextTask();

  // Tapped once the frame has hydrated, while the field's part still hydrates.
  const button = container.querySelector("button") as HTMLButtonElement;
  await act(async () => button.click());
  expect(container.querySelector("form")).toBeNull();
  expect(button.hasAttribute("data-tap-pending")).toBe(true);

  await act(async () => releaseSection());
  await nextTask();
  expect(container.querySelector("form")).not.toBeNull();
  expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
});
