import { ADMIN_ERRORS, type AdminErrorCode } from "@shared/schemas/admin-errors";
import type { AdminWords } from "./admin-language";

// What the back office says when the server refuses or cannot be reached, and the forms' checks (the shared
// schemas say them in English, the API sends them in English): shown in the account's language (decision 0044).
// French is Swiss French: a no-break space (\u00a0) before : ; ! ? and inside « ».

/** The API's refusals by their code (`src/shared/schemas/admin-errors.ts`), and its failures. */
export const API_ERROR_WORDS: AdminWords<{
  codes: Record<AdminErrorCode, string>;
  network: string;
  tooManyRequests: string;
  failed: (status: number) => string;
}> = {
  fr: {
    codes: {
      "sign-in-required": "Votre session a expiré\u00a0: reconnectez-vous.",
      "not-admin": "Votre compte n'a pas les droits d'administration.",
      "no-such-lead": "Ce prospect n'existe plus.",
      "no-such-audit-request": "Cette demande d'audit n'existe plus.",
      "report-already-sent": "Un rapport a déjà été envoyé pour cette demande.",
      "no-such-report": "Ce rapport n'existe plus.",
      "no-such-meeting": "Ce rendez-vous n'existe plus, ou il a été annulé.",
      "no-such-pre-analysis": "Cette pré-analyse est introuvable.",
      "no-such-post": "Cet article n'existe plus\u00a0: il a peut-être été supprimé.",
      "post-cover-gone": "L'image de couverture n'est plus enregistrée\u00a0: téléversez-la de nouveau.",
      "post-translation-taken": "Cet article a déjà une version dans cette langue\u00a0: ouvrez-la depuis la liste.",
      "post-slug-taken": "Un article dans cette langue a déjà cette fin d'adresse\u00a0: choisissez-en une autre.",
      "post-same-language": "Cet article est déjà dans cette langue\u00a0: choisissez-en une autre.",
      "no-such-campaign": "Cette campagne n'existe plus.",
      "campaign-not-editable": "Cette campagne est envoyée ou en cours d'envoi\u00a0: elle ne peut plus changer.",
      "campaign-not-scheduled": "Seule une campagne programmée peut être annulée.",
      "image-too-large":
        "L'image est trop grande (plus de 8\u00a0Mo ou de 50\u00a0mégapixels)\u00a0: téléversez-en une plus petite.",
      "not-an-image":
        "Ce fichier n'est pas une image utilisable par le blog. Téléversez une image JPEG, PNG, WebP, AVIF ou GIF.",
      "no-such-order": "Cette commande n'existe pas.",
      "order-not-paid": "Seule une commande payée peut être remboursée.",
      "refund-too-late":
        "Les 30\u00a0jours de la garantie sont passés\u00a0: remboursez depuis le tableau de bord du prestataire s'il le faut.",
      "refund-provider-failed":
        "Le prestataire de paiement a refusé le remboursement ou n'a pas répondu\u00a0: rien n'a changé, réessayez.",
      "report-order-not-paid": "Seule une commande payée, non remboursée, a un rapport à livrer.",
      "report-already-delivered": "Le rapport de cette commande est déjà marqué livré.",
      "ordering-not-set-up": "La commande en ligne n'est pas configurée (pas de clés du prestataire de paiement).",
      "invalid-input": "Saisie invalide.",
    },
    network: "Erreur réseau\u00a0: le serveur n'a pas pu être joint.",
    tooManyRequests: "Trop de demandes\u00a0: réessayez dans un instant.",
    failed: (status) => `La demande a échoué (${status}).`,
  },
  en: {
    // The API's own English, but for an expired session, which the admin reads as what to do.
    codes: {
      ...ADMIN_ERRORS,
      "sign-in-required": "Your session has expired: sign in again.",
    },
    network: "Network error: the server could not be reached.",
    tooManyRequests: "Too many requests: try again in a moment.",
    failed: (status) => `Request failed (${status})`,
  },
};

