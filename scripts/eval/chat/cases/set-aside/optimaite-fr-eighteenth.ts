// Set-aside cases for OptimAIte in Quebec French, written by an eighteenth writer (a small clinic's owner typing on a phone) who never saw the assistant's code, its answers or any other case: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs. Never used while tuning.
import { type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const SET_ASIDE_OPTIMAITE_FR_EIGHTEENTH: readonly ChatCase[] = [
  {
    q: "c koi exactement votre affaire optimaite?? chu dentiste pis jcomprend pas trop ce que ca fait",
    expect: { all: [/receptionniste|reception/, /appel/], any: [/rendez-vous|rdv|agenda/] },
    source: "landing.ts HERO « Réceptionniste IA pour cliniques médicales et esthétiques » et lead",
  },
  {
    q: "ca coute tu cher votre patente par mois, jai une petite clinique en region",
    expect: { all: [/volume|integration|nombre d'appels/, /demo|soumission/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "a lheure du diner ya personne a reception pis on perd des appels, ca va tu repondre pareil pendant ce temps la",
    expect: { any: [/24 ?h|24\/7|24 heures|en tout temps|premiere sonnerie|chaque appel/] },
    source: "landing.ts FEATURES « Réponse aux appels 24 h sur 24 »; services.ts WHY_CHOOSE_US « Aucun appel manqué »",
  },
  {
    q: "si un patient appel en urgence avec une dent cassee kessé qui arrive avec votre systeme",
    expect: { all: [/transf|achemin|redirig/], any: [/equipe|resume|texto|courriel|regle/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "les infos de mes patients ses tu securitaire avec vous autres? c confidentiel ou pas pantoute",
    expect: { all: [/chiffr|crypt/], any: [/lprpde|hipaa|journalis|acces/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "jai pas de logiciel de rdv fancy, juste un google agenda sur mon cell, ca marche tu pareil",
    expect: { all: [/google/], any: [/oui|agenda|calendar|directement|fonctionne/] },
    source: "integrations.ts « Google Calendar » (pour les cliniques sans logiciel de réservation)",
  },
  {
    q: "ca prend combien de temps avant que ca roule pour vrai a ma clinique",
    expect: { any: [/3 jours|trois jours|1 a 2 semaines|une a deux semaines|jour 3/] },
    source: "faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "ok pis moi kessé jai a faire pour partir ca? chu pas ben bon avec les ordis",
    expect: { all: [/questionnaire/], any: [/10 minutes|dix minutes|15 minutes|quinze minutes|appel d'essai/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts HOW_IT_WORKS",
  },
  {
    q: "la demo c tu gratis pour vrai ou ya une cachette en arriere",
    expect: { all: [/gratuit/], any: [/sans engagement|aucun engagement|gratuite/] },
    source: "services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "jai booke la demo mais finalement chu pas dispo a cette heure la, comment je la change de journee",
    expect: { all: [/lien/], any: [/courriel|e-?mail|invitation|confirmation|message/] },
    source: "leads/wording/fr.ts meeting.manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "vos cookies sur votre site web la, ca me suit tu partout apres pour me mettre de la pub",
    expect: { all: [/publicit|marketing|traceur/], any: [/aucun|pas de|desactiv|n'utilis/] },
    source:
      "privacy.ts « Témoins (cookies) et stockage local » (Marketing désactivé par défaut, aucun traceur publicitaire tiers)",
  },
  {
    q: "ya tu de la neige qui s'en vient a soir su le bord du fleuve",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (la météo)",
  },
  {
    q: "mes patients sont pas mal tous des personnes agees, y vont tu se faire repondre comme du monde ou par un robot bizarre",
    expect: { any: [/au nom de|nom de (votre|la) clinique|\bton\b|transf/] },
    source:
      "faq.ts « Peut-elle parler comme ma clinique? » et « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "jai plein danciens patients qui sont pas revenu depuis 2 3 ans, ca peut tu les relancer",
    expect: { all: [/campagne|relance|fidelis|suivi/] },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "si ca bug apres que c installe ya tu quelqu'un que jpeux appeler pour m'aider",
    expect: { any: [/ingenieur|soutien|accompagn|24 heures|nous joindre|premiere semaine|ajust/] },
    source:
      "integrations.ts CUSTOM_INTEGRATION « Soutien dédié »; services.ts TIMELINE Jour 3; lead-dialogs.ts contact",
  },
];
