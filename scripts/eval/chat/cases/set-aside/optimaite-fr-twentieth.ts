// Set-aside cases for OptimAIte in Quebec French, written by a twentieth writer (a nurse-manager asking about the pages' details) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTIETH: readonly ChatCase[] = [
  {
    q: "On est une clinique dentaire avec 4 chaises, est-ce que votre IA peut planifier les urgences pis les rappels en tenant compte des chaises libres?",
    expect: { all: [/fauteuil|chaise/], any: [/rappel/, /urgence/, /nettoyage/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Quel genre de chiffres je vais recevoir chaque semaine sur la performance de la réceptionniste?",
    expect: { any: [/taux de reservation/, /revenus? recupere/, /resultats? des appels/] },
    source: "services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "Qu'est-ce qui se passe concrètement le 2e jour du lancement?",
    expect: { all: [/formation|forme/, /essai/] },
    source: "services.ts TIMELINE « Jour 2 — Formation et essais »",
  },
  {
    q: "on est sur vagaro, est ce que ca peut gerer les rappels pour les depots?",
    expect: { all: [/depot/] },
    source: "integrations.ts Vagaro features « Rappels de dépôt »",
  },
  {
    q: "Nous utilisons Jane. Est-ce que l'assistante peut envoyer aux nouveaux patients le lien vers nos formulaires d'admission?",
    expect: { all: [/formulaire|admission/] },
    source: "integrations.ts Janeapp features « Liens vers les formulaires d'admission »",
  },
  {
    q: "Si un patient VIP appelle ou quelqu'un veut se plaindre, comment mon équipe est avisée?",
    expect: { all: [/transf/], any: [/texto/, /courriel/, /resume/, /sms/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Les questions que je tape ici dans le clavardage, vous les gardez-tu quelque part?",
    expect: { all: [/90 ?jours|quatre-vingt-dix jours/] },
    source: "privacy.ts Conservation « Assistant : … Nous les conservons 90 jours »",
  },
  {
    q: "Combien de rendez-vous OptimAIte a pris jusqu'a maintenant selon vos chiffres?",
    expect: { any: [amount(10000), /10 ?k\b|dix mille/] },
    source: "landing.ts COUNTERS « 10000+ rendez-vous pris »",
  },
  {
    q: "Dans les témoignages, le directeur de ClearView LASIK dit que les rappels ont baissé les absences de combien?",
    expect: { any: [/moitie/, /50 ?%/] },
    source: "landing.ts TESTIMONIALS James Carter « ont réduit nos absences de moitié »",
  },
  {
    q: "Si je remplis le formulaire pour la démo sans choisir de plage horaire, vous me revenez dans quel délai?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo description « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "Petite curiosité, c'est quoi la police de caractères utilisée sur votre site web?",
    expect: { all: [/\binter\b|sil open font/] },
    source: "legal-notice.ts Crédits « Police de caractères : Inter (SIL Open Font License) »",
  },
  {
    q: "mon choix pour les temoins (cookies), il reste enregistré combien de temps avant que la banniere me le redemande?",
    expect: { any: [/six mois/, /6 mois/] },
    source: "privacy.ts Témoins « Votre choix est conservé six mois »",
  },
  {
    q: "On a des patients qui réservent de l'Ontario pis des États, avec Calendly ça gère les fuseaux horaires?",
    expect: { all: [/fuseau/] },
    source: "integrations.ts Calendly features « Gestion des fuseaux horaires »",
  },
  {
    q: "Pour notre médispa, est-ce que la réceptionniste est capable de vendre des abonnements en même temps qu'elle book les rendez-vous?",
    expect: { all: [/abonnement|forfait/] },
    source: "services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Quand une patiente annule a la derniere minute, est-ce que le systeme peut remplir la plage avec quelqu'un d'autre automatiquement?",
    expect: { all: [/liste d.attente/] },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus » (liste d'attente)",
  },
];
