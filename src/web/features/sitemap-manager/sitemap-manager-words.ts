import type { AdminLanguage } from "@shared/schemas/admin-language";

// The sitemap manager's words, in the admin account's language (decision 0044); checked with the back office's words.

export const SITEMAP_MANAGER_WORDS: Record<
  AdminLanguage,
  {
    backOffice: string;
    admin: string;
    signOut: string;
    title: string;
    loading: string;
    intro: (count: number) => string;
    liveFailed: string;
    entries: string;
    add: string;
    download: string;
    viewLive: string;
    preview: string;
    previewRegion: string;
    loc: string;
    lastmod: string;
    changefreq: string;
    priority: string;
    remove: string;
    entry: (position: number) => string;
  }
> = {
  fr: {
    backOffice: "Administration",
    admin: "Tableau de bord",
    signOut: "Se déconnecter",
    title: "Gestion du plan du site",
    loading: "Chargement…",
    intro: (count) =>
      `Le fichier /sitemap.xml en ligne liste toutes les pages publiques des deux sites (${count} aujourd'hui) et se met à jour quand des pages s'ajoutent. Cette page part de lui et construit un fichier à télécharger, pour une console de recherche ou un autre hébergeur\u00a0: vos modifications ici sont un aperçu et ne changent pas le plan du site en ligne.`,
    liveFailed: " Le plan du site en ligne n'a pas pu être lu\u00a0: partez d'une liste vide.",
    entries: "Entrées du plan du site",
    add: "Ajouter une entrée",
    download: "Télécharger sitemap.xml",
    viewLive: "Voir le sitemap.xml en ligne",
    preview: "Aperçu",
    previewRegion: "Aperçu de sitemap.xml",
    loc: "URL (loc)",
    lastmod: "Dernière modification",
    changefreq: "Fréquence de modification",
    priority: "Priorité",
    remove: "Retirer",
    entry: (position) => ` l'entrée ${position}`,
  },
  en: {
    backOffice: "Back office",
    admin: "Admin",
    signOut: "Sign Out",
    title: "Sitemap Manager",
    loading: "Loading…",
    intro: (count) =>
      `The live /sitemap.xml lists every public page of both sites (${count} today) and updates itself when pages are added. This page starts from it and builds a file to download, for a search console or another host: your changes here are a preview and do not change the live sitemap.`,
    liveFailed: " The live sitemap could not be read: start from an empty list.",
    entries: "Sitemap entries",
    add: "Add entry",
    download: "Download sitemap.xml",
    viewLive: "View live sitemap.xml",
    preview: "Preview",
    previewRegion: "sitemap.xml preview",
    loc: "URL (loc)",
    lastmod: "Last modified",
    changefreq: "Change frequency",
    priority: "Priority",
    remove: "Remove",
    entry: (position) => ` entry ${position}`,
  },
};
