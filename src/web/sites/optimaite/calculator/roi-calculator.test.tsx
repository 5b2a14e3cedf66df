// @vitest-environment jsdom

import type { OptimaiteLocale } from "@shared/i18n/locales";
import type { EstimatedRoi } from "@shared/schemas/lead";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CatalogueProvider } from "~/i18n/catalogue-context";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { RoiEstimateNote } from "../leads/roi-estimate-note";
import { LeadTextsProvider, leadTextsIn } from "../leads/texts/lead-texts";
import { RoiCalculator } from "./roi-calculator";

const opened: { estimatedROI?: EstimatedRoi }[] = [];
vi.mock("../leads/lead-dialogs-context", () => ({
  useLeadDialogs: () => ({ openDemo: (request: { estimatedROI?: EstimatedRoi }) => opened.push(request) }),
}));
vi.mock("./use-calculator-session", () => ({
  useCalculatorSession: () => ({ inputChanged: () => {}, calculated: () => {}, link: () => undefined }),
}));

const PATHS: Record<OptimaiteLocale, string> = { en: "/optimaite", fr: "/fr/optimaite" };

/**
 * The inputs in the form's order (calls a day, missed %, lost %, revenue per client, receptionist cost) and the
 * annual figure's digits: the exact monthly figure times 12, rounded once ($28.50 a month is $342 a year, not $348).
 */
const CASES: [string, string[], string][] = [
  ["the defaults", [], "263460"],
  ["a monthly figure ending in 50 cents", ["1", "10", "10", "100", "0"], "342"],
  ["decimal inputs", ["33.5", "27", "61", "245.8", "3999.99"], "511817"],
  ["large figures", ["480", "45", "85", "12500", "8200"], "784988400"],
];

let container: HTMLDivElement;
let roots: Root[];

function mount(node: React.ReactNode): HTMLDivElement {
  const element = document.createElement("div");
  container.append(element);
  const root = createRoot(element);
  roots.push(root);
  act(() => root.render(node));
  return element;
}

function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The text of the figure under a result card's label, as a person reads it. */
function figureUnder(element: HTMLElement, label: string): string {
  const title = [...element.querySelectorAll("p")].find((p) => p.textContent === label);
  return title?.nextElementSibling?.textContent ?? "";
}

describe("the demo dialog's estimate", () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The figures count when they change; reduced motion shows the new figure at once.
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    container = document.createElement("div");
    document.body.append(container);
    roots = [];
    opened.length = 0;
  });
  afterEach(() => {
    for (const root of roots) act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  for (const locale of ["en", "fr"] as const) {
    it.each(CASES)(`shows the calculator's annual figure (${locale}, %s)`, async (_, values, annualDigits) => {
      const catalogue = FULL_CATALOGUES.optimaite[locale];
      const calculator = mount(
        <MemoryRouter initialEntries={[PATHS[locale]]}>
          <CatalogueProvider value={catalogue}>
            <RoiCalculator />
          </CatalogueProvider>
        </MemoryRouter>,
      );
      const inputs = [...calculator.querySelectorAll("input")];
      values.forEach((value, index) => {
        const input = inputs[index];
        if (input) typeInto(input, value);
      });
      const { results, cta } = catalogue.landing.CALCULATOR;
      const shown = {
        monthly: figureUnder(calculator, results.monthlyROI),
        annual: figureUnder(calculator, results.annualROI),
      };
      expect(shown.annual.replace(/\D/g, "")).toBe(annualDigits);

      const button = [...calculator.querySelectorAll("button")].find((b) => b.textContent === cta);
      act(() => button?.click());
      const estimate = opened.at(-1)?.estimatedROI;
      if (!estimate) throw new Error("the demo dialog was opened without the estimate");
      const texts = await leadTextsIn(locale);
      const dialog = mount(
        <LeadTextsProvider value={texts}>
          <RoiEstimateNote estimate={estimate} locale={locale} />
        </LeadTextsProvider>,
      );
      const [monthly, annual] = [...dialog.querySelectorAll("strong")].map((strong) => strong.textContent);
      expect({ monthly, annual }).toEqual(shown);
    });
  }
});
