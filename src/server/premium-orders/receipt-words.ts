import type { SwissHackLocale } from "@shared/i18n/locales";

// The receipt's own words (the PDF attached to the paid order's confirmation), in the person's language; the rest
// (product, amount, VAT, day paid, report due) is worded as the confirmation email words it (order-email-words.ts).

export interface ReceiptWords {
  fileName: (receipt: number) => string;
  customer: string;
  /** The seller's VAT number: the UID followed by the language's VAT abbreviation (MWSTG art. 26, OMWST art. 1). */
  vatNumber: (uid: string) => string;
  description: string;
  total: string;
  paidOnline: string;
  receiptNumber: string;
}

export const RECEIPT_WORDS: Record<SwissHackLocale, ReceiptWords> = {
  fr: {
    fileName: (receipt) => `recu-swisshack-${receipt}.pdf`,
    customer: "Client",
    vatNumber: (uid) => `N° TVA\u00a0: ${uid} TVA`,
    description: "Désignation",
    total: "Total payé, TVA comprise",
    paidOnline: "Payé en ligne par carte ou TWINT.",
    receiptNumber: "Numéro du reçu",
  },
  de: {
    fileName: (receipt) => `quittung-swisshack-${receipt}.pdf`,
    customer: "Kunde",
    vatNumber: (uid) => `MWST-Nr.: ${uid} MWST`,
    description: "Bezeichnung",
    total: "Total bezahlt, inkl. MWST",
    paidOnline: "Online bezahlt mit Karte oder TWINT.",
    receiptNumber: "Quittungsnummer",
  },
  it: {
    fileName: (receipt) => `ricevuta-swisshack-${receipt}.pdf`,
    customer: "Cliente",
    vatNumber: (uid) => `N. IVA: ${uid} IVA`,
    description: "Descrizione",
    total: "Totale pagato, IVA inclusa",
    paidOnline: "Pagato online con carta o TWINT.",
    receiptNumber: "Numero della ricevuta",
  },
};
