import type { CampaignStatus } from "@shared/newsletter/campaign";
import type { AdminWords } from "../shared/admin-language";

// The Newsletter tab's words: subscribers, campaigns, the campaign editor and its sending (issue 55).

/** The campaigns panel: its tables and what it says while loading or after a post was sent here. */
/** French counts 0 and 1 in the singular; English only 1. */
const frPlural = (count: number, one: string, many: string) => (count > 1 ? many : one);
const enPlural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const CAMPAIGNS_WORDS: AdminWords<{
  locale: string;
  statuses: Record<CampaignStatus, string>;
  subscriberHeaders: { language: string; confirmed: string; pending: string; bouncing: string; unsubscribed: string };
  campaignHeaders: {
    subject: string;
    language: string;
    status: string;
    recipients: string;
    sent: string;
    failed: string;
    skipped: string;
    bounced: string;
    unsubscribedSince: string;
    actions: string;
  };
  subscribersByLanguage: string;
  campaigns: string;
  none: string;
  zurich: string;
  edit: string;
  webVersion: string;
  webVersionOf: (subject: string) => string;
  loadFailed: string;
  prefilled: string;
  prefilledDetail: string;
  postFailed: string;
  loading: string;
  title: string;
  write: string;
}> = {
  fr: {
    locale: "fr-CH",
    statuses: {
      draft: "Brouillon",
      scheduled: "Programmée",
      sending: "En cours d'envoi",
      sent: "Envoyée",
      cancelled: "Annulée",
    },
    subscriberHeaders: {
      language: "Langue",
      confirmed: "Confirmés",
      pending: "En attente",
      bouncing: "En échec",
      unsubscribed: "Désinscrits",
    },
    campaignHeaders: {
      subject: "Objet",
      language: "Langue",
      status: "Statut",
      recipients: "Destinataires",
      sent: "Envoyés",
      failed: "Échoués",
      skipped: "Sautés",
      bounced: "Rejetés",
      unsubscribedSince: "Désinscrits depuis",
      actions: "Actions",
    },
    subscribersByLanguage: "Abonnés par langue",
    campaigns: "Campagnes",
    none: "Aucune campagne rédigée pour l'instant.",
    zurich: "(heure de Zurich)",
    edit: "Modifier",
    webVersion: "Version web",
    webVersionOf: (subject) => ` de ${subject}`,
    loadFailed: "Les campagnes n'ont pas pu être chargées",
    prefilled: "Prérempli à partir de l'article",
    prefilledDetail: "Relisez le texte\u00a0: la campagne garde sa propre copie.",
    postFailed: "L'article n'a pas pu être ouvert",
    loading: "Chargement des campagnes…",
    title: "Campagnes de la newsletter",
    write: "Rédiger une campagne",
  },
  en: {
    locale: "en-GB",
    statuses: { draft: "Draft", scheduled: "Scheduled", sending: "Sending", sent: "Sent", cancelled: "Cancelled" },
    subscriberHeaders: {
      language: "Language",
      confirmed: "Confirmed",
      pending: "Pending",
      bouncing: "Bouncing",
      unsubscribed: "Unsubscribed",
    },
    campaignHeaders: {
      subject: "Subject",
      language: "Language",
      status: "Status",
      recipients: "Recipients",
      sent: "Sent",
      failed: "Failed",
      skipped: "Skipped",
      bounced: "Bounced",
      unsubscribedSince: "Unsubscribed since",
      actions: "Actions",
    },
    subscribersByLanguage: "Subscribers by language",
    campaigns: "Campaigns",
    none: "No campaign written yet.",
    zurich: "(Zurich)",
    edit: "Edit",
    webVersion: "Web version",
    webVersionOf: (subject) => ` of ${subject}`,
    loadFailed: "Could not load the campaigns",
    prefilled: "Prefilled from the post",
    prefilledDetail: "Check the text: the campaign keeps its own copy.",
    postFailed: "Could not open the post",
    loading: "Loading campaigns…",
    title: "Newsletter campaigns",
    write: "Write a campaign",
  },
};

