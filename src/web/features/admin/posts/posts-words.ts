import { POST_LOCALE_NAMES, type PostLocale, type PostStatus } from "@shared/schemas/blog-post";
import type { AdminWords } from "../shared/admin-language";

// The Posts tab's words: the list, the editor, its fields, cover image, schedule and translations (issue 55).

/** A post's language, as the list, the editor and its translations name it. */
export const POST_LOCALE_WORDS: AdminWords<Record<PostLocale, string>> = {
  fr: { fr: "Français", de: "Allemand", it: "Italien" },
  en: POST_LOCALE_NAMES,
};

/** The list of posts and a post's status. */
export const POSTS_WORDS: AdminWords<{
  locale: string;
  title: string;
  newPost: string;
  language: string;
  everyLanguage: (count: number) => string;
  loadFailed: (error: string) => string;
  loading: string;
  none: string;
  noneIn: (language: string) => string;
  sendAsNewsletter: string;
  sendAsNewsletterOf: (title: string) => string;
  statuses: Record<PostStatus, string>;
  published: (when: string) => string;
  scheduledFor: (when: string) => string;
}> = {
  fr: {
    locale: "fr-CH",
    title: "Articles du blog",
    newPost: "Nouvel article",
    language: "Langue",
    everyLanguage: (count) => `Toutes les langues (${count})`,
    loadFailed: (error) => `Les articles n'ont pas pu être chargés\u00a0: ${error}`,
    loading: "Chargement des articles…",
    none: "Aucun article pour l'instant.",
    noneIn: (language) => `Aucun article en ${String(language).toLowerCase()} pour l'instant.`,
    sendAsNewsletter: "Envoyer comme newsletter",
    sendAsNewsletterOf: (title) => `Envoyer comme newsletter\u00a0: ${title}`,
    statuses: { draft: "brouillon", scheduled: "programmé", published: "publié" },
    published: (when) => `Publié le ${when}`,
    scheduledFor: (when) => `Programmé pour le ${when} (heure de Zurich)`,
  },
  en: {
    locale: "en-GB",
    title: "Blog posts",
    newPost: "New post",
    language: "Language",
    everyLanguage: (count) => `Every language (${count})`,
    loadFailed: (error) => `The posts could not be loaded: ${error}`,
    loading: "Loading the posts…",
    none: "No post yet.",
    noneIn: (language) => `No post yet in ${language}.`,
    sendAsNewsletter: "Send as newsletter",
    sendAsNewsletterOf: (title) => `Send as newsletter: ${title}`,
    statuses: { draft: "draft", scheduled: "scheduled", published: "published" },
    published: (when) => `Published ${when}`,
    scheduledFor: (when) => `Scheduled for ${when} (Zurich)`,
  },
};

/** A post's editor: its title, status, buttons and what it says after an action. */
export const POST_EDITOR_WORDS: AdminWords<{
  loading: string;
  translationOf: (language: string, title: string) => string;
  edit: (title: string) => string;
  newPost: string;
  back: string;
  status: string;
  draft: string;
  notSaved: string;
  saving: string;
  saveDraft: string;
  save: string;
  publishing: string;
  publishNow: string;
  backToDraft: string;
  confirmDelete: (title: string) => string;
  delete: string;
  deleted: string;
  saved: string;
  saveAndPreview: string;
  viewOnSite: string;
  newTab: string;
}> = {
  fr: {
    loading: "Chargement de l'article…",
    translationOf: (language, title) => `Traduction en ${String(language).toLowerCase()} de «\u00a0${title}\u00a0»`,
    edit: (title) => `Modifier «\u00a0${title}\u00a0»`,
    newPost: "Nouvel article",
    back: "Retour aux articles",
    status: "Statut\u00a0:",
    draft: "Brouillon",
    notSaved: "Pas encore enregistré",
    saving: "Enregistrement…",
    saveDraft: "Enregistrer le brouillon",
    save: "Enregistrer",
    publishing: "Publication…",
    publishNow: "Publier maintenant",
    backToDraft: "Repasser en brouillon",
    confirmDelete: (title) => `Supprimer «\u00a0${title}\u00a0»\u00a0? C'est définitif.`,
    delete: "Supprimer",
    deleted: "Article supprimé",
    saved: "Article enregistré",
    saveAndPreview: "Enregistrer et prévisualiser",
    viewOnSite: "Voir sur le site",
    newTab: "(nouvel onglet)",
  },
  en: {
    loading: "Loading the post…",
    translationOf: (language, title) => `${language} translation of “${title}”`,
    edit: (title) => `Edit “${title}”`,
    newPost: "New post",
    back: "Back to the posts",
    status: "Status:",
    draft: "Draft",
    notSaved: "Not saved yet",
    saving: "Saving…",
    saveDraft: "Save draft",
    save: "Save",
    publishing: "Publishing…",
    publishNow: "Publish now",
    backToDraft: "Back to draft",
    confirmDelete: (title) => `Delete “${title}”? This cannot be undone.`,
    delete: "Delete",
    deleted: "Post deleted",
    saved: "Post saved",
    saveAndPreview: "Save and preview",
    viewOnSite: "View on site",
    newTab: "(new tab)",
  },
};

