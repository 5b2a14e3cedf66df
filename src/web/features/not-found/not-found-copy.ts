import type { SiteId } from "@shared/routes";

/** SPEC's "Page Not Found" texts, and their French for SwissHack's paths. */
export const NOT_FOUND_COPY: Record<
  SiteId,
  { title: string; text: string; home: string; homePath: string; back: string; documentTitle: string }
> = {
  optimaite: {
    title: "Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
    home: "Go Home",
    homePath: "/optimaite",
    back: "Go Back",
    documentTitle: "Page Not Found",
  },
  swisshack: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
    homePath: "/",
    back: "Page précédente",
    documentTitle: "Page introuvable – SwissHack",
  },
};
