/** The blog's pages (/blog, /blog/{slug}) in French; the posts themselves are written in the admin. */
export const BLOG_PAGES = {
  eyebrow: "Blog",
  heading: "Le blog SwissHack",
  lead: "Des guides concrets sur le 3e pilier, la LPP, la LAMal et les impôts, avec les chiffres officiels de l'année.",
  empty: "Aucun article pour l'instant. Inscrivez-vous à la newsletter pour recevoir le premier.",
  allPosts: "Tous les articles du blog",
  publishedOn: "Publié le",
  by: "Par",
  tags: "Thèmes",
  backToBlog: "Retour au blog",
  alsoIn: "Cet article existe aussi en",
  feed: "S'abonner au flux Atom",
  languageNames: { fr: "français", de: "allemand", it: "italien" },
} as const;
