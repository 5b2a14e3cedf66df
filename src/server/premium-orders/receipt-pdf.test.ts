import { NO_DETAILS } from "@shared/site-settings/details";
import { describe, expect, it } from "vitest";
import { readPdf } from "../testing/pdf-reader";
import { type ReceiptData, renderReceiptPdf } from "./receipt-pdf";

const flatten = (text: string) => text.replace(/\s+/gu, " ");

const paid: ReceiptData = {
  locale: "fr",
  receiptNumber: 12,
  name: "Zoë Ćorić-Müller Σοφία Дарья <script>",
  email: "zoe@example.ch",
  amountCentimes: 590_00,
  vatRateBasisPoints: 810,
  paidAt: new Date("2026-11-27T09:30:00Z"),
  reportDueOn: "2026-12-04",
  seller: {
    ...NO_DETAILS,
    company: "SwissHack Sàrl",
    address: "Rue du Rhône 1, 1204 Genève",
    ide: "CHE-123.456.788",
    contactEmail: "contact@swisshack.ch",
  },
  siteUrl: "https://swisshack.ch",
};

async function textOf(data: ReceiptData): Promise<{ text: string; pageCount: number }> {
  const read = await readPdf(await renderReceiptPdf(data));
  return { text: flatten(read.pages.join("\n")), pageCount: read.pageCount };
}

describe("renderReceiptPdf", () => {
  it("is a one-page receipt with its number, the seller's VAT number, the customer, the VAT line and the due day", async () => {
    const { text, pageCount } = await textOf(paid);
    expect(pageCount).toBe(1);
    expect(text).toContain("Reçu n° 12");
    expect(text).toContain("SwissHack Sàrl");
    expect(text).toContain("Rue du Rhône 1, 1204 Genève");
    // MWSTG art. 26: the seller's VAT number, its UID followed by the VAT abbreviation.
    expect(text).toContain("N° TVA : CHE-123.456.788 TVA");
    // A name in Latin Extended, Greek and Cyrillic letters is drawn with the subset of Inter that has them.
    expect(text).toContain("Zoë Ćorić-Müller Σοφία Дарья <script>");
    expect(text).toContain("zoe@example.ch");
    expect(text).toContain("27 novembre 2026");
    expect(text).toMatch(/dont TVA 8,1 % CHF 44[.,]21/);
    expect(text).toMatch(/Total payé, TVA comprise CHF 590[.,]00/);
    expect(text).toContain("4 décembre 2026");
  });

  it("is worded in German and Italian for an order placed in those languages", async () => {
    const german = await textOf({ ...paid, locale: "de" });
    expect(german.text).toContain("Quittung Nr. 12");
    expect(german.text).toContain("MWST-Nr.: CHE-123.456.788 MWST");
    expect(german.text).toContain("davon MWST 8.1 %");
    expect(german.text).toContain("4. Dezember 2026");
    const italian = await textOf({ ...paid, locale: "it" });
    expect(italian.text).toContain("Ricevuta n. 12");
    expect(italian.text).toContain("N. IVA: CHE-123.456.788 IVA");
    expect(italian.text).toContain("4 dicembre 2026");
  });

  it("draws a name in a script the embedded font lacks without failing", async () => {
    const { text } = await textOf({ ...paid, name: "王小明 🙂" });
    expect(text).toContain("Reçu n° 12");
  });

  it("leaves out what the Settings do not give, never filling it with a made-up value", async () => {
    const { text } = await textOf({ ...paid, seller: NO_DETAILS });
    expect(text).not.toContain("TVA :");
    expect(text).not.toContain("Vendeur");
    expect(text).toContain("Reçu n° 12");
  });
});
