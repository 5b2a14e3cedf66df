import type { SwissHackLocale } from "@shared/i18n/locales";

// The paid order's confirmation and receipt, in the person's language (issue 57).

export interface OrderEmailWords {
  subject: (receipt: number) => string;
  thanks: string;
  receiptTitle: (receipt: number) => string;
  product: string;
  paidOn: string;
  amount: string;
  vat: (rate: string) => string;
  reportDue: (day: string) => string;
  guarantee: string;
  nextSteps: string;
  seller: string;
}

export const ORDER_EMAIL_WORDS: Record<SwissHackLocale, OrderEmailWords> = {
  fr: {
    subject: (receipt) => `Votre audit Premium est commandé (reçu n°\u00a0${receipt})`,
    thanks: "Merci pour votre commande. Votre paiement est confirmé.",
    receiptTitle: (receipt) => `Reçu n°\u00a0${receipt}`,
    product: "Audit Premium SwissHack (paiement unique)",
    paidOn: "Date du paiement",
    amount: "Montant payé",
    vat: (rate) => `dont TVA ${rate}\u00a0%`,
    reportDue: (day) => `Votre rapport vous parvient au plus tard le ${day}.`,
    guarantee: "Satisfait ou remboursé pendant 30 jours : répondez simplement à cet e-mail.",
    nextSteps:
      "Un expert prend contact avec vous pour fixer l'appel de 45 minutes et vous demander les documents utiles (certificat de salaire, certificat LPP, police LAMal).",
    seller: "Vendeur",
  },
  de: {
    subject: (receipt) => `Ihr Premium-Check ist bestellt (Quittung Nr. ${receipt})`,
    thanks: "Vielen Dank für Ihre Bestellung. Ihre Zahlung ist bestätigt.",
    receiptTitle: (receipt) => `Quittung Nr. ${receipt}`,
    product: "SwissHack Premium-Check (einmalige Zahlung)",
    paidOn: "Zahlungsdatum",
    amount: "Bezahlter Betrag",
    vat: (rate) => `davon MWST ${rate} %`,
    reportDue: (day) => `Ihr Bericht erreicht Sie spätestens am ${day}.`,
    guarantee: "30 Tage Geld-zurück-Garantie: Antworten Sie einfach auf diese E-Mail.",
    nextSteps:
      "Eine Expertin oder ein Experte meldet sich bei Ihnen, um das 45-minütige Gespräch zu vereinbaren und die nötigen Unterlagen anzufragen (Lohnausweis, BVG-Ausweis, Krankenkassenpolice).",
    seller: "Verkäufer",
  },
  it: {
    subject: (receipt) => `Il suo audit Premium è ordinato (ricevuta n. ${receipt})`,
    thanks: "Grazie per il suo ordine. Il pagamento è confermato.",
    receiptTitle: (receipt) => `Ricevuta n. ${receipt}`,
    product: "Audit Premium SwissHack (pagamento unico)",
    paidOn: "Data del pagamento",
    amount: "Importo pagato",
    vat: (rate) => `di cui IVA ${rate} %`,
    reportDue: (day) => `Il suo rapporto le arriva al più tardi il ${day}.`,
    guarantee: "Soddisfatti o rimborsati entro 30 giorni: basta rispondere a questa e-mail.",
    nextSteps:
      "Un esperto la contatta per fissare il colloquio di 45 minuti e chiederle i documenti utili (certificato di salario, certificato LPP, polizza LAMal).",
    seller: "Venditore",
  },
};
