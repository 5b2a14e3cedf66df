// Tuning Quebec French OptimAIte cases written by a seventh writer who never saw the assistant's code, its answers or
// the other cases: questions as a Quebec clinic owner, manager or receptionist types them, each answerable from the
// French pages (src/shared/content/optimaite/fr/) or the demo emails (src/server/leads/wording/fr.ts).
import { amount, type ChatCase } from "../../case-types";

export const TUNING_OPTIMAITE_FR_SEVENTH: readonly ChatCase[] = [
  {
    q: "On est sur Fresha au spa. Si une cliente annule, ça se met-tu a jour dans Fresha?",
    expect: { all: [/fresha/], any: [/synchronis/, /temps reel/, /oui/] },
    source: "integrations.ts INTEGRATIONS Fresha (Synchronisation des annulations)",
  },
  {
    q: "ca fait quoi exactement avec vagaro",
    expect: {
      all: [/vagaro/],
      any: [/abonnements?/, /bidirectionnel/, /depots?/, /liste d'attente/],
    },
    source: "integrations.ts INTEGRATIONS Vagaro",
  },
  {
    q: "avec square appointments, est-ce que l'IA respecte le battement qu'on laisse entre deux clients?",
    expect: { all: [/square/], any: [/tampons?/, /regles de reservation/, /duree/] },
    source: "integrations.ts INTEGRATIONS Square Appointments (Temps tampons)",
  },
  {
    q: "On a 3 studios sous Mindbody, ça gère plusieurs locations?",
    expect: {
      all: [/mindbody/],
      any: [/multi-?etablissements?/, /tous vos etablissements/, /plusieurs etablissements/, /etablissements/],
    },
    source: "integrations.ts INTEGRATIONS Mindbody",
  },
  {
    q: "on a pas de logiciel de booking, juste un google calendar partagé. ça marche pareil?",
    expect: {
      all: [/google/],
      any: [/sans logiciel/, /directement/, /plusieurs agendas/, /disponibilites/, /oui/],
    },
    source: "integrations.ts INTEGRATIONS Google Calendar",
  },
  {
    q: "notre DME c'est Omnimed pis c'est pas dans votre liste, vous pouvez le brancher pareil?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhooks?/] },
    source: "integrations.ts CUSTOM_INTEGRATION",
  },
  {
    q: "On a personne en informatique icitte, qui va nous aider a faire l'integration?",
    expect: { any: [/ingenieur/, /soutien dedie/, /notre equipe/] },
    source: "integrations.ts CUSTOM_INTEGRATION Soutien dédié",
  },
  {
    q: "quand j'utilise votre calculateur, vous enregistrez quoi a mon sujet?",
    expect: { any: [/valeurs/, /estimation/, /localisation approximative/, /ville/] },
    source: "privacy.ts Les renseignements que vous nous fournissez (Calculateur de rendement)",
  },
  {
    q: "l'appel test avec mon staff pendant la mise en place, c'est long?",
    expect: { all: [/15 ?min/] },
    source: "services.ts HOW_IT_WORKS Appel d'essai / TIMELINE Jour 2",
  },
  {
    q: "les rappels par texto, ça baisse-tu vraiment les no-show?",
    expect: { any: [/moitie/, /absences/, /no-?shows?/] },
    source: "landing.ts FEATURES Rappels intelligents / TESTIMONIALS James Carter",
  },
  {
    q: "Est-ce que l'IA peut suggérer un extra au patient, genre un traitement de plus ou un package?",
    expect: { any: [/complementaires?/, /forfaits?/, /ventes? complementaires?/] },
    source: "landing.ts FEATURES Ventes complémentaires",
  },
  {
    q: "Quand qqn cancel a la derniere minute, la plage reste vide ou quoi?",
    expect: { any: [/liste d'attente/, /comble/, /combler/] },
    source: "landing.ts FEATURES Rappels intelligents / services.ts BEYOND_BASICS Optimisation des revenus",
  },
  {
    q: "je vais-tu avoir des rapports pour voir combien d'appels l'IA a pris?",
    expect: { any: [/tableau de bord/, /statistiques/, /taux de reservation/, /revenus recuperes/] },
    source: "landing.ts FEATURES Statistiques / services.ts BEYOND_BASICS Statistiques de la clinique",
  },
  {
    q: "ca va sonner comme un robot ou comme ma clinique au telephone?",
    expect: { any: [/votre ton/, /au nom de (votre|ta) clinique/, /vos politiques/, /vos prix/] },
    source: "faq.ts Peut-elle parler comme ma clinique?",
  },
  {
    q: "vous respectez la loi canadienne sur les renseignements personnels pour les dossiers patients?",
    expect: { all: [/lprpde|pipeda/], any: [/chiffr/, /journalis/, /oui/] },
    source: "faq.ts OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?",
  },
  {
    q: "On a aussi une succursale au Vermont, vous signez un BAA?",
    expect: { all: [/baa|business associate/], any: [/oui/, /signons/, /signe/] },
    source: "faq.ts OptimAIte est-elle conforme à la HIPAA et à la LPRPDE?",
  },
  {
    q: "La chirurgienne plastique dans vos temoignages, elle disait quoi au juste?",
    expect: { any: [/mitchell/, /le tiers/, /deux semaines/] },
    source: "landing.ts TESTIMONIALS Dre Sarah Mitchell",
  },
  {
    q: "Dans le calculateur, avec les chiffres par defaut ca donne combien de rendement par mois?",
    expect: { any: [amount(21955)] },
    source: "faq.ts Combien ça coûte, et quel est le rendement?",
  },
  {
    q: "le salaire de receptionniste que vous mettez de base dans le calcul du ROI c'est combien?",
    expect: { any: [amount(4000)] },
    source: "faq.ts Combien ça coûte, et quel est le rendement? (réceptionniste à 4 000 $)",
  },
  {
    q: "La démo c'est-tu long pis ça se fait comment, sur zoom?",
    expect: { all: [/30 ?min|demi-?heure/], any: [/video/, /visio/, /telephone/] },
    source: "wording/fr.ts meeting.length / meeting.place (vidéo ou téléphone)",
  },
  {
    q: "faut-tu payer pour avoir une demo?",
    expect: { any: [/gratuite?/, /sans frais/, /sans engagement/] },
    source: "frame.ts FINAL_CTA / services.ts DETAILS_CTA",
  },
  {
    q: "Si je vous envoie un message, vous me revenez quand a peu pres?",
    expect: { any: [/24 ?h/, /24 heures/, /un jour/] },
    source: "lead-dialogs.ts LEAD_DIALOGS contact",
  },
  {
    q: "je veux que vous effaciez toutes mes donnees, ca prend combien de temps?",
    expect: { all: [/30 jours/] },
    source: "privacy.ts Vos droits",
  },
  {
    q: "Ce que j'ecris dans ce chat-là, vous le gardez?",
    expect: { any: [/pas enregistr/, /90 jours/, /ne (les )?conservons pas/] },
    source: "privacy.ts Conservation (Assistant)",
  },
  {
    q: "mon navigateur envoie le signal GPC, vous en tenez compte?",
    expect: { any: [/refus/, /famille (de|du) (votre )?navigateur/, /sans (vous )?le redemander/] },
    source: "privacy.ts Statistiques (Global Privacy Control)",
  },
  {
    q: "le choix que j'ai fait dans la banniere des temoins, vous le gardez combien de temps?",
    expect: { any: [/6 mois/, /six mois/] },
    source: "privacy.ts Témoins (cookies) et stockage local",
  },
  {
    q: "Vous stockez-tu mon adresse IP quand je visite le site?",
    expect: {
      any: [
        /jamais conservee/,
        /n'est (jamais|pas) (conservee|stockee|gardee)/,
        /pas (conserv|stock|gard)/,
        /en memoire/,
      ],
    },
    source: "privacy.ts Statistiques (adresse IP)",
  },
  {
    q: "Le montant que le calculateur m'a sorti, c'est garanti ou pas?",
    expect: { any: [/estimation/, /pas une promesse/, /aucune garantie/, /pas garanti/, /ne (constitue|sont) pas/] },
    source: "legal-notice.ts Responsabilité",
  },
  {
    q: "on est une clinique dentaire, ça gere les urgences pis les nettoyages?",
    expect: { any: [/fauteuils?/, /nettoyages?/, /urgences/] },
    source: "services.ts SPECIALTIES Cliniques dentaires",
  },
  {
    q: "pour une clinique de lasik, l'IA peut-tu expliquer les options de paiement aux patients?",
    expect: { any: [/financement/, /preselectionne/, /candidats?/, /evaluations?/] },
    source: "services.ts SPECIALTIES LASIK et soins des yeux",
  },
];
