// OptimAIte in Quebec French (/fr/optimaite): the tuning cases (written after the set-aside third).
import { amount, type ChatCase, HELPS_WITH, NAMES_LANGUAGE, refusal } from "../../case-types";

export const TUNING_OPTIMAITE_FR: readonly ChatCase[] = [
  {
    q: "Avec quels logiciels de réservation vous intégrez-vous?",
    expect: { all: [/fresha/, /vagaro/, /calendly/] },
    source: "optimaite/fr/faq.ts « Avec quelles plateformes de réservation vous intégrez-vous? »",
  },
  {
    q: "ça marche avec jane?",
    expect: { all: [/jane ?app/] },
    source: "optimaite/fr/integrations.ts (Janeapp)",
  },
  {
    q: "Notre système de rendez-vous est fait maison, pouvez-vous vous y brancher?",
    expect: { any: [/sur mesure/, /\bapi/, /webhook/] },
    source: "optimaite/fr/faq.ts intégrations « intégrations sur mesure par API et webhooks »",
  },
  {
    q: "Combien de temps pour la mise en place?",
    expect: { any: [/3 jours/, /1 a 2 semaines/] },
    source: "optimaite/fr/faq.ts « Combien de temps prend la mise en place? »",
  },
  {
    q: "Qu'est-ce qu'on doit fournir de notre côté pour démarrer?",
    expect: { any: [/questionnaire/, /appel d'essai/] },
    source: "optimaite/fr/faq.ts (questionnaire de 10 minutes, appel d'essai de 15 minutes)",
  },
  {
    q: "Il se passe quoi le jour 2?",
    expect: { all: [/formation/] },
    source: "optimaite/fr/landing.ts TRUST_CARDS « jour 2, formation et essais »",
  },
  {
    q: "Elle répond la nuit pis les fins de semaine?",
    expect: { any: [/24 h(eures)? sur 24/, /24\/7/, /la nuit/, /fins? de semaine/] },
    source: "optimaite/fr/landing.ts FEATURES « Réponse aux appels 24 h sur 24 »",
  },
  {
    q: "Peut-elle inscrire les rendez-vous directement dans notre agenda?",
    expect: { any: [/agenda/, /calendrier/, /directement dans/] },
    source: "optimaite/fr/landing.ts FEATURES « Prise de rendez-vous »",
  },
  {
    q: "Est-ce qu'elle peut annuler ou déplacer un rendez-vous d'un patient?",
    expect: { any: [/annule/, /deplace/] },
    source: "optimaite/fr/landing.ts FEATURES « Réserve, déplace et annule les rendez-vous »",
  },
  {
    q: "Signez-vous des ententes BAA?",
    expect: { all: [/baa/] },
    source: "optimaite/fr/faq.ts conformité",
  },
  {
    q: "Les données des patients sont-elles chiffrées?",
    expect: { all: [/chiffr/] },
    source: "optimaite/fr/faq.ts conformité « chiffrés en transit et au repos »",
  },
  {
    q: "Combien coûte OptimAIte?",
    expect: { any: [/volume d'appels/, /depend/], all: [/soumission|demo/] },
    source: "optimaite/fr/faq.ts « Combien ça coûte, et quel est le rendement? »",
  },
  {
    q: "Quel est le rendement avec les chiffres par défaut du calculateur?",
    expect: { all: [amount(21955)] },
    source: "optimaite/fr/faq.ts tarifs (environ 21 955 $)",
  },
  {
    q: "comment vous calculez le rendement",
    expect: { any: [/95 ?%/, /30 jours/, amount(17955)] },
    source: "optimaite/fr/landing.ts CALCULATOR.note",
  },
  {
    q: "Où est le calculateur de rendement?",
    expect: { link: "/fr/optimaite#roi-calculator" },
    source: "SPEC §2 (anchor roi-calculator); paths.ts prefix /fr",
  },
  {
    q: "Ça convient à une clinique dentaire?",
    expect: { all: [/dentaire|dentist/] },
    source: "optimaite/fr/services.ts SPECIALTIES « Cliniques dentaires »",
  },
  {
    q: "On est un médispa, ça vaut la peine?",
    expect: { all: [/medispa/], any: [/abonnement/, /forfait/] },
    source: "optimaite/fr/services.ts SPECIALTIES « Médispas »",
  },
  {
    q: "Vous faites quoi pour les cliniques esthétiques?",
    expect: { any: [/injection/, /laser/, /soins de la peau/] },
    source: "optimaite/fr/services.ts SPECIALTIES « Cliniques esthétiques »",
  },
  {
    q: "Peut-elle faire de la vente complémentaire?",
    expect: { any: [/complementaire/, /forfait/] },
    source: "optimaite/fr/landing.ts FEATURES « Ventes complémentaires »",
  },
  {
    q: "est-ce que ça réduit les absences aux rendez-vous?",
    expect: { all: [/rappel/] },
    source: "optimaite/fr/landing.ts FEATURES « Rappels intelligents »",
  },
  {
    q: "Vous répondez à combien d'appels par mois?",
    expect: { all: [amount(25000)] },
    source: "optimaite/fr/landing.ts COUNTERS « 25000+ appels traités chaque mois »",
  },
  // What a visitor wants to do.
  {
    q: "Comment je réserve une démo?",
    expect: { all: [/reserve\w* (une|votre) demo/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Réserver une démo gratuite »",
  },
  {
    q: "je dois déplacer ma démo à un autre moment",
    expect: { all: [/courriel|e-?mail/, /lien/] },
    source: "src/server/leads/wording/fr.ts manage « Pour déplacer ou annuler votre démo : {url} »",
  },
  {
    q: "La démo se fait où? par vidéo?",
    expect: { any: [/visioconference|video/, /telephone/] },
    source: "src/server/leads/wording/fr.ts place (visioconférence ou téléphone)",
  },
  {
    q: "Vous me répondez en combien de temps si je vous écris?",
    expect: { all: [/24 h/] },
    source: "optimaite/fr/lead-dialogs.ts contact (24 heures)",
  },
  {
    q: "Vendez-vous mes données?",
    expect: { any: [/jamais vendues/, /ni vendues/, /pas vendues/] },
    source: "optimaite/fr/privacy.ts « Les données sont hébergées en Suisse. Elles ne sont jamais vendues »",
  },
  {
    q: "Où sont hébergées les données du site?",
    expect: { all: [/suisse/] },
    source: "optimaite/fr/privacy.ts hébergement",
  },
  {
    q: "Y a-t-il une version anglaise du site?",
    expect: { all: [NAMES_LANGUAGE.en], link: "/optimaite" },
    source: "SITE_LOCALES.optimaite (English at /optimaite)",
  },
  {
    q: "Qu'arrive-t-il si l'IA ne sait pas quoi répondre à un patient?",
    expect: { all: [/transf/], any: [/resume/, /equipe/] },
    source: "optimaite/fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  // Out of scope, other languages.
  {
    q: "Dis-moi une blague",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Qui a gagné la coupe Stanley l'an passé?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Quelle franchise LAMal devrais-je choisir?",
    // Another brand's product on the wrong site: refused, never answered with SwissHack's figures.
    expect: refusal("fr", HELPS_WITH.optimaite, { none: [/chf/] }),
    source: "issue 56 (another brand's product on the wrong site)",
  },
  {
    q: "What does OptimAIte actually do?",
    // English on the French page: OptimAIte speaks English, so the answer is in English.
    expect: { all: [/receptionist/], any: [/call/, /24\/7/] },
    source: "optimaite/frame.ts FOOTER « The AI receptionist that answers, books and follows up »; issue 56",
  },
  {
    q: "Wie viel kostet das?",
    // The site does not speak German: the answer names the languages it speaks (issue 56).
    expect: { all: [NAMES_LANGUAGE.en, NAMES_LANGUAGE.fr] },
    source: "issue 56; SITE_LOCALES.optimaite",
  },
  {
    q: "I booked a demo, how do I cancel it?",
    // English on the French page: the answer is in English.
    expect: { all: [/cancel/, /link/, /e-?mail/] },
    source: "src/server/leads/wording/en.ts manage « To reschedule or cancel: {url} »",
  },
  {
    q: "ça marche-tu avec Square?",
    expect: { all: [/square/] },
    source: "optimaite/fr/integrations.ts (Square Appointments)",
  },
  // Written 2026-11-29 before running them, as visitors of the Quebec page would ask: new wording, not copied
  // from the set-aside third.
  {
    q: "Les patients reçoivent-tu un texto de confirmation?",
    expect: { all: [/texto/], any: [/confirm/, /aussitot/] },
    source: "optimaite/fr/landing.ts FEATURES « Vos patients reçoivent aussitôt un texto qui confirme… »",
  },
  {
    q: "Si un patient appelle pour une urgence, vous faites quoi?",
    expect: { any: [/transf/, /votre equipe/] },
    source: "optimaite/fr/faq.ts « Que se passe-t-il avec les appels urgents ou complexes? »",
  },
  {
    q: "Est-ce que l'IA va parler comme nous autres, avec notre ton?",
    expect: { all: [/ton/] },
    source: "optimaite/fr/faq.ts « Peut-elle parler comme ma clinique? »",
  },
  {
    q: "C'est quoi qu'on voit dans le tableau de bord?",
    expect: { all: [/tableau de bord/], any: [/revenus/, /volume/, /rendez-vous/] },
    source: "optimaite/fr/landing.ts FEATURES « Volume d'appels, rendez-vous pris et revenus récupérés… »",
  },
  {
    q: "Combien de cliniques utilisent votre produit?",
    expect: { all: [/500/] },
    source: "optimaite/fr/landing.ts « Plus de 500 cliniques nous font confiance »",
  },
  {
    q: "Votre démo dure combien de minutes?",
    expect: { all: [/30 minutes/], none: [/15 minutes/] },
    source: "src/shared/demo-slots/availability.ts (30-minute demo)",
  },
  {
    q: "La démo, c'est-tu payant?",
    expect: { any: [/gratuite?/, /sans engagement/] },
    source: "optimaite/fr/landing.ts « Une démo gratuite et sans engagement »",
  },
  {
    q: "Peux-tu m'écrire une annonce Facebook pour mon spa?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56: out of scope → polite refusal naming what it helps with",
  },
  {
    q: "Ça se passe comment la première semaine?",
    expect: { any: [/jour 1/, /jour 3/, /premiere semaine/] },
    source: "optimaite/fr/services.ts process « tout au long de la première semaine »",
  },
  {
    q: "On garde-tu notre numéro de téléphone actuel?",
    expect: { any: [/ligne telephonique/, /telephone/] },
    source:
      "optimaite/fr/services.ts « Nous relions OptimAIte à votre plateforme de réservation et à votre ligne téléphonique »",
  },
  {
    q: "Vous récupérez quel pourcentage des appels manqués?",
    expect: { all: [/95 ?%/] },
    source: "optimaite/fr/services.ts « Récupère 95 % des patients qui auraient raccroché »",
  },
  {
    q: "Combien d'argent je perds avec mes appels manqués?",
    expect: { link: "/fr/optimaite#roi-calculator" },
    source: "optimaite/fr/landing.ts CALCULATOR",
  },
  {
    q: "Elle envoie-tu des rappels aux patients avant leur rendez-vous?",
    expect: { all: [/rappel/] },
    source: "optimaite/fr/landing.ts FEATURES « Des rappels automatiques réduisent les absences »",
  },
  // Second batch of 2026-11-29, written before running them.
  {
    q: "Est-ce que vous gardez mon adresse IP?",
    expect: { any: [/adresse ip n'est jamais conservee/, /jamais conserv/] },
    source: "optimaite/fr/privacy.ts « Votre adresse IP n'est jamais conservée »",
  },
  {
    q: "Vous utilisez des témoins sur votre site?",
    expect: { any: [/temoins/, /cookies/] },
    source: "optimaite/fr/privacy.ts « Témoins (cookies) et stockage local »",
  },
  {
    q: "Ça synchronise-tu les annulations avec Fresha?",
    expect: { all: [/fresha/] },
    source: "optimaite/fr/integrations.ts Fresha « Synchronisation des annulations »",
  },
  {
    q: "Elle peut-tu remplir les trous dans l'horaire avec une liste d'attente?",
    expect: { any: [/liste d'attente/] },
    source: "optimaite/fr/services.ts « comble les annulations à partir d'une liste d'attente »",
  },
  {
    q: "Combien de temps avant que tout soit configuré au complet?",
    expect: { any: [/1 a 2 semaines/, /3 jours/] },
    source: "optimaite/fr/faq.ts « entièrement configurées en 1 à 2 semaines »",
  },
  {
    q: "Les appels VIP vont à qui?",
    expect: { any: [/transf/, /votre equipe/] },
    source: "optimaite/fr/faq.ts « les patients VIP sont transférés immédiatement à votre équipe »",
  },
  {
    q: "Je reçois un résumé quand un appel est transféré?",
    expect: { any: [/resume/] },
    source: "optimaite/fr/faq.ts « avec un résumé envoyé par texto ou par courriel »",
  },
  {
    q: "Qu'est-ce que vous faites avec les chiffres que je mets dans le calculateur?",
    expect: { any: [/estimation/, /demo/, /localisation/] },
    source: "optimaite/fr/privacy.ts « Calculateur de rendement : les valeurs que vous saisissez… »",
  },
  {
    q: "Vous êtes compatibles avec Mindbody?",
    expect: { all: [/mindbody/] },
    source: "optimaite/fr/faq.ts intégrations",
  },
  {
    q: "C'est quoi le rendement mensuel avec les valeurs par défaut?",
    expect: { any: [amount(21955), amount(21695)] },
    source: "optimaite/fr/faq.ts / calculator defaults",
  },
  // Written by a second writer on 2026-11-29, before reading the intents or running them: a Quebec clinic owner or
  // office manager typing on /fr/optimaite (informal, typos, missing accents, anglicisms). Where the pages do not
  // state a fact (the receptionist's languages, contract terms, Loi 25), a right answer says what the pages do say
  // or sends to the contact or the demo, never "I don't know".
  {
    q: "c'est combien par mois le AI?",
    expect: { any: [/volume d'appels/, /depend/], all: [/soumission|demo/] },
    source:
      "optimaite/fr/faq.ts Tarifs « Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte »",
  },
  {
    q: "vous avez-tu des forfaits genre basic pis premium? c koi la difference",
    // The pages name no plans: the price depends on call volume and integrations, quoted at the demo.
    expect: { any: [/volume d'appels/, /soumission/], none: [/medispa/] },
    source: "optimaite/fr/faq.ts Tarifs « Le prix dépend du volume d'appels et des intégrations »",
  },
  {
    q: "combien de temps ca prend pour partir ca chez nous",
    expect: { any: [/3 jours/, /1 a 2 semaines/] },
    source: "optimaite/fr/faq.ts « entièrement configurées en 1 à 2 semaines… le lancement comme tel prend 3 jours »",
  },
  {
    q: "ca va prendre combien de temps a mon staff pour le setup?",
    expect: { any: [/questionnaire de 10 minutes/, /appel d'essai de 15 minutes/] },
    source:
      "optimaite/fr/services.ts WHY_CHOOSE_US « un questionnaire de 10 minutes et un appel d'essai de 15 minutes »",
  },
  {
    q: "on booke nos rdv dans google calendar, ca marche-tu?",
    expect: { all: [/google (agenda|calendar)/] },
    source: "optimaite/fr/integrations.ts Google Calendar « Réserve directement dans Google Agenda »",
  },
  {
    q: "vous integrez vous avec Vagaro pour les depots?",
    expect: { all: [/vagaro/], any: [/depot/] },
    source: "optimaite/fr/integrations.ts Vagaro « Rappels de dépôt »",
  },
  {
    q: "nous on a un DME maison, pouvez-vous vous connecter dessus?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source:
      "optimaite/fr/integrations.ts CUSTOM_INTEGRATION « un DME ou un système de réservation absent de la liste »",
  },
  {
    q: "Je suis physio, on utilise Jane, ca s'applique a nous?",
    expect: { all: [/jane/] },
    source: "optimaite/fr/integrations.ts Janeapp « Réserve les traitements avec le bon praticien dans Jane »",
  },
  {
    q: "ca peut envoyer les formulaires d'admission aux nouveaux patients?",
    expect: { all: [/formulaires d'admission/] },
    source: "optimaite/fr/integrations.ts Janeapp « Liens vers les formulaires d'admission »",
  },
  {
    q: "on a 3 succursales, ca gere-tu plusieurs etablissements?",
    expect: { any: [/plusieurs etablissements/, /multietablissements/, /tous vos etablissements/] },
    source:
      "optimaite/fr/integrations.ts Janeapp « Plusieurs établissements », Mindbody « Agendas multiétablissements »",
  },
  {
    q: "la receptionniste parle-tu anglais aussi? on a beaucoup de patients anglos",
    // The pages do not say which languages the receptionist speaks on the phone (only the site's languages): a
    // right answer sends to the contact or the demo to ask.
    expect: { all: [/contact=open|nous joindre|demo/] },
    source:
      "not stated on the pages; optimaite/fr/frame.ts FINAL_CTA « Nous joindre » / « Réserver une démo gratuite »",
  },
  {
    q: "si un patient appelle a 2h du matin ou un dimanche, qui repond?",
    expect: { any: [/24 h(eures)? sur 24/, /la nuit/, /fins? de semaine/] },
    source: "optimaite/fr/landing.ts FEATURES « y compris la nuit, la fin de semaine et les jours fériés »",
  },
  {
    q: "Vous repondez-tu les jours feriés comme la St-Jean?",
    expect: { any: [/jours feries/, /24 h(eures)? sur 24/] },
    source: "optimaite/fr/landing.ts FEATURES « la nuit, la fin de semaine et les jours fériés »",
  },
  {
    q: "un patient avec une urgence dentaire appelle, le AI fait quoi?",
    expect: { any: [/transf/, /votre equipe/, /urgences/] },
    source: "optimaite/fr/faq.ts « les questions médicales urgentes… sont transférés immédiatement à votre équipe »",
  },
  {
    q: "Je peux-tu choisir quels appels sont transferes a ma reception?",
    expect: { any: [/vous qui fixez/, /les regles/, /regles de transfert/] },
    source: "optimaite/fr/faq.ts « C'est vous qui fixez les règles »; services.ts « vos règles de transfert »",
  },
  {
    q: "les plaintes de patients c'est gere comment?",
    expect: { all: [/transf/], any: [/plaintes/, /votre equipe/] },
    source: "optimaite/fr/faq.ts « les plaintes ou les patients VIP sont transférés immédiatement à votre équipe »",
  },
  {
    q: "Etes-vous conformes a la Loi 25 au Quebec?",
    // The pages do not name Loi 25: a right answer says what they do state (LPRPDE, encryption).
    expect: { any: [/lprpde/, /chiffr/], none: [/conformes? a la loi 25/] },
    source: "optimaite/fr/faq.ts Conformité « conforme à la HIPAA et à la LPRPDE… chiffrés en transit et au repos »",
  },
  {
    q: "Les donnees de mes patients sont-tu securitaires? qui y a acces?",
    expect: { all: [/chiffr/], any: [/journalis/, /acces/] },
    source: "optimaite/fr/faq.ts Conformité « chiffrés en transit et au repos, les accès sont journalisés »",
  },
  {
    q: "Etes vous conforme a la LPRPDE?",
    expect: { all: [/lprpde/] },
    source: "optimaite/fr/faq.ts « OptimAIte est-elle conforme à la HIPAA et à la LPRPDE? » « Oui. »",
  },
  {
    q: "comment ca marche le calculateur de ROI?",
    expect: { link: "/fr/optimaite#roi-calculator" },
    source: "optimaite/fr/landing.ts CALCULATOR (anchor roi-calculator)",
  },
  {
    q: "Avec 40 appels par jour je recupererais combien?",
    expect: { link: "/fr/optimaite#roi-calculator" },
    source: "optimaite/fr/landing.ts CALCULATOR inputs « Appels par jour »",
  },
  {
    q: "je veux booker une demo",
    expect: { any: [/demo=open/, /reserve\w* (une|votre|la) demo/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Réserver une démo gratuite »",
  },
  {
    q: "est-ce que la demo m'engage a quelque chose?",
    expect: { any: [/sans engagement/, /gratuite/] },
    source: "optimaite/fr/services.ts DETAILS_CTA « Une démo gratuite et sans engagement »",
  },
  {
    q: "comment je fais pour parler a quelqu'un chez vous?",
    expect: { any: [/contact=open/, /nous joindre/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Nous joindre »; lead-dialogs.ts contact",
  },
  {
    q: "y a-tu un contrat d'un an ou je peux annuler quand je veux?",
    // The pages state no contract terms: a right answer sends to the contact or the demo, not the demo's own
    // cancellation link.
    expect: { all: [/contact=open|nous joindre|demo|soumission/], none: [/deplacer ou annuler/] },
    source:
      "not stated on the pages; optimaite/fr/lead-dialogs.ts contact « Questions, intégrations sur mesure ou tarifs »",
  },
  {
    q: "comment ca marche concretement votre receptionniste AI?",
    expect: { all: [/rendez-vous|agenda/], any: [/24 h(eures)? sur 24/, /connectez votre agenda/, /appel decouverte/] },
    source: "optimaite/fr/landing.ts HERO lead; HOW_IT_WORKS_TEASER; services.ts HOW_IT_WORKS",
  },
  {
    q: "ma reception est debordée le lundi matin, ca peut aider?",
    expect: { any: [/debordee/, /appels courants/, /premiere sonnerie/] },
    source: "optimaite/fr/services.ts WHY_CHOOSE_US « même quand votre réception est débordée »",
  },
  {
    q: "c'est quoi la meteo a Montreal demain?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "Recommande moi un bon resto a Quebec",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  {
    q: "J'ai mal au dos depuis 2 semaines, qu'est-ce que je devrais prendre?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope (medical advice)",
  },
  // Written 2026-11-29 by a fourth writer who never saw the assistant's code, the other tuning cases or the
  // assistant's answers: 30 questions as Quebec clinic owners, office managers and staff type them, each expectation
  // taken from the pages' texts (or, where the pages say nothing, the demo or the contact form).
  {
    q: "c combien le prix pour une clinique d'esthétique avec 2 injectrices? j'veux un chiffre svp pas un vendeur",
    expect: { all: [/soumission|demo/], any: [/volume/, /integrations?/, /depend/] },
    source:
      "optimaite/fr/faq.ts « Le prix dépend du volume d'appels et des intégrations; la démo vous donne une soumission exacte. »",
  },
  {
    q: "Le calculateur de rendement part avec quoi comme valeurs par défaut?",
    expect: { all: [/\b20\b/, /\b30\b/, /\b70\b/, /\b150\b/, amount(4000)] },
    source:
      "SPEC §3 ROI calculator inputs (defaults): callsPerDay 20, missedCallRate 30, lostLeadRate 70, revenuePerClient 150, receptionistCost 4000",
  },
  {
    q: "avec les valeurs par defaut, ca fait combien par année comme rendement?",
    expect: { all: [amount(263460)] },
    source:
      "optimaite/fr/faq.ts « rendement mensuel … d'environ 21 955 $ »; SPEC §9 annualROI = monthlyROI x 12 (263 460 $)",
  },
  {
    q: "combien de clients je perds par mois d'apres votre calculateur si je touche a rien",
    expect: { all: [/\b126\b/] },
    source: "SPEC §3 defaults and §9: lost clients = 20 x 30 % x 30 x 70 % = 126",
  },
  {
    q: "Les montants du calculateur, c'est garanti ou c'est juste une estimation?",
    expect: { all: [/estimation|hypothese|pas (une )?(promesse|garanti)/] },
    source:
      "optimaite/fr/legal-notice.ts Responsabilité « Les chiffres de rendement sont des estimations … ils ne constituent pas une promesse de résultats. »",
  },
  {
    q: "jai fait le calcul de rendement tantot, est-ce que vous allez l'avoir pendant la demo?",
    expect: { all: [/demo/], any: [/apport/, /estimation/, /joint/] },
    source:
      "lead-texts-fr.ts estimate « Nous l'apporterons à la démo. »; optimaite/fr/privacy.ts « afin que nous puissions apporter votre estimation à la démo »",
  },
  {
    q: "comment je reserve une démo",
    expect: { all: [/demo/], any: [/reserver une demo/, /bouton/, /formulaire/, /moment/, /gratuit/] },
    source: "optimaite/fr/frame.ts FINAL_CTA « Réserver une démo gratuite »; lead-dialogs.ts « choisissez un moment »",
  },
  {
    q: "La démo se fait-tu en zoom ou au téléphone?",
    expect: { all: [/invitation|courriel|e-?mail|confirmation/] },
    source:
      "demo-meeting-texts-fr.ts place « Lien de la visioconférence » / « Par téléphone : composez le {number} »; lead-texts-fr.ts « L'invitation à l'agenda est dans votre boîte de réception. »",
  },
  {
    q: "je veux annuler ma demo svp on a trouvé une autre solution",
    expect: { all: [/lien/, /courriel|e-?mail/, /annul/] },
    source: "demo-meeting-texts-fr.ts « Annuler ma démo » (private page reached by the link in the email)",
  },
  {
    q: "est-ce que je peux repousser ma demo a la semaine prochaine?",
    expect: { all: [/lien/], any: [/deplac/, /autre moment/, /reporter/, /changer/] },
    source: "demo-meeting-texts-fr.ts move « La déplacer à un autre moment », « Déplacer ma démo »",
  },
  {
    q: "ca s'integre avec mindbody? on est un centre de bien-etre avec du yoga pis de la massotherapie",
    expect: { all: [/mindbody/] },
    source:
      "optimaite/fr/integrations.ts Mindbody « Réserve cours et rendez-vous dans tous vos établissements Mindbody. »",
  },
  {
    q: "vous intégrez Calendly? notre nutritionniste s'en sert pour ses consults",
    expect: { all: [/calendly/] },
    source: "optimaite/fr/faq.ts « OptimAIte s'intègre à … Calendly et Google Agenda »",
  },
  {
    q: "notre DME c'est Medesync, vous pouvez vous brancher dessus?",
    expect: { any: [/sur mesure/, /\bapi\b/, /webhook/] },
    source:
      "optimaite/fr/integrations.ts CUSTOM_INTEGRATION « Vous utilisez un DME … absent de la liste? Notre équipe crée et entretient la connexion pour vous. »",
  },
  {
    q: "ca prend combien de temps pour que tout soit configuré au complet? on ouvre une 2e clinique en janvier",
    expect: { all: [/(1|une) (a|ou) (2|deux) semaines|3 jours|trois jours/] },
    source:
      "optimaite/fr/faq.ts « La plupart des cliniques sont entièrement configurées en 1 à 2 semaines, et le lancement comme tel prend 3 jours »",
  },
  {
    q: "Est-ce qu'elle va connaitre nos prix pis notre politique d'annulation? on charge 50$ si le patient annule a la derniere minute",
    expect: { any: [/formee/, /politiques/, /vos prix/] },
    source: "optimaite/fr/faq.ts « OptimAIte est formée à vos services, vos prix, vos politiques et votre ton »",
  },
  {
    q: "ca repond le soir pis les fins de semaine?",
    expect: { any: [/fin de semaine/, /24 ?h(eures)? sur 24/, /24\/7/, /nuit/, /en tout temps/] },
    source:
      "optimaite/fr/landing.ts FEATURES « Chaque appel est pris dès la première sonnerie, y compris la nuit, la fin de semaine et les jours fériés. »",
  },
  {
    q: "Si un patient appelle pour une urgence medicale, l'IA fait quoi exactement?",
    expect: { all: [/transf/] },
    source:
      "optimaite/fr/faq.ts « les questions médicales urgentes … sont transférés immédiatement à votre équipe, avec un résumé »",
  },
  {
    q: "elle parle francais au moins? on est a Québec, nos patients parlent juste francais",
    // The pages do not say which languages the receptionist speaks: the right answer sends to the demo or contact.
    expect: { any: [/demo/, /nous joindre/, /contact/] },
    source: "not on the pages (receptionist's languages): demo or contact (optimaite/fr/frame.ts FINAL_CTA)",
  },
  {
    q: "Est-ce que vous vendez nos infos a des tiers?",
    expect: { any: [/jamais vendu/, /ni vendu/, /ne (sont|vendons) (jamais|pas)/, /ni lou/] },
    source: "optimaite/fr/privacy.ts Hébergement et destinataires « Elles ne sont jamais vendues ni louées. »",
  },
  {
    q: "Vous signez un BAA? on a aussi une clinique au Vermont",
    expect: { all: [/\bbaa\b|business associate/], any: [/oui/, /sign/] },
    source:
      "optimaite/fr/faq.ts « nous signons des ententes BAA (Business Associate Agreements) avec les cliniques américaines »",
  },
  {
    q: "J'aimerais parler a un humain svp",
    expect: { any: [/nous joindre/, /contact/, /24 ?h/, /demo/] },
    source:
      "optimaite/fr/frame.ts FINAL_CTA « Nous joindre »; lead-dialogs.ts « nous vous répondrons d'ici 24 heures »",
  },
  {
    q: "si j'envoie une demande de soumission, vous revenez vite?",
    expect: { all: [/24 ?(h|heures)(?! sur|\w)/] },
    source:
      "optimaite/fr/lead-dialogs.ts contact « Questions, intégrations sur mesure ou tarifs : nous vous répondrons d'ici 24 heures. »",
  },
  {
    q: "ca marche pour une clinique de physio?",
    // Physiotherapy is not named on the pages: Janeapp (clinic management), wellness centres, or the demo.
    expect: { any: [/jane/, /bien-etre/, /demo/] },
    source: "optimaite/fr/services.ts Centres de bien-être; integrations.ts Janeapp « Gestion de clinique »",
  },
  {
    q: "Vous faites quoi pour les cliniques LASIK exactement?",
    expect: { any: [/financement/, /preselection/, /candidats/, /evaluations?/] },
    source:
      "optimaite/fr/services.ts LASIK et soins des yeux « Présélectionne les candidats, réserve les évaluations et explique les options de financement. »",
  },
  {
    q: "le texto de confirmation, y'a quoi dedans?",
    expect: { all: [/date/, /heure/, /adresse/] },
    source: "optimaite/fr/landing.ts FEATURES « un texto qui confirme la date, l'heure et l'adresse »",
  },
  {
    q: "est ce qu'elle peut remplir les trous quand un patient annule a la derniere minute",
    expect: { any: [/liste d'attente/, /combl/, /plages/] },
    source:
      "optimaite/fr/landing.ts « comblent les plages libérées à la dernière minute »; services.ts « comble les annulations à partir d'une liste d'attente »",
  },
  {
    q: "Est-ce que j'ai des rapports sur les appels? genre combien de rdv elle a booké dans le mois",
    expect: { any: [/tableau de bord/, /statistiques/] },
    source: "optimaite/fr/landing.ts FEATURES Statistiques « réunis dans un seul tableau de bord »",
  },
  {
    q: "comment je change mon choix pour les cookies?",
    expect: { any: [/parametres des temoins/, /bas de (chaque|la) page/] },
    source:
      "optimaite/fr/privacy.ts « Le lien « Paramètres des témoins » au bas de chaque page permet de le modifier en tout temps. »",
  },
  {
    q: "switch to english please",
    expect: { all: [NAMES_LANGUAGE.en], link: "/optimaite" },
    source: "SITE_LOCALES.optimaite (English at /optimaite)",
  },
  {
    q: "peux tu m'écrire une annonce Indeed pour engager une hygiéniste dentaire?",
    expect: refusal("fr", HELPS_WITH.optimaite),
    source: "issue 56, out of scope",
  },
  // Written 2026-11-29 by a fifth writer who never saw the assistant's code, the set-aside cases or the assistant's
  // answers: Quebec clinic owners and staff typing on /fr/optimaite, each expectation from the pages' texts.
  {
    q: "comment je fais pour faire effacer mes donnees chez vous?",
    expect: { all: [/supprim|effac/], any: [/30 jours/, /confidentialite/, /ecri/, /courriel/] },
    source:
      "optimaite/fr/privacy.ts Vos droits « demander en tout temps d'accéder à vos données, de les corriger, de les exporter ou de les supprimer… dans un délai de 30 jours »",
  },
  {
    q: "Mon choix pour les témoins, vous le gardez combien de temps?",
    expect: { any: [/six mois/, /6 mois/] },
    source:
      "optimaite/fr/privacy.ts Témoins « Votre choix est conservé six mois; la bannière vous le redemande ensuite »",
  },
  {
    q: "mon navigateur (Brave) envoie le Global Privacy Control, ca change quoi sur votre site?",
    expect: { any: [/refus des statistiques/, /refus/, /sans vous le redemander/, /famille de votre navigateur/] },
    source:
      "optimaite/fr/privacy.ts Statistiques « nous le traitons comme un refus des statistiques et du marketing, sans vous le redemander »",
  },
  {
    q: "C'est quoi le nom de votre compagnie pis votre adresse officielle?",
    expect: { link: "/fr/mentions-legales" },
    source:
      "optimaite/fr/legal-notice.ts Éditeur ({company}, {address}); slugs.ts /legal-notice → /fr/mentions-legales",
  },
  {
    q: "est-ce que ca peut relancer les patients qu'on a pas vus depuis un an?",
    expect: { any: [/campagnes de rappel/, /relances/, /font revenir/, /fidelisation/] },
    source:
      "optimaite/fr/services.ts BEYOND_BASICS Fidélisation « Campagnes de rappel, relances et suivis qui font revenir vos patients »",
  },
  {
    q: "En chirurgie plastique, elle peut-tu gérer les questions pré-op pis les suivis post-op?",
    expect: { any: [/postoperatoire/, /preoperatoire/, /discretion/] },
    source:
      "optimaite/fr/services.ts SPECIALTIES Chirurgie plastique « questions préopératoires et suivis postopératoires, traités avec discrétion »",
  },
  {
    q: "On a juste 4 chaises dans notre clinique dentaire, ca tient compte de ca quand ca booke?",
    expect: { any: [/fauteuils/] },
    source:
      "optimaite/fr/services.ts SPECIALTIES Cliniques dentaires « Planifie nettoyages, urgences et rappels selon la disponibilité des fauteuils »",
  },
  {
    q: "on est 3 consultantes sur Calendly, est ce que les rdv peuvent etre repartis entre nous?",
    expect: { all: [/calendly/], any: [/alternance/, /repartition/, /types d'evenements/] },
    source: "optimaite/fr/integrations.ts Calendly « Répartition en alternance dans l'équipe »",
  },
  {
    q: "L'IA peut-elle vérifier s'il reste des séances dans le forfait Mindbody d'un client?",
    expect: { all: [/mindbody/], any: [/verification des forfaits/, /forfait/] },
    source: "optimaite/fr/integrations.ts Mindbody « Vérification des forfaits »",
  },
  {
    q: "avec fresha est-ce que le client peut demander une esthéticienne en particulier?",
    expect: { all: [/fresha/], any: [/membre du personnel/, /personnel/] },
    source:
      "optimaite/fr/integrations.ts Fresha « Réserve les services et le personnel… », « Réservation par membre du personnel »",
  },
  {
    q: "Chaque médecin a son propre Google Calendar, ça fonctionne avec plusieurs agendas?",
    expect: { any: [/plusieurs agendas/] },
    source: "optimaite/fr/integrations.ts Google Calendar « Plusieurs agendas »",
  },
  {
    q: "Avec les valeurs par défaut du calculateur, je perds combien de revenus par mois?",
    expect: { all: [amount(18900)] },
    source: "SPEC §3 defaults and §9: 126 clients perdus × 150 $ = 18 900 $ de revenus perdus par mois",
  },
  {
    q: "votre calculateur se base sur combien de jours par mois?",
    expect: { all: [/30 jours/] },
    source: "optimaite/fr/landing.ts CALCULATOR.note « Calcul basé sur 30 jours par mois »",
  },
  {
    q: "10 appels par jour, 20% manqués, la moitié qui rappellent pas, 200$ par patient, pas de réceptionniste. Ça donne combien par mois?",
    // The page's formula gives 10 × 20 % × 30 × 50 % × 95 % × 200 $ = 5 700 $; sending to the calculator is right too.
    expect: { any: [amount(5700), /roi-calculator/] },
    source: "SPEC §9 calculator formulas (30 days, 95 % recovered); optimaite/fr/landing.ts CALCULATOR",
  },
  {
    q: "Vos clients disent quoi de l'installation? ça a été long?",
    expect: { any: [/trois jours/, /3 jours/, /carter/, /clearview/] },
    source: "optimaite/fr/landing.ts TESTIMONIALS James Carter « La mise en place a pris trois jours »",
  },
  {
    q: "Si je trouve que vous respectez pas ma vie privée, je peux porter plainte où?",
    expect: { any: [/pfpdt/, /prepose federal/, /autorite de controle/] },
    source:
      "optimaite/fr/privacy.ts Vos droits « Préposé fédéral à la protection des données et à la transparence (PFPDT) »",
  },
  {
    q: "vous avez-tu le pixel facebook ou google ads sur votre site?",
    expect: { any: [/aucun traceur/, /aucun service tiers/, /desactive par defaut/] },
    source:
      "optimaite/fr/privacy.ts Témoins « Marketing… désactivé par défaut; nous n'utilisons aucun traceur publicitaire tiers »",
  },
  {
    q: "Qui a accès aux dossiers de mes patients? y a-tu un registre des accès?",
    expect: { any: [/journalis/, /journaux d'audit/, /controle des acces/] },
    source:
      "optimaite/fr/faq.ts Conformité « les accès sont journalisés »; services.ts « Chiffrement, contrôle des accès, journaux d'audit »",
  },
  {
    q: "comment je demande une integration sur mesure pour notre logiciel?",
    expect: { any: [/contact=open/, /nous joindre/, /demander une integration/, /discuter de vos besoins/] },
    source:
      "optimaite/fr/integrations.ts CUSTOM_INTEGRATION « Demander une intégration sur mesure » (opens the contact dialog, SPEC §2)",
  },
  {
    q: "Vos webhooks envoient quels événements?",
    expect: { any: [/issue des appels/, /annulations/, /reservations/] },
    source:
      "optimaite/fr/integrations.ts Webhooks « Événements en temps réel pour les réservations, les annulations et l'issue des appels »",
  },
  {
    q: "On va voir quoi concrètement pendant la démo?",
    expect: { any: [/clinique comme la votre/, /adaptee a votre clinique/, /repondant aux appels/, /personnalisee/] },
    source:
      "optimaite/fr/frame.ts FINAL_CTA « nous vous montrerons OptimAIte répondant aux appels d'une clinique comme la vôtre »",
  },
  {
    q: "c quoi les infos obligatoires a remplir pour booker la demo?",
    expect: { all: [/courriel|e-?mail/], any: [/\bnom\b/, /confier/] },
    source:
      "SPEC §5 « Demo booking and contact: name, email and project are required »; lead-dialogs.ts « Que souhaitez-vous confier à OptimAIte? »",
  },
  {
    q: "je vais-tu pouvoir voir combien d'argent l'IA nous a rapporté?",
    expect: { any: [/revenus recuperes/, /tableau de bord/] },
    source:
      "optimaite/fr/landing.ts FEATURES Statistiques « Volume d'appels, rendez-vous pris et revenus récupérés, réunis dans un seul tableau de bord »",
  },
  {
    q: "Vous avez pris combien de rendez-vous jusqu'à maintenant?",
    expect: { all: [amount(10000)] },
    source: "optimaite/fr/landing.ts COUNTERS « 10000+ rendez-vous pris »",
  },
  {
    q: "quand elle repond, elle dit le nom de notre clinique ou le nom OptimAIte?",
    expect: { any: [/au nom de votre clinique/, /nom de votre clinique/] },
    source: "optimaite/fr/faq.ts « elle accueille les appelants au nom de votre clinique »",
  },
  {
    q: "On a une clinique a Gatineau pis une a Calgary, les fuseaux horaires sont-tu gérés?",
    expect: { any: [/fuseaux? horaires?/] },
    source: "optimaite/fr/integrations.ts Calendly « Gestion des fuseaux horaires »",
  },
  {
    q: "ou je peux lire votre politique de confidentialite au complet",
    expect: { link: "/fr/confidentialite" },
    source: "optimaite/fr/privacy.ts (/fr/confidentialite, slugs.ts /privacy → /confidentialite)",
  },
  {
    q: "je veux voir la liste complete des plateformes que vous supportez",
    expect: { link: "/fr/integrations" },
    source: "optimaite/fr/frame.ts OPTIMAITE_NAV « Intégrations » (/integrations)",
  },
  {
    q: "Vous travaillez avec quels genres de cliniques exactement?",
    expect: { all: [/lasik|chirurgie plastique/, /dermatolog|dentaire|medispa/] },
    source:
      "optimaite/fr/services.ts SPECIALTIES (chirurgie plastique, LASIK, chirurgie esthétique, cliniques esthétiques, dentaires, dermatologie, médispas, bien-être)",
  },
  {
    q: "on a pas de logiciel de reservation, on note tout dans un agenda. ca marche pareil?",
    expect: { any: [/google (agenda|calendar)/] },
    source:
      "optimaite/fr/integrations.ts Google Calendar « Réserve directement dans Google Agenda, pour les cliniques sans logiciel de réservation »",
  },
];