/**
 * The French of the shared schemas' messages (posts, campaigns, reports, pipeline), by their English text: the
 * forms check with those schemas, and the API's 400 answers carry the same messages as issues.
 */
export const FRENCH_ISSUES: Record<string, string> = {
  "Give the post a slug: the end of its address": "Donnez une fin d'adresse à l'article.",
  "A slug may contain only lowercase letters, digits and hyphens (e.g. pilier-3a-en-2026)":
    "La fin d'adresse ne peut contenir que des minuscules, des chiffres et des traits d'union (p.\u00a0ex. pilier-3a-en-2026).",
  "A tag cannot be empty": "Un mot-clé ne peut pas être vide.",
  "Give the post a title": "Donnez un titre à l'article.",
  "Upload the cover image again": "Téléversez de nouveau l'image de couverture.",
  "Each tag only once, please": "Chaque mot-clé une seule fois, s'il vous plaît.",
  "Name the author": "Indiquez l'auteur.",
  "Describe the cover image for people who cannot see it":
    "Décrivez l'image de couverture pour les personnes qui ne peuvent pas la voir.",
  "Choose French, German or Italian": "Choisissez le français, l'allemand ou l'italien.",
  "Write an excerpt before publishing: it is the post's description on the blog":
    "Écrivez un résumé avant de publier\u00a0: c'est la description de l'article sur le blog.",
  "Write the post's text before publishing": "Écrivez le texte de l'article avant de publier.",
  "Pick a date and a time": "Choisissez une date et une heure.",
  "This time does not exist in Zurich: the clocks skip that hour":
    "Cette heure n'existe pas à Zurich\u00a0: les horloges sautent cette heure-là.",
  "This time is in the past: pick a later one": "Cette heure est passée\u00a0: choisissez-en une plus tardive.",
  "Choose the language of the subscribers: fr, de or it": "Choisissez la langue des abonnés\u00a0: fr, de ou it.",
  "Write a subject": "Écrivez un objet.",
  "Write the text of the newsletter": "Écrivez le texte de la newsletter.",
  "Post id too long": "Identifiant d'article trop long.",
  "The web address is too long": "L'adresse web est trop longue.",
  "The web version must be a path of this site, starting with / (e.g. /de/blog/my-post)":
    "La version web doit être un chemin de ce site, commençant par / (p.\u00a0ex. /de/blog/mon-article).",
  "Give the day as YYYY-MM-DD": "Indiquez le jour au format AAAA-MM-JJ.",
  "Give the time as HH:MM": "Indiquez l'heure au format HH:MM.",
  "Choose a morning time, before 12:00 (Zurich time)": "Choisissez une heure du matin, avant 12:00 (heure de Zurich).",
  "The report needs a title": "Le rapport a besoin d'un titre.",
  "Nothing to change": "Rien à modifier.",
};

/** The shared schemas' messages that carry a value, in French. */
export const FRENCH_ISSUE_PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/ is too long: at most ([\d,'’]+) characters$/, (max) => `Trop long\u00a0: ${max}\u00a0caractères au plus.`],
  [/ is too long \(at most ([\d,'’]+) characters\)$/, (max) => `Trop long\u00a0: ${max}\u00a0caractères au plus.`],
  [/^At most (\d+) characters$/, (max) => `${max}\u00a0caractères au plus.`],
  [/^At most (\d+) tags$/, (max) => `${max}\u00a0mots-clés au plus.`],
  [/^(\S+) is not a date$/, (day) => `${day} n'est pas une date.`],
  [
    /^The newsletter goes out on Tuesdays: (\S+) is a \w+$/,
    (day) => `La newsletter part le mardi\u00a0: le ${day} n'en est pas un.`,
  ],
  [
    /^(\S+) at (\S+) \(Zurich time\) is in the past: choose a later Tuesday$/,
    (day, time) => `Le ${day} à ${time} (heure de Zurich) est passé\u00a0: choisissez un mardi plus tardif.`,
  ],
];
