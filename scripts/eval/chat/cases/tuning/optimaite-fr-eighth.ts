// Tuning cases for OptimAIte in Quebec French, written by an eighth writer who never saw the assistant's code, its
// answers or the other cases: only the French pages (src/shared/content/optimaite/fr), the demo emails' wording and
// the French slugs. Written after that writer's set-aside cases, asking other things.
import { amount, type ChatCase } from "../../case-types";

export const TUNING_OPTIMAITE_FR_EIGHTH: readonly ChatCase[] = [
  {
    q: "medispa a quebec, on est sur vagaro. vous synchronisez quoi au juste avec eux?",
    expect: {
      all: [/vagaro/],
      any: [/abonnement/, /depot/, /liste d'attente/, /bidirection|deux sens/],
    },
    source: "integrations.ts INTEGRATIONS « Vagaro » features",
  },
  {
    q: "fresha compatible?",
    expect: {
      all: [/fresha/],
      any: [/temps reel/, /membre du personnel/, /dossiers? clients?/, /annulation/],
    },
    source: "integrations.ts INTEGRATIONS « Fresha » features",
  },
  {
    q: "on prend nos rdv pis nos paiements dans square. est-ce que votre IA respecte le temps qu'on laisse entre deux clients?",
    expect: { all: [/square/], any: [/tampon/, /battement/, /duree des services/, /regles de reservation/] },
    source: "integrations.ts INTEGRATIONS « Square Appointments » features",
  },
  {
    q: "on a 3 succursales sur mindbody, ca se fait tu de booker dans les trois",
    expect: {
      all: [/mindbody/],
      any: [/multi ?-?etablissements?/, /tous (vos|tes) etablissements/, /plusieurs etablissements/, /oui/],
    },
    source: "integrations.ts INTEGRATIONS « Mindbody » features",
  },
  {
    q: "calendly en round robin entre nos 4 consultantes, possible?",
    expect: { all: [/calendly/], any: [/alternance/, /round.?robin/, /repartition/, /rotation/] },
    source: "integrations.ts INTEGRATIONS « Calendly » features",
  },
  {
    q: "on a meme pas de logiciel de booking, juste le google agenda de la secretaire, ca suffit?",
    expect: { all: [/google/], any: [/sans logiciel/, /directement/, /plusieurs agendas/, /oui/] },
    source: "integrations.ts INTEGRATIONS « Google Calendar »",
  },
  {
    q: "le texto que mes patients recoivent apres avoir booke, y'a quoi dedans exactement",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "landing.ts FEATURES « Confirmations par texto »",
  },
  {
    q: "setup ca prend combien de temps realistement? on est deja debordes, pas le temps de niaiser",
    expect: { all: [/3 jours|trois jours/], any: [/semaines?/, /10 minutes/, /15 minutes/, /jour 1/] },
    source: "faq.ts « Combien de temps prend la mise en place? »; services.ts TIMELINE",
  },
  {
    q: "votre geolocalisation par IP, c'est quel fournisseur pis quelle licence",
    expect: { all: [/db-?ip/], any: [/creative commons/, /cc by/, /4\.0/, /lite/] },
    source: "legal-notice.ts « Crédits »",
  },
  {
    q: "si le calculateur me dit 20k par mois, c'est garanti ca?",
    expect: { any: [/estimation/, /pas une promesse/, /aucune garantie/, /pas garanti/] },
    source: "legal-notice.ts « Responsabilité »",
  },
  {
    q: "si j'entre mes chiffres dans le calculateur, vous les gardez? pourquoi faire",
    expect: { any: [/demo/, /localisation/, /ville/, /estimation/] },
    source: "privacy.ts « Les renseignements que vous nous fournissez » paragraph 2",
  },
  {
    q: "un patient appelle a 2h du matin avec une complication post-op, l'IA fait quoi avec ca",
    expect: { all: [/transf/], any: [/texto/, /courriel/, /resume/, /sms/] },
    source: "faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "mon gars des TI veut savoir si les enregistrements sont chiffres pis si vous signez un BAA",
    expect: { all: [/chiffr/], any: [/baa/, /business associate/, /entente/] },
    source: "faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? »",
  },
  {
    q: "vous etes correct avec la loi federale canadienne sur les renseignements perso?",
    expect: { all: [/lprpde|pipeda/] },
    source: "faq.ts « conforme à la HIPAA et à la LPRPDE »; landing.ts TRUST_CARDS",
  },
  {
    q: "les 25000 appels sur votre page d'accueil c'est par mois ou depuis le debut?",
    expect: { all: [/par mois|chaque mois|mensuel/] },
    source: "landing.ts COUNTERS « appels traités chaque mois »",
  },
  {
    q: "on peut tu voir des stats? genre combien d'appels entrent pis combien de $ ca rapporte",
    expect: {
      any: [/tableau de bord/, /revenus recuperes/, /taux de reservation/, /semaine apres semaine/],
    },
    source: "landing.ts FEATURES « Statistiques »; services.ts BEYOND_BASICS « Statistiques de la clinique »",
  },
  {
    q: "la chirurgienne plasticienne dans vos avis clients, c'etait quoi son probleme avant",
    expect: { all: [/mitchell/], any: [/tiers/, /deux semaines|2 semaines/, /pendant (les|ses) chirurgies/] },
    source: "landing.ts TESTIMONIALS « Dre Sarah Mitchell »",
  },
  {
    q: "Office manager dans une clinique LASIK. Est-ce que l'assistante peut expliquer nos options de paiement/financement aux candidats?",
    expect: { all: [/financement/], any: [/preselect/, /evaluation/, /candidat/, /oui/] },
    source: "services.ts SPECIALTIES « LASIK et soins des yeux »",
  },
  {
    q: "est-ce que ca fait des campagnes pour ramener les patients qu'on a pas vu depuis longtemps",
    expect: { any: [/campagne/, /fidelisation/, /relance/, /suivi/] },
    source: "services.ts BEYOND_BASICS « Fidélisation des patients »",
  },
  {
    q: "quand quelqu'un cancel a la derniere minute la plage reste vide ou quoi",
    expect: { any: [/liste d'attente/, /combl/, /remplir|remplit|remplissage/] },
    source: "services.ts BEYOND_BASICS « Optimisation des revenus »; landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "dans le calculateur, c'est quoi les valeurs de depart deja entrees",
    expect: { all: [/\b20\b/, /30 ?%/, /150/, amount(4000)] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? » (calculator defaults)",
  },
  {
    q: "avec les chiffres par defaut du calculateur ca donne quoi comme rendement par mois",
    expect: { all: [amount(21955)], any: [amount(17955), amount(4000), /revenus recuperes/, /economies/] },
    source: "faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "nous on manque zero appel, votre calculateur me dit rien. ca vaut meme pas la peine?",
    expect: { any: [/couts de reception/, /automatis/, /reduire (vos|tes|les) couts/, /economi/] },
    source: "landing.ts CALCULATOR.congratulations",
  },
  {
    q: "j'ai envoye une demande de demo sans choisir d'heure. vous me revenez quand?",
    expect: { all: [/24 ?h/] },
    source: "lead-dialogs.ts LEAD_DIALOGS.demo.description; server/leads/wording/fr.ts demoConfirmation",
  },
  {
    q: "comment je fais pour canceller ou changer l'heure de ma demo",
    expect: { any: [/lien/, /courriel/, /invitation/, /e-?mail/] },
    source: "server/leads/wording/fr.ts meeting.manage and inviteDescription",
  },
  {
    q: "le chatbot icitte, vous gardez ce que j'ecris dedans?",
    expect: { all: [/90 jours|quatre-vingt-dix jours/], any: [/sauf/, /pas (enregistr|conserv|gard)/, /masqu/] },
    source: "privacy.ts « Conservation » paragraph 2",
  },
  {
    q: "mettons je remplis le formulaire de demo, mes infos restent dans vos systemes combien de temps",
    expect: { all: [/12 mois|douze mois|un an/] },
    source: "privacy.ts « Conservation » paragraph 1",
  },
  {
    q: "je veux que vous effaciez toutes mes infos, vous avez combien de temps pour me repondre",
    expect: { all: [/30 jours|trente jours/] },
    source: "privacy.ts « Vos droits »",
  },
  {
    q: "mon browser envoie le signal GPC, ca change quoi chez vous",
    expect: {
      any: [/refus/, /famille (de|du) (votre|ton|du) navigateur/, /type d'appareil/, /sans (vous|te) le redemander/],
    },
    source: "privacy.ts « Statistiques » paragraph 3",
  },
  {
    q: "si j'ai une plainte sur comment vous traitez mes donnees, je peux aller voir qui a part vous?",
    expect: { any: [/pfpdt/, /prepose federal/, /autorite de controle/] },
    source: "privacy.ts « Vos droits » paragraph 3",
  },
];
