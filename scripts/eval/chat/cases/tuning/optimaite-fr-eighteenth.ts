// Tuning cases for OptimAIte in Quebec French, written by an eighteenth writer (a small clinic's owner typing on a phone) who never saw the assistant's code, its answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and the French slugs.
import { amount, type ChatCase, HELPS_WITH, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR_EIGHTEENTH: readonly ChatCase[] = [
  {
    q: "c tu une vrai personne qui repond au tel ou ben un robot",
    expect: { all: [/\bia\b|intelligence artificielle|virtuel/] },
    source: "landing.ts HERO « Réceptionniste IA pour cliniques médicales et esthétiques »",
  },
  {
    q: "les rdv ca les rentre tu direct dans mon agenda ou faut que je les re-ecrive moi meme",
    expect: { all: [/agenda|calendrier/], any: [/directement|automatiquement|inscri|reserve/] },
    source: "landing.ts FEATURES « Prise de rendez-vous »",
  },
  {
    q: "les patients recoivent tu un texto pour confirmer leur rdv apres",
    expect: { all: [/texto|sms|message texte/], any: [/date|heure|adresse|confirm/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "ya tellement de monde qui se pointe pas a leur rdv, ca aide tu pour ca votre affaire",
    expect: { all: [/rappel/], any: [/absence|moitie|no-?show|oubli/] },
    source: "landing.ts FEATURES « Rappels intelligents »; TESTIMONIALS James Carter",
  },
  {
    q: "on utilise jane a clinique depuis des annees, vous etes tu compatible avec ca",
    expect: { all: [/jane/], any: [/oui|integr|compatible|fonctionne/] },
    source: "integrations.ts « Janeapp »; faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "notre logiciel dentaire est pas dans votre liste, on fait quoi d abord",
    expect: { any: [/sur mesure|api|webhook/] },
    source: "integrations.ts CUSTOM_INTEGRATION « Besoin d'une intégration sur mesure? »",
  },
  {
    q: "ca marche tu pour les dentistes ou c juste pour les clinique de botox pis d'esthetique",
    expect: { all: [/dentaire|dentist|dentisterie/], any: [/nettoyage|fauteuil|urgence|oui/] },
    source: "services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "dans votre faq ya un exemple avec 20 appels par jour, ca donne combien par mois au bout du compte",
    expect: { any: [amount(21955), amount(17955)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "vous etes tu correct avec les lois sur la vie privee au canada pour les dossiers de patients",
    expect: { any: [/lprpde|pipeda/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "est ce que ca peut dire nos prix aux patients quand y appellent pour savoir combien coute un nettoyage",
    expect: { all: [/prix|tarif/], any: [/oui|form|services|politiques/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "combien de cliniques qui utilisent ca deja, chu pas le cobaye toujours",
    expect: { all: [/500/] },
    source: "landing.ts TRUST_CARDS « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "si un patient fache appel pour faire une plainte ca fait quoi avec",
    expect: { all: [/transf|achemin|redirig/], any: [/equipe|resume|immediat/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "apres que jai rempli le formulaire pour la demo vous me revenez dans combien de temps",
    expect: { all: [/24 ?h|24 heures|vingt-quatre heures/] },
    source: "lead-dialogs.ts demo « nous vous joindrons d'ici 24 heures »",
  },
  {
    q: "la demo ca se passe comment, faut tu que je me deplace quelque part",
    expect: { all: [/visio|video|telephone|en ligne|distance/] },
    source: "leads/wording/fr.ts meeting.place (lien de visioconférence ou par téléphone)",
  },
  {
    q: "les infos que je met dans votre formulaire ca s'en va ou? ses tu sur des serveurs au quebec",
    expect: { all: [/suisse/] },
    source: "privacy.ts « Hébergement et destinataires »",
  },
  {
    q: "vous vendez tu mes infos a dautres compagnies apres",
    expect: { all: [/vend/], any: [/jamais|ne .{0,30}pas|aucun/] },
    source: "privacy.ts « Hébergement et destinataires » (jamais vendues ni louées)",
  },
  {
    q: "vous gardez mes infos combien de temps apres que jai demande la demo",
    expect: { all: [/12 mois|douze mois|un an|1 an/] },
    source: "privacy.ts « Conservation »",
  },
  {
    q: "comment jfais pour que vous effaciez toute mes donnees de chez vous",
    expect: { all: [/supprim|effac/], any: [/ecri|courriel|30 jours|trente jours|@/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "ce que je tape dans le chat icitte la, vous le gardez tu quelque part",
    expect: { any: [/90 jours|quatre-vingt-dix jours|pas enregistr|ne sont pas (enregistr|conserv)/] },
    source: "privacy.ts « Conservation » (Assistant)",
  },
  {
    q: "jai peser sur accepter les cookies par erreur, comment jpeux changer ca asteur",
    expect: { all: [/parametres des (temoins|cookies)|bas de (chaque|la) page|pied de page/] },
    source: "privacy.ts « Témoins (cookies) et stockage local » (lien « Paramètres des témoins »)",
  },
  {
    q: "vous prenez tu mon adresse ip quand je vais sur votre site",
    expect: { all: [/\bip\b/], any: [/jamais|pas conserv|n'est (jamais|pas)|memoire/] },
    source: "privacy.ts « Statistiques »",
  },
  {
    q: "jai deja une receptionniste qui travaille fort, ca va tu la remplacer ou ben l'aider",
    expect: { any: [/appels courants|routin|sur place|debord|se consacr/] },
    source: "services.ts WHY_CHOOSE_US « Des coûts de personnel réduits » et « Aucun appel manqué »",
  },
  {
    q: "quand quelqu'un annule a derniere minute ca peut tu remplir la place avec un autre patient",
    expect: { any: [/liste d'attente|comble|rempli|plage/] },
    source: "landing.ts FEATURES « Rappels intelligents »; services.ts BEYOND_BASICS « Optimisation des revenus »",
  },
  {
    q: "ca me donne tu des chiffres genre combien dappels pis de rdv on a eu dans la semaine",
    expect: { any: [/tableau de bord|statistiques|taux de reservation|revenus recuperes/] },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "quand ca repond ca va tu dire le nom de ma clinique ou ben optimaite",
    expect: { all: [/nom de (votre|la|ta) clinique|au nom de/] },
    source: "faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "mon beau-frere a une clinique au vermont, vous signez tu le papier baa pour les americains",
    expect: { all: [/baa|business associate/], any: [/oui|sign/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "kessé le meilleur dentifrice a conseiller a mes patients qui ont les dents sensibles",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "hors sujet (conseil dentaire)",
  },
  {
    q: "votre calcul de rendement sur le site y se base sur quoi, jle trouve ben optimiste",
    expect: { all: [/30 jours|trente jours/, /95/] },
    source: "landing.ts CALCULATOR note; legal-notice.ts « Responsabilité »",
  },
  {
    q: "si un patient veut deplacer son rdv au tel ca peut tu le faire tout seul",
    expect: { all: [/deplac|modifi|report/] },
    source: "landing.ts FEATURES « Prise de rendez-vous » (réserve, déplace et annule)",
  },
  {
    q: "ca peut tu offrir des affaires en plus aux patients genre un blanchiment avec le nettoyage",
    expect: { any: [/complementaire|forfait/] },
    source: "landing.ts FEATURES « Ventes complémentaires »",
  },
];
