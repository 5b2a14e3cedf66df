// @vitest-environment jsdom
import { NO_DETAILS } from "@shared/site-settings/details";
import { act } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CatalogueProvider } from "~/i18n/catalogue-context";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderTextAt } from "~/i18n/testing/render-at";
import { mountTestRoot } from "~/lib/test-root";
import { PremiumPage } from "../pages/premium-page";
import { OrderForm } from "./order-form";
import { OrderTextsProvider } from "./texts/order-texts";
import { ORDER_TEXTS_DE } from "./texts/order-texts-de";

const SITE = { siteDetails: NO_DETAILS };

describe("the Premium page's order action (issue 57)", () => {
  it("shows only while the server takes orders, beside the free audit's button", () => {
    const catalogue = FULL_CATALOGUES.swisshack.fr;
    const open = renderTextAt(<PremiumPage />, "/premium", catalogue, { ...SITE, onlineOrdering: true });
    expect(open).toContain("Commencer par l'audit gratuit");
    expect(open).toContain("Commander l'audit Premium");
    const closed = renderTextAt(<PremiumPage />, "/premium", catalogue, SITE);
    expect(closed).toContain("Commencer par l'audit gratuit");
    expect(closed).not.toContain("Commander l'audit Premium");
  });
});

describe("the order form (issue 57)", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  const fetchMock = vi.fn();
  const assign = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, assign });
    mounted = mountTestRoot();
  });
  afterEach(() => {
    mounted.unmount();
    vi.unstubAllGlobals();
  });

  const render = async (auditRequestId?: string) => {
    const Stub = createRoutesStub([
      {
        path: "/de/premium",
        Component: () => (
          <CatalogueProvider value={FULL_CATALOGUES.swisshack.de}>
            <OrderTextsProvider value={ORDER_TEXTS_DE}>
              <OrderForm auditRequestId={auditRequestId} />
            </OrderTextsProvider>
          </CatalogueProvider>
        ),
      },
    ]);
    await act(async () => mounted.root.render(<Stub initialEntries={["/de/premium"]} />));
  };
  const input = (label: string) =>
    [...mounted.container.querySelectorAll("label")].find((element) => element.textContent?.startsWith(label))
      ?.control as HTMLInputElement;
  const type = async (label: string, value: string) => {
    const field = input(label);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    await act(async () => {
      setValue?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  };
  const submit = async () => {
    await act(async () => mounted.container.querySelector("form")?.requestSubmit());
  };
  const fill = async () => {
    await type("Vor- und Nachname", "Lena Meier");
    await type("E-Mail", "lena@example.ch");
    await act(async () => input("Ich akzeptiere").click());
  };

  it("shows the price with its VAT in the page's language", async () => {
    await render();
    expect(mounted.container.textContent).toContain("CHF\u00a0590.00, inkl. 8.1\u00a0% MWST (CHF\u00a044.21)");
  });

  it("refuses an empty form in German without asking the server", async () => {
    await render();
    await submit();
    const text = mounted.container.textContent;
    expect(text).toContain("Bitte geben Sie Ihren Namen an");
    expect(text).toContain("Bitte geben Sie Ihre E-Mail-Adresse an");
    expect(text).toContain("Bitte akzeptieren Sie die Bedingungen, um zu bestellen");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the order with its language and audit request, then goes to the provider's page", async () => {
    const auditRequestId = "7b0c1f4e-2a3d-4c5e-8f90-1a2b3c4d5e6f";
    fetchMock.mockResolvedValue(
      Response.json(
        { orderId: "0c1f4e7b-2a3d-4c5e-8f90-1a2b3c4d5e6f", checkoutUrl: "https://pay.example/cs" },
        { status: 201 },
      ),
    );
    await render(auditRequestId);
    await fill();
    await submit();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/premium/orders");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Lena Meier",
      email: "lena@example.ch",
      locale: "de",
      auditRequestId,
      acceptTerms: true,
    });
    expect(assign).toHaveBeenCalledWith("https://pay.example/cs");
  });

  for (const [status, message] of [
    [503, "Die Online-Bestellung ist im Moment nicht verfügbar. Es wurde nichts belastet."],
    [502, "Die Zahlungsseite konnte nicht geöffnet werden."],
    [429, "Zu viele"],
  ] as const) {
    it(`says what a ${status} means in German and keeps what was typed`, async () => {
      fetchMock.mockResolvedValue(Response.json({ error: "refused" }, { status }));
      await render();
      await fill();
      await submit();
      expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain(message);
      expect(input("Vor- und Nachname").value).toBe("Lena Meier");
      expect(input("E-Mail").value).toBe("lena@example.ch");
      expect(assign).not.toHaveBeenCalled();
    });
  }
});
