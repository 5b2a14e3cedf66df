import { formatCentimesIn, formatLongDate } from "@shared/i18n/format";
import { LANGUAGE_TAGS, type SwissHackLocale } from "@shared/i18n/locales";
import { includedVat } from "@shared/premium/price";
import type { SiteDetails } from "@shared/site-settings/details";
import PDFDocument from "pdfkit";
import { fontData, registerFonts, toPdfText } from "../pre-analysis/pdf-fonts";
import { writeAnyScript } from "../pre-analysis/pdf-scripts";
import { artifact, type StructElement, tagged } from "../pre-analysis/pdf-structure";
import { writeText } from "../pre-analysis/pdf-text";
import { COLOR, contentWidth, PAGE, SIZE } from "../pre-analysis/pdf-theme";
import { collectPdf } from "../pre-analysis/pre-analysis-pdf";
import { ORDER_EMAIL_WORDS } from "./order-email-words";
import { RECEIPT_WORDS } from "./receipt-words";

/** What a paid order's receipt shows: the order as paid, and the seller's details in force when it was paid. */
export interface ReceiptData {
  locale: SwissHackLocale;
  receiptNumber: number;
  name: string;
  email: string;
  amountCentimes: number;
  vatRateBasisPoints: number;
  paidAt: Date;
  reportDueOn: string | null;
  seller: SiteDetails;
  siteUrl: string;
}

/**
 * The receipt as a one-page tagged A4 PDF (PDF/UA-1, Inter embedded): the seller with its VAT number, the customer,
 * the receipt's number and day, the amount with the VAT it includes, and the day the report is due. What the person
 * typed (name, email) is drawn as text only.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const w = { ...ORDER_EMAIL_WORDS[data.locale], ...RECEIPT_WORDS[data.locale] };
  const title = toPdfText(w.receiptTitle(data.receiptNumber));
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    font: fontData().regular as unknown as string,
    lang: LANGUAGE_TAGS.swisshack[data.locale],
    displayTitle: true,
    tagged: true,
    subset: "PDF/UA" as unknown as PDFKit.Mixins.PDFSubsets,
    pdfVersion: "1.7",
    info: { Title: title, Author: "SwissHack", Creator: "SwissHack", CreationDate: data.paidAt },
  });
  const output = collectPdf(pdf);
  registerFonts(pdf);
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const colon = data.locale === "fr" ? "\u00a0:" : ":";
  const paragraph = (text: string, y: number, style: Parameters<typeof writeText>[5] = {}) => {
    let below = y;
    tagged(pdf, root, "P", () => {
      below = writeText(pdf, toPdfText(text), left, y, width, style);
    });
    return below;
  };

  tagged(pdf, root, "P", () =>
    writeText(pdf, "SwissHack", left, pdf.y, width, { bold: true, size: 18, color: COLOR.brand }),
  );
  const ruleY = pdf.y + 6;
  artifact(pdf, () => pdf.rect(left, ruleY, width, 2).fill(COLOR.brand));
  let y = ruleY + 18;
  tagged(pdf, root, "H1", () => {
    y = writeText(pdf, title, left, y, width, { bold: true, size: 20, color: COLOR.text });
  });
  y += 10;

  const seller = sellerLines(data.seller, w.vatNumber);
  if (seller.length > 0) {
    y = paragraph(w.seller, y, { bold: true, color: COLOR.muted, size: SIZE.small });
    y = paragraph(seller.join("\n"), y + 2) + 10;
  }
  y = paragraph(w.customer, y, { bold: true, color: COLOR.muted, size: SIZE.small });
  for (const typed of [data.name, data.email]) {
    const top = y;
    tagged(pdf, root, "P", () => {
      y = writeAnyScript(pdf, typed, left, top + 2, width);
    });
  }
  y += 10;
  y = paragraph(`${w.receiptNumber}${colon} ${data.receiptNumber}`, y);
  y = paragraph(`${w.paidOn}${colon} ${formatLongDate(data.paidAt, data.locale)}`, y) + 16;

  const rate = (data.vatRateBasisPoints / 100).toFixed(1).replace(".", data.locale === "fr" ? "," : ".");
  y = drawAmounts(pdf, root, y, [
    [w.description, "CHF", true],
    [w.product, formatCentimesIn(data.amountCentimes, data.locale), false],
    [w.vat(rate), formatCentimesIn(includedVat(data.amountCentimes, data.vatRateBasisPoints), data.locale), false],
    [w.total, formatCentimesIn(data.amountCentimes, data.locale), true],
  ]);
  y = paragraph(w.paidOnline, y + 14, { color: COLOR.muted, size: SIZE.small });
  if (data.reportDueOn)
    y = paragraph(w.reportDue(formatLongDate(new Date(`${data.reportDueOn}T12:00:00Z`), data.locale)), y + 10);
  y = paragraph(w.guarantee, y + 6);
  paragraph(`SwissHack – ${data.siteUrl}`, y + 24, { color: COLOR.muted, size: SIZE.small });
  root.end();
  pdf.end();
  return output;
}

/** The seller as the Settings name it; the VAT number is its UID (IDE) with the VAT abbreviation. */
function sellerLines(seller: SiteDetails, vatNumber: (uid: string) => string): string[] {
  return [seller.company, seller.address, seller.ide && vatNumber(seller.ide), seller.contactEmail].filter(
    (line): line is string => Boolean(line),
  );
}

type AmountRow = [label: string, amount: string, bold: boolean];

/** The amounts as a table: a header row, the product, the VAT it includes, the total. */
function drawAmounts(pdf: PDFKit.PDFDocument, root: StructElement, top: number, rows: AmountRow[]): number {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const amountWidth = 110;
  const table = pdf.struct("Table");
  root.add(table);
  let y = top;
  rows.forEach(([label, amount, bold], index) => {
    const row = pdf.struct("TR");
    table.add(row);
    const cell = index === 0 ? "TH" : "TD";
    const style = { bold, color: index === 0 ? COLOR.muted : COLOR.text, size: index === 0 ? SIZE.small : SIZE.body };
    let below = y;
    tagged(pdf, row, cell, () => {
      below = writeText(pdf, toPdfText(label), left, y + 6, width - amountWidth - 12, style);
    });
    tagged(pdf, row, cell, () => {
      writeText(pdf, toPdfText(amount), left + width - amountWidth, y + 6, amountWidth, { ...style, align: "right" });
    });
    row.end();
    y = below + 6;
    const ruleColor = index === rows.length - 2 ? COLOR.text : COLOR.border;
    artifact(pdf, () =>
      pdf
        .lineWidth(0.75)
        .moveTo(left, y)
        .lineTo(left + width, y)
        .stroke(ruleColor),
    );
  });
  table.end();
  return y;
}