/** The campaign editor: its fields, preview, test and sending. */
export const CAMPAIGN_EDITOR_WORDS: AdminWords<{
  campaign: (subject: string) => string;
  newCampaign: string;
  formName: string;
  language: string;
  fromPost: string;
  fromPostHint: string;
  prefill: string;
  webPath: string;
  webPathHint: string;
  subject: string;
  body: string;
  bodyHint: string;
  saveDraft: string;
  preview: string;
  testToMe: string;
  close: string;
  previewName: string;
  previewOf: (subject: string) => string;
  previewFrame: string;
  plainText: string;
  send: string;
  audience: (count: number, language: string) => string;
  scheduledFor: (when: string) => string;
  cancelSchedule: string;
  tuesday: string;
  schedule: string;
  sendNow: string;
  confirmTitle: string;
  confirm: (subject: string, count: number, language: string) => string;
  notNow: string;
  sendTo: (count: number) => string;
  noPost: string;
  postIdFirst: string;
  draftSaved: string;
  saveFailed: string;
  previewFailed: string;
  prefillFailed: string;
  testFailed: string;
  testSent: string;
  testSentTo: (to: string) => string;
  scheduleFailed: string;
  scheduled: string;
  scheduledAt: (day: string, time: string) => string;
  cancelFailed: string;
  cancelled: string;
  cancelledDetail: string;
  sendFailed: string;
  sending: string;
  sendingTo: (subject: string, language: string) => string;
}> = {
  fr: {
    campaign: (subject) => `Campagne\u00a0: ${subject}`,
    newCampaign: "Nouvelle campagne",
    formName: "Campagne",
    language: "Langue des abonnés",
    fromPost: "À partir d'un article (facultatif\u00a0: son identifiant)",
    fromPostHint: "«\u00a0Préremplir\u00a0» copie le titre et le texte de l'article dans cette campagne.",
    prefill: "Préremplir",
    webPath: "Version web (facultatif\u00a0: l'adresse de l'article sur ce site)",
    webPathHint: "P.\u00a0ex. /de/blog/mon-article. Vide\u00a0: la campagne a sa propre page sous /newsletter/.",
    subject: "Objet",
    body: "Texte (Markdown)",
    bodyHint: "## pour un titre, **gras**, - pour une liste, [mots](https://…) pour un lien.",
    saveDraft: "Enregistrer le brouillon",
    preview: "Aperçu",
    testToMe: "M'envoyer un test",
    close: "Fermer",
    previewName: "Aperçu de l'e-mail",
    previewOf: (subject) => `Aperçu\u00a0: ${subject}`,
    previewFrame: "Aperçu de l'e-mail",
    plainText: "Version texte brut",
    send: "Envoi",
    audience: (count, language) =>
      `${count}\u00a0${frPlural(count, "abonné confirmé", "abonnés confirmés")} (${language}). Quiconque a reçu une newsletter ces 7\u00a0derniers jours est sauté\u00a0: un e-mail par semaine au plus.`,
    scheduledFor: (when) => `Programmée pour le ${when} (heure de Zurich).`,
    cancelSchedule: "Annuler la programmation",
    tuesday: "Mardi",
    schedule: "Programmer",
    sendNow: "Envoyer maintenant…",
    confirmTitle: "Envoyer cette campagne maintenant\u00a0?",
    confirm: (subject, count, language) =>
      `«\u00a0${subject}\u00a0» part ${count === 1 ? "à l'abonné confirmé" : `aux ${count}\u00a0abonnés confirmés`} (${language}), sauf à ceux qui ont reçu une newsletter ces 7\u00a0derniers jours. C'est définitif.`,
    notNow: "Pas maintenant",
    sendTo: (count) => `Envoyer à ${count}\u00a0${frPlural(count, "abonné", "abonnés")}`,
    noPost:
      "Aucun article ne porte cet identifiant\u00a0: écrivez le texte ici et indiquez à la main l'adresse web de l'article.",
    postIdFirst: "Indiquez d'abord l'identifiant de l'article",
    draftSaved: "Brouillon enregistré",
    saveFailed: "Le brouillon n'a pas pu être enregistré",
    previewFailed: "L'aperçu n'a pas pu être affiché",
    prefillFailed: "Le préremplissage à partir de l'article a échoué",
    testFailed: "Le test n'a pas pu être envoyé",
    testSent: "Test envoyé",
    testSentTo: (to) => `Une copie [TEST] part à ${to}.`,
    scheduleFailed: "La campagne n'a pas pu être programmée",
    scheduled: "Campagne programmée",
    scheduledAt: (day, time) => `Elle part le ${day} à ${time} (heure de Zurich).`,
    cancelFailed: "La programmation n'a pas pu être annulée",
    cancelled: "Programmation annulée",
    cancelledDetail: "La campagne ne partira pas, sauf si vous la programmez ou l'envoyez à nouveau.",
    sendFailed: "La campagne n'a pas pu être envoyée",
    sending: "Envoi en cours",
    sendingTo: (subject, language) => `«\u00a0${subject}\u00a0» part aux abonnés (${language}).`,
  },
  en: {
    campaign: (subject) => `Campaign: ${subject}`,
    newCampaign: "New campaign",
    formName: "Campaign",
    language: "Subscribers' language",
    fromPost: "From a post (optional: its id)",
    fromPostHint: "Prefill copies the post's title and text into this campaign.",
    prefill: "Prefill",
    webPath: "Web version (optional: the post's address on this site)",
    webPathHint: "E.g. /de/blog/my-post. Empty: the campaign gets its own page under /newsletter/.",
    subject: "Subject",
    body: "Text (Markdown)",
    bodyHint: "## for a heading, **bold**, - for a list, [words](https://…) for a link.",
    saveDraft: "Save draft",
    preview: "Preview",
    testToMe: "Send a test to me",
    close: "Close",
    previewName: "Preview of the email",
    previewOf: (subject) => `Preview: ${subject}`,
    previewFrame: "Email preview",
    plainText: "Plain-text part",
    send: "Send",
    audience: (count, language) =>
      `${count} confirmed ${language} ${enPlural(count, "subscriber", "subscribers")}. Anyone who had a newsletter in the last 7 days is skipped: at most one email a week.`,
    scheduledFor: (when) => `Scheduled for ${when} (Zurich).`,
    cancelSchedule: "Cancel the schedule",
    tuesday: "Tuesday",
    schedule: "Schedule",
    sendNow: "Send now…",
    confirmTitle: "Send this campaign now?",
    confirm: (subject, count, language) =>
      `“${subject}” goes to the ${count} confirmed ${language} ${enPlural(count, "subscriber", "subscribers")}, except those who had a newsletter in the last 7 days. It cannot be undone.`,
    notNow: "Not now",
    sendTo: (count) => `Send to ${count} ${enPlural(count, "subscriber", "subscribers")}`,
    noPost: "No post with this id: write the text here, and give the post's web address by hand.",
    postIdFirst: "Give the post's id first",
    draftSaved: "Draft saved",
    saveFailed: "Could not save the draft",
    previewFailed: "Could not preview",
    prefillFailed: "Could not prefill from the post",
    testFailed: "Could not send the test",
    testSent: "Test sent",
    testSentTo: (to) => `A [TEST] copy is on its way to ${to}.`,
    scheduleFailed: "Could not schedule",
    scheduled: "Campaign scheduled",
    scheduledAt: (day, time) => `It goes out on ${day} at ${time} (Zurich time).`,
    cancelFailed: "Could not cancel",
    cancelled: "Schedule cancelled",
    cancelledDetail: "The campaign will not go out unless you schedule or send it again.",
    sendFailed: "Could not send",
    sending: "Sending",
    sendingTo: (subject, language) => `“${subject}” is on its way to the ${language} subscribers.`,
  },
};
