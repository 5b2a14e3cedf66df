// @vitest-environment jsdom
import { act, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { expect, it } from "vitest";
import { afterEveryUnitHydrated, HydrationUnit } from "./hydration-unit";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const events: string[] = [];

function Section({ name }: { name: string }) {
  useEffect(() => {
    events.push(`${name} hydrated`);
  }, [name]);
  return <section>{name}</section>;
}

function Page() {
  useEffect(() => afterEveryUnitHydrated(() => events.push("replay")), []);
  return (
    <main>
      <HydrationUnit>
        <Section name="first" />
      </HydrationUnit>
      <HydrationUnit>
        <Section name="second" />
      </HydrationUnit>
    </main>
  );
}

it("runs what waits for the page once every unit has hydrated, in place, not before", async () => {
  const { prelude } = await prerender(<Page />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const container = document.createElement("div");
  container.innerHTML = await new Response(prelude).text();
  const first = container.querySelector("section");
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  expect(events).toEqual(["first hydrated", "second hydrated", "replay"]);
  // The server's elements were adopted.
  expect(container.querySelector("section")).toBe(first);
});
