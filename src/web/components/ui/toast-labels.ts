/** What a screen reader says for the toasts' region and each toast's close button, in the page's language. */
export interface ToastLabels {
  close: string;
  container: string;
}

const LABELS: Record<"fr" | "de" | "it" | "en", ToastLabels> = {
  fr: { close: "Fermer la notification", container: "Notifications" },
  // Swiss German writes "ss" for "ß".
  de: { close: "Benachrichtigung schliessen", container: "Benachrichtigungen" },
  it: { close: "Chiudi la notifica", container: "Notifiche" },
  // sonner's own words.
  en: { close: "Close toast", container: "Notifications" },
};

/** The labels for `<html lang>` ("fr-CH", "de-CH", "en-GB"…): English for any other language. */
export function toastLabels(lang: string): ToastLabels {
  const language = lang.split("-")[0]?.toLowerCase() ?? "";
  return language === "fr" || language === "de" || language === "it" ? LABELS[language] : LABELS.en;
}