/** A post's fields. */
export const POST_FIELD_WORDS: AdminWords<{
  language: string;
  languageColon: string;
  title: string;
  slug: string;
  slugHint: (path: string) => string;
  excerpt: string;
  excerptHint: (length: number, limit: number) => string;
  tags: string;
  tagsHint: string;
  author: string;
  body: string;
  bodyHint: string;
  preview: string;
  updating: string;
  previewFailed: string;
  previewEmpty: string;
  publication: string;
  date: string;
  scheduling: string;
  reschedule: string;
  schedule: string;
  translations: string;
  translateInto: string;
  chooseLanguage: string;
  translate: string;
}> = {
  fr: {
    language: "Langue",
    languageColon: "Langue\u00a0:",
    title: "Titre",
    slug: "Slug (fin de l'adresse)",
    slugHint: (path) => `Proposé d'après le titre. L'adresse de l'article\u00a0: ${path}`,
    excerpt: "Résumé",
    excerptHint: (length, limit) =>
      `Le résumé de la liste du blog et des moteurs de recherche\u00a0: ${length}\u00a0/\u00a0${limit}\u00a0caractères. Requis pour publier.`,
    tags: "Mots-clés",
    tagsHint: "Séparés par des virgules, p.\u00a0ex. 3e pilier, impôts",
    author: "Auteur",
    body: "Texte (Markdown)",
    bodyHint: "## pour un titre, **gras**, *italique*, - pour une liste, [texte](https://…) pour un lien.",
    preview: "Aperçu",
    updating: "mise à jour…",
    previewFailed: "L'aperçu n'a pas pu être mis à jour\u00a0: votre texte est conservé, continuez d'écrire.",
    previewEmpty: "Le texte s'affiche ici comme sur la page.",
    publication: "Publication",
    date: "Date (heure de Zurich)",
    scheduling: "Programmation…",
    reschedule: "Reprogrammer",
    schedule: "Programmer",
    translations: "Traductions",
    translateInto: "Traduire en",
    chooseLanguage: "Choisir une langue",
    translate: "Traduire",
  },
  en: {
    language: "Language",
    languageColon: "Language:",
    title: "Title",
    slug: "Slug",
    slugHint: (path) => `Suggested from the title. The post's address: ${path}`,
    excerpt: "Excerpt",
    excerptHint: (length, limit) =>
      `The blog list's and search engines' summary: ${length} / ${limit} characters. Needed to publish.`,
    tags: "Tags",
    tagsHint: "Separated by commas, e.g. 3rd pillar, taxes",
    author: "Author",
    body: "Text (Markdown)",
    bodyHint: "## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link.",
    preview: "Preview",
    updating: "updating…",
    previewFailed: "The preview could not be updated: your text is kept, keep writing.",
    previewEmpty: "The text appears here as the page will show it.",
    publication: "Publication",
    date: "Date (Zurich)",
    scheduling: "Scheduling…",
    reschedule: "Reschedule",
    schedule: "Schedule",
    translations: "Translations",
    translateInto: "Translate into",
    chooseLanguage: "Choose a language",
    translate: "Translate",
  },
};

/** The cover image. */
export const COVER_IMAGE_WORDS: AdminWords<{
  tooLarge: string;
  legend: string;
  undescribed: string;
  remove: string;
  replace: string;
  upload: string;
  hint: string;
  uploading: string;
  alt: string;
  altHint: string;
}> = {
  fr: {
    tooLarge: "L'image dépasse 8\u00a0Mo\u00a0: choisissez-en une plus légère (JPEG, PNG, WebP, AVIF ou GIF).",
    legend: "Image de couverture (facultative)",
    undescribed: "L'image de couverture, pas encore décrite",
    remove: "Retirer l'image",
    replace: "Remplacer l'image",
    upload: "Téléverser une image",
    hint: "JPEG, PNG, WebP, AVIF ou GIF, 8\u00a0Mo au plus. Son lieu et les données de l'appareil photo sont retirés.",
    uploading: "Téléversement…",
    alt: "Description de l'image (texte alternatif)",
    altHint: "Ce que montre l'image, pour qui ne peut pas la voir.",
  },
  en: {
    tooLarge: "The image is larger than 8 MB: upload a smaller one (a JPEG, PNG, WebP, AVIF or GIF).",
    legend: "Cover image (optional)",
    undescribed: "The cover image, not described yet",
    remove: "Remove the image",
    replace: "Replace the image",
    upload: "Upload an image",
    hint: "JPEG, PNG, WebP, AVIF or GIF, at most 8 MB. Its location and camera data are removed.",
    uploading: "Uploading…",
    alt: "Image description (alt text)",
    altHint: "What the image shows, for people who cannot see it.",
  },
};
