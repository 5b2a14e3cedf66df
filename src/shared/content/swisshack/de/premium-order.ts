import type { Translation } from "../../../i18n/translation.ts";
import type { PREMIUM_ORDER } from "../premium-order.ts";

/** /de/premium/bestellung. */
export const PREMIUM_ORDER_DE = {
  loading: "Ihre Bestellung wird geladen…",
  pending: {
    title: "Zahlung wird bestätigt",
    text: "Vielen Dank! Unser Zahlungsanbieter bestätigt Ihre Zahlung: Diese Seite aktualisiert sich in wenigen Sekunden von selbst.",
  },
  paid: {
    title: "Vielen Dank, Ihr Premium-Check ist bestellt",
    receipt: "Quittung Nr. {number}",
    due: "Ihr Bericht erreicht Sie spätestens am {date}.",
    email: "Die Bestätigung und Ihre Quittung haben wir Ihnen per E-Mail gesendet.",
  },
  refunded: {
    title: "Bestellung zurückerstattet",
    text: "Diese Bestellung wurde vollständig zurückerstattet.",
  },
  expired: {
    title: "Zahlung nicht abgeschlossen",
    text: "Diese Bestellung wurde nicht bezahlt und ist nicht mehr gültig. Es wurde nichts belastet: Sie können erneut bestellen.",
  },
  unknown: {
    title: "Bestellung nicht gefunden",
    text: "Zu diesem Link gibt es keine Bestellung. Wenn Sie bezahlt haben, erhalten Sie die Bestätigung per E-Mail.",
  },
  failed: {
    title: "Bestellung kann nicht geprüft werden",
    text: "Die Verbindung ist fehlgeschlagen. Laden Sie die Seite gleich neu: Ihre Zahlung ist davon nicht betroffen.",
  },
  backToPremium: "Zurück zur Premium-Seite",
  backHome: "Zurück zur Startseite",
} as const satisfies Translation<typeof PREMIUM_ORDER>;
