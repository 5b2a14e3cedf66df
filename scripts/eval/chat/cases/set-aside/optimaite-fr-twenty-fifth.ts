// Set-aside cases for OptimAIte in Quebec French, written by a twenty-fifth writer (a careful administrator in formal French) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_TWENTY_FIFTH: readonly ChatCase[] = [
  {
    q: "Pourriez-vous m'indiquer le délai nécessaire pour que votre réceptionniste soit pleinement opérationnelle dans notre clinique?",
    expect: { any: [/3 jours|trois jours/, /1 a 2 semaines|une a deux semaines|1 ou 2 semaines/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; landing.ts TRUST_CARDS « En service en 3 jours »",
  },
  {
    q: "J'aimerais savoir si votre solution respecte la LPRPDE et si les données de nos patients sont chiffrées.",
    expect: { all: [/lprpde/, /chiffr/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "Est-il possible de conclure avec vous une entente de type BAA, comme l'exigent certains de nos partenaires américains?",
    expect: { all: [/baa|business associate/, /sign/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » (ententes BAA signées)",
  },
  {
    q: "Pourriez-vous m'expliquer de quelle manière sont traités les appels portant sur une question médicale urgente?",
    expect: { all: [/transf/], any: [/resume/, /equipe/, /texto|courriel/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Avec 20 appels par jour, 30 % d'appels manqués, 150 $ par client et une réceptionniste payée 4 000 $ par mois, à quel rendement mensuel votre calculateur aboutit-il?",
    expect: { all: [amount(21955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (environ 21 955 $)",
  },
  {
    q: "J'aimerais connaître les hypothèses sur lesquelles repose votre calculateur de rendement.",
    expect: { all: [/30 jours|trente jours/, /95 ?%/] },
    source:
      "landing.ts CALCULATOR.note « 30 jours par mois et 95 % des clients perdus récupérés »; legal-notice.ts « Responsabilité »",
  },
  {
    q: "Notre clinique utilise Jane pour ses rendez-vous; pourriez-vous me confirmer que votre système s'y connecte?",
    expect: { all: [/jane/], any: [/oui|integr|compatible|connect|synchron/] },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "Pourriez-vous m'indiquer dans quel pays sont hébergées les données recueillies par votre site?",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "Combien de temps conservez-vous les renseignements transmis au moyen du formulaire de demande de démo?",
    expect: { all: [/12 mois|douze mois/] },
    source: "privacy.ts « Conservation » (supprimées au plus tard 12 mois après leur collecte)",
  },
  {
    q: "Si je demande la suppression de mes données personnelles, dans quel délai vous engagez-vous à y donner suite?",
    expect: { all: [/30 jours|trente jours/] },
    source: "privacy.ts « Vos droits » (réponse dans un délai de 30 jours)",
  },
  {
    q: "Une fois le formulaire de démonstration rempli, dans quel délai puis-je m'attendre à être contactée par votre équipe?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo « nous vous joindrons d'ici 24 heures »; wording/fr.ts demoConfirmation",
  },
  {
    q: "Est-il possible d'utiliser OptimAIte dans une clinique dentaire, notamment pour la gestion des urgences et des rappels?",
    expect: { all: [/dentaire|dentist/], any: [/oui/, /urgence/, /rappel/, /nettoyage/, /fauteuil/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "Pourriez-vous me citer une clinique qui aurait constaté une diminution des absences grâce à vos rappels?",
    expect: { all: [/clearview|james carter/], any: [/moitie|50 ?%/] },
    source: "landing.ts TESTIMONIALS « James Carter, ClearView LASIK »",
  },
  {
    q: "Combien de temps votre site conserve-t-il le choix que j'ai exprimé au sujet des témoins?",
    expect: { all: [/6 mois|six mois/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (choix conservé six mois)",
  },
  {
    q: "Pourriez-vous m'indiquer la posologie recommandée d'acétaminophène pour un adulte?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "out of scope: no OptimAIte page covers medication dosage",
  },
];
