import type { Translation } from "../../translation";
import type { OPTIMAITE_UI_EN } from "./ui-en";

/** The words of OptimAIte's components in Quebec French. */
export const OPTIMAITE_UI_FR = {
  skipToContent: "Aller au contenu",
  mainNavigation: "Navigation principale",
  mobileNavigation: "Navigation mobile",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  bookDemo: "Réserver une démo gratuite",
  contactUs: "Nous joindre",
  headerDemo: "Réserver une démo",
  nav: {
    roiCalculator: "Calculateur",
    contact: "Contact",
    admin: "Administration",
    signIn: "Connexion",
    signOut: "Déconnexion",
  },
  footer: {
    contact: "Courriel :",
    socialOn: "sur",
    siteMapName: "Plan du site",
    siteMapTitle: "Produit",
    roiCalculator: "Calculateur de rendement",
    legalName: "Informations légales",
    legalTitle: "Informations légales",
    legalNotice: "Mentions légales",
    privacy: "Politique de confidentialité",
    cookieSettings: "Paramètres des témoins",
    closing: "Conforme HIPAA et LPRPDE · Plus de 500 cliniques nous font confiance",
    closingWithCount: "Conforme HIPAA et LPRPDE · Plus de {count} cliniques nous font confiance",
  },
  home: {
    trustTitle: "Pourquoi les cliniques font confiance à OptimAIte",
    roiEyebrow: "Rendement",
    featuresEyebrow: "Fonctionnalités",
    featuresTitle: "Tout ce que fait votre réception, jour et nuit",
    testimonialsEyebrow: "Témoignages",
    testimonialsTitle: "Des cliniques qui ne manquent plus d'appels",
    quote: "« {quote} »",
  },
  details: {
    eyebrow: "Services",
    title: "Une réceptionniste IA formée pour votre spécialité",
    lead: "De la chirurgie plastique aux centres de bien-être, OptimAIte répond, prend les rendez-vous et fait le suivi comme le fait votre clinique.",
    specialtiesTitle: "Les spécialités que nous servons",
    whyTitle: "Pourquoi choisir OptimAIte",
    howTitle: "Comment ça fonctionne",
    step: "Étape {number} : ",
    liveTitle: "En service en 3 jours",
    liveLead:
      "Un questionnaire de 10 minutes et un appel d'essai de 15 minutes : c'est tout ce qu'il nous faut de vous.",
    beyondTitle: "Au-delà de l'essentiel",
  },
  integrations: {
    eyebrow: "Intégrations",
    title: "Compatible avec le logiciel de réservation que vous utilisez déjà",
    lead: "OptimAIte réserve directement dans votre agenda : aucune double saisie, aucun nouvel outil pour votre équipe.",
    platformsTitle: "Plateformes de réservation",
    startProject: "J'aimerais lancer l'intégration avec {name}.",
    startWith: " avec {name}",
  },
  faq: {
    title: "Foire aux questions",
    lead: "Mise en place, intégrations, conformité et tarifs de la réceptionniste IA OptimAIte.",
  },
  /** The floating contact button and its menu. */
  chatLauncher: {
    region: "Contact et clavardage",
    menu: "Nous joindre",
    close: "Fermer le menu",
    whatsapp: "WhatsApp",
    whatsappHint: "(nouvelle fenêtre)",
    chat: "Ouvrir le clavardage",
  },
} as const satisfies Translation<typeof OPTIMAITE_UI_EN>;
