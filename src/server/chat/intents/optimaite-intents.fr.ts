import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_INTEGRATIONS_FR } from "@shared/content/optimaite/fr/integrations";
import { OPTIMAITE_LANDING_FR } from "@shared/content/optimaite/fr/landing";
import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "@shared/content/optimaite/fr/legal-notice";
import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import { formatWholeNumber } from "@shared/i18n/format";
import type { RoiInputs, RoiResult } from "@shared/roi";
import { fr as emailWording } from "../../leads/wording/fr";
import { localizedHref } from "../chat-pack";
import type { ChatLink } from "./intent";
import { localeFormat } from "./locale-format";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { OPTIMAITE_FACTS, OPTIMAITE_INTENT_ORDER } from "./optimaite-facts";
import {
  beyondBasicsCard,
  calculatorDataParagraph,
  cancelledCalendarLine,
  contactSentences,
  countersSentence,
  customIntegrationSentences,
  faqAnswer,
  faqItem,
  featureCard,
  heroSentence,
  hostingParagraph,
  leadFormsParagraph,
  lowerFirst,
  manageLinkLabel,
  publisherLines,
  retentionParagraphs,
  rightsParagraphs,
  roiDisclaimer,
  specialtiesSentence,
  stillWorthIt,
  supportAfterLaunch,
  testimonialAuthors,
  testimonialSaying,
  testimonials,
  upsellCards,
  whyChooseUsCard,
  withoutStop,
} from "./page-sentences";
import { namingAPlatform, platformIntents, severalLocationsIntent } from "./platform-intents";
import { setupStepIntent } from "./setup-step-intents";
import { specialtyIntents, withSpecialties } from "./specialty-intents";

const href = (path: string) => localizedHref(path, "optimaite", "fr");
const DEMO: ChatLink = { label: "Réserver une démo gratuite", href: href("/optimaite?demo=open") };
const CALCULATOR: ChatLink = { label: "Ouvrir le calculateur de RSI", href: href("/optimaite#roi-calculator") };
const INTEGRATIONS: ChatLink = { label: "Voir toutes les intégrations", href: href("/integrations") };
const FAQ: ChatLink = { label: "Lire la FAQ", href: href("/faq") };
const SERVICES: ChatLink = { label: "Voir ce qu'elle fait", href: href("/details") };
const PRIVACY: ChatLink = { label: "Politique de confidentialité", href: href("/privacy") };
const CONTACT: ChatLink = { label: "Nous joindre", href: href("/optimaite?contact=open") };

const { list } = localeFormat("fr");
/** What OptimAIte is, as the home page says it: its hero and its 24/7 answering card. */
const whatItIs = () =>
  `${heroSentence(OPTIMAITE_LANDING_FR)} ${featureCard(OPTIMAITE_LANDING_FR, "24/7 call answering", "\u00a0: ")}`;
const SOFTWARE = /\b(logiciels?|dme|plateformes?|systemes? de (reservation|gestion|rendez-vous)|integr\w*)\b/;
/** "Elle va connaître nos prix pis notre politique d'annulation?": the clinic's own ways, not OptimAIte's price. */
const CLINIC_OWN_WAYS =
  /(connai|conna|\bsai[st]\b|savoir|saura|form[eé]|appren|entrain|program|configur|personnalis|\bdire\b|\bdonner\b|annonc|communiqu|\bprendre\b|adopt|imit|copi)\w*.{0,60}\b(nos|mes|notre|ma|mon) (prix|tarifs|services|soins|traitements|politiques?|horaires|regles|procedures|facons?( de parler)?|ton|style)\b/;
const PLATFORM = namingAPlatform(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS).source;
/** "Le forfait Mindbody d'un client": a booking platform's packages (its card's "Vérification des forfaits"), not a price. */
const PLATFORM_PACKAGES_ASIDE = new RegExp(
  `^(?!.*(\\b(forfaits?|abonnements?)\\b.*${PLATFORM}|${PLATFORM}.*\\b(forfaits?|abonnements?)\\b))`,
);
/**
 * "Où" once accents are gone is also "ou" (or): it asks where only where French puts the question word: first, last,
 * after "c'est", "est" or "êtes", or before a verb ("où ça se passe", "ou est-ce que"). "Gratis ou ben un engagement?" is "or".
 */
const WHERE =
  /(^|[.?!]\s*)ou\b|\bou\s*\?*$|\b(c'est|est|etes|sont|sera|serait)(-tu)?\s+ou\b|\bou\s+(se|ca|c'est|est|sera|a lieu|aura|va|vont|faut|dois|doit|on|je|j')\b/;
/** Amounts in US dollars as Quebec writes them: "21 955 $ US". */
const usd = (value: number) => `${formatWholeNumber(value, "fr")}\u00a0$\u00a0US`;
const inputsOf = (d: RoiInputs) =>
  `${d.callsPerDay} appels par jour, ${d.missedCallRate}\u00a0% d'appels manqués, ${d.lostLeadRate}\u00a0% de ces appelants perdus, ${usd(d.revenuePerClient)} par client et une réceptionniste à ${usd(d.receptionistCost)} par mois`;
const monthly = (r: RoiResult) =>
  `${usd(r.monthlyROI)} par mois : ${usd(r.recoveredRevenue)} de revenus récupérés et ${usd(r.laborSavings)} d'économies sur la réception, soit ${usd(r.annualROI)} par année`;

/** "Avez-vous des témoignages?", "des vrais résultats de cliniques qui l'utilisent?"; not "à votre avis". */
const TESTIMONIAL_WORDS =
  /\btemoign\w*|\bavis (de |des )?(clients?|patients?|cliniques?|utilisateurs?)\b|\b(vos|des|les) avis\b(?! (sur|de) (la|le|les|mon|ma|notre))|\breferences?\b(?! (de|des|d.) (medecins?|docteurs?|professionnels?|cliniques?))|clients? (satisfaits?|contents?)|(vrais|reels|concrets) resultats|resultats (reels|concrets)|(cliniques|clients|gens) qui (l.|les? )?utilis/;
/** "La chirurgienne plasticienne, elle dit quoi?": a testimonial's author, named as the page names her, and what she says. */
const AUTHOR_SAYS = new RegExp(
  `\\b(${testimonialAuthors(OPTIMAITE_LANDING_FR)})\\w*\\b.{0,60}\\b(dit|disait|dire|raconte|racontait|pense|pensait)\\b`,
);

/** OptimAIte's questions in Quebec French (formal "vous"), answered from the same facts as in English. */
const TEXTS: IntentTexts<typeof OPTIMAITE_FACTS> = {
  hosting: {
    when: [
      /heberg|serveur|dans quel pays|\b(donn?ees|renseignements|infos?|informations)\b.{0,60}\b(re)?vend(ez|ent|re|u|us|ues|ons)?\b|\b(re)?vend(ez|ent|re|u|us|ues|ons)?\b.{0,40}\b(donn?ees|renseignements|infos?|informations)\b|\bqui\b.{0,30}\b(lit|lire|lisent|voit|voir|voient|consulte\w*|a acces|ont acces)\b.{0,60}\b(formulaires?|demandes?|messages?|ce que j.(ecri|envoi)\w*)\b|vend\w*.*(donnees|renseignements|\binfos?\b|informations)|\bou (sont|vont|se trouvent)\b.*(donnees|renseignements)|\bou\b.*(donnees|renseignements).*(stock|conserv|garde)/,
    ],
    text: () => hostingParagraph(OPTIMAITE_PRIVACY_FR),
    links: [PRIVACY],
  },
  "my-data": {
    when: [
      // "Comment effacer mes infos?", "supprimez mon compte": the visitor's own data, not the patients'.
      /^(?!.*\bpatients?\b)/,
      // A complaint about one's data goes to the page's authority (PFPDT); a caller's complaint is a transferred call.
      /\b(supprim|supp?ress?ion|effac|detrui|retir|enlev|corrig|export|acced)\w*.{0,30}\b(donn?ees|renseignements|infos?|informations|compte|courriel|coordonnees)\b|\b(donnees|renseignements|infos?|informations|coordonnees)\b.{0,20}\bdispar\w*|\b(supprim|effac|detrui|retir|enlev)\w*.{0,30}\bce que j.ai (mis|ecrit|envoye|entre|rempli)\b|\b(supprim|effac|detrui)\w*.{0,40}\b(sur moi|me concern\w*|mes traces)\b|droit (a l.oubli|d.acces)|\b(plainte|plaindre|recours)\b.{0,60}\b(donnees|vie privee|renseignements|confidentialite)\b|\b(donnees|vie privee|renseignements|confidentialite)\b.{0,60}\b(plainte|plaindre|recours)\b/,
    ],
    text: () =>
      rightsParagraphs(
        OPTIMAITE_PRIVACY_FR,
        `Pour ce faire, écrivez-nous par le formulaire «\u00a0${OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.contact.title}\u00a0».`,
      ),
    links: [PRIVACY, CONTACT],
  },
  retention: {
    // "Mes infos restent combien de temps?", "le chatbot, vous gardez ce que j'écris?": the retention section. A cookie
    // choice's six months are in the cookies' section, which the search finds.
    when: [
      /^(?!.*\b(temoins?|cookies?|banniere)\b)/,
      /\b(gard|conserv|rest(ent|e)|stock|efface|supprim)\w*.{0,60}\b(combien de temps|longtemps|duree|jusqu.a quand)\b|\b(combien de temps|longtemps|duree|jusqu.a quand)\b.{0,60}\b(gard|conserv|rest(ent|e)|stock|efface|supprim)\w*|\b(chat|chatbot|assistant|clavardage)\b.{0,40}\b(gard|conserv|enregistr|stock)\w*|\b(gard|conserv|enregistr|stock)\w*.{0,40}\b(questions|ce que j.ecri\w*)\b/,
    ],
    text: () => retentionParagraphs(OPTIMAITE_PRIVACY_FR),
    links: [PRIVACY],
  },
  "move-demo": {
    when: [
      /demo|ma reservation|mon rendez-vous|ma rencontre/,
      /(?<!\b(me|nous|se|te) )deplac|\bchang\w*|conflit d.horaire|modifi|report|repouss|remettre|reprogramm|resched|decal|autre (moment|heure|jour|date)|annul|laisser tomber|(pas|pus|plus) (venir|y aller|y assister|etre la|disponible)/,
    ],
    text: () =>
      `Inutile de réserver une nouvelle démo : votre courriel de confirmation contient un lien privé, sous «\u00a0${manageLinkLabel(emailWording)}\u00a0». Ouvrez-le et choisissez un autre moment; votre invitation de calendrier est mise à jour. La même page annule la démo si vous ne pouvez pas y assister; le courriel «\u00a0${emailWording.meeting.subject.cancelled("")}\u00a0» vous le confirme : ${lowerFirst(cancelledCalendarLine(emailWording))}`,
    links: [],
  },
  "demo-reminder": {
    // "Vais-je avoir un rappel avant la démo? J'oublie tout, moi."
    // "… une invitation pour mon calendrier Outlook?": the confirmation email's attachment, which the answer gives too.
    when: [/demo|rencontre avec vous/, /\brappels?\b(?! (a|au|aux)\b)|\boubli\w*|\binvitation\b|\boutlook\b|\bical\b/],
    text: (f) =>
      `Oui : ${f.hours}\u00a0heures avant la démo, un courriel de rappel vous est envoyé («\u00a0${emailWording.meeting.subject.reminder("…")}\u00a0»), si vous l'avez réservée plus de ${f.hours}\u00a0heures à l'avance. Votre courriel de confirmation porte aussi, en pièce jointe, l'invitation pour votre calendrier.`,
    links: [],
  },
  "demo-next": {
    // "J'ai rempli le formulaire pour la démo tantôt, là il se passe quoi?"
    when: [
      /\b(j.ai|on a|nous avons|je viens d.|on vient d.)\s?(deja |juste )?(rempli|envoye|soumis|reserve|booke|demande|fait)\w*\b.{0,40}\b(demo|formulaire)\b|\bapres (avoir )?(reserve|rempli|envoye|booke)\b|\bune fois (le|la|ma|mon|notre) (formulaire|demande|demo)\b.{0,30}\b(rempli|envoye|soumis|reserve|booke)\w*|\bsi (je|on|nous) (reserve|remplis|envoie|booke|soumets)\w*\b.{0,30}\b(demo|formulaire)\b/,
      /se passe quoi|qu.est.ce qui se passe|(et|pis) (maintenant|apres|ensuite)|la suite|prochaine etape|j.attends|nouvelles de vous|quand (est-ce que )?(vous|allez-vous)|vous allez me (rappeler|contacter|joindre|revenir)|vous me (revenez|rappelez|contactez)|dans quel delai|recontact\w*|(pas|aucune?s?) (eu )?(de )?nouvelles|toujours rien|pas (eu )?de (retour|reponse)/,
    ],
    text: () =>
      `${OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText} Votre courriel de confirmation contient un lien privé, sous «\u00a0${manageLinkLabel(emailWording)}\u00a0», pour déplacer ou annuler la démo.`,
    links: [],
  },
  "demo-emails": {
    // "Est-ce que je vais recevoir un courriel après ma demande de démo?", "le courriel qui confirme ma démo, il y a quoi?"
    when: [
      /demo/,
      /\b(courriels?|e-?mails?|mails?)\b/,
      /^(?!.*\b(deplac|chang|annul|report|oubli|rappel|supprim|effac)\w*)/,
    ],
    text: (f) =>
      `Votre demande envoyée, le courriel «\u00a0${emailWording.demoConfirmation.subject}\u00a0» vous le confirme : ${lowerFirst(emailWording.demoConfirmation.lines[1] ?? "")} Une fois la démo fixée, le courriel «\u00a0${emailWording.meeting.subject.booked("…")}\u00a0» en donne la date et l'heure, la durée (${emailWording.meeting.length(f.minutes)}), le ${lowerFirst(emailWording.meeting.place.video("…").replace(/\s*:.*$/, ""))} ou le numéro à composer, et le lien «\u00a0${manageLinkLabel(emailWording)}\u00a0»; ${lowerFirst(emailWording.meeting.lines.booked("…")[1] ?? "")} Si vous avez utilisé le calculateur, votre estimation y figure en dollars américains (${emailWording.usd(0).replace(/^[\d\s\u00a0]+/, "")}).`,
    links: [DEMO],
  },
  "demo-form": {
    // "C'est quoi les infos obligatoires à remplir pour booker la démo?"
    when: [
      /demo|formulaire (de )?(contact|reservation)/,
      // "Mes infos restent combien de temps?" asks how long they are kept (the privacy page's retention).
      /^(?!.*\b(combien de temps|rest(ent|e)|gard|conserv|duree)\b)/,
      /\b(infos?|informations|renseignements|champs?|coordonnees)\b|\ba remplir\b|obligatoire|(demand|fourni|donn)\w* comme/,
    ],
    text: () => leadFormsParagraph(OPTIMAITE_PRIVACY_FR),
    links: [DEMO, PRIVACY],
  },
  "calculator-at-demo": {
    // "Mon calcul, vous l'aurez à la démo?", "les chiffres que j'entre dans le calculateur, vous les conservez?"
    when: [
      /demo|rencontre avec vous|(conserv|gard|stock|enregistr)\w*|en faites quoi|faites quoi avec/,
      /calcul|\brsi\b|\broi\b|rendement|estimation/,
    ],
    text: () => calculatorDataParagraph(OPTIMAITE_PRIVACY_FR),
    links: [DEMO, CALCULATOR],
  },
  "demo-length": {
    when: [/demo|rencontre avec vous/, /combien de temps|duree|dure\b|durer|minutes|longue/],
    text: (f) =>
      `La démo dure ${f.minutes}\u00a0minutes (${emailWording.meeting.length(f.minutes)}), par visioconférence ou par téléphone. Ce n'est pas la mise en place : celle-ci vient après, si vous allez de l'avant.`,
    links: [DEMO],
  },
  "demo-place": {
    when: [
      // "pas envie de faire une démo, je vous écris où?": someone who wants no demo asks for another way.
      /^(?!.*\b(pas (envie|besoin|le temps)|sans) (de |d.)?(faire |booker |reserver |passer par )?(une |la )?demo)/,
      /^(?!.*\b(mentions legales|politique de confidentialite)\b)/,
      /demo|rencontre avec vous/,
      new RegExp(
        `${WHERE.source}|video|visio|zoom|teams|google meet|telephone|en personne|en ligne|sur place|se fait|se passe|lieu|quelque part|\\b(me|nous|se) deplac`,
      ),
    ],
    text: (f) =>
      `La démo de ${f.minutes}\u00a0minutes se fait par visioconférence ou par téléphone, selon le moment choisi : votre courriel de confirmation et votre invitation de calendrier donnent le lien de la visioconférence («\u00a0${emailWording.meeting.place.video("…").replace(/\s*:.*$/, "")}\u00a0») ou le numéro à composer («\u00a0${emailWording.meeting.place.phone("…").replace(/\s*:.*$/, "")}\u00a0»).`,
    links: [DEMO],
  },
  "person-or-machine": {
    // "C'est-tu une vraie personne qui répond au téléphone ou un robot?"
    when: [
      /\b(vraie? personne|humain|etre humain)\b.{0,60}\bou\b.{0,15}\b(robot|ia|machine|ordinateur|intelligence artificielle)\b|\b(robot|ia|machine)\b.{0,15}\bou\b.{0,30}\b(vraie? personne|humain)\b/,
    ],
    text: whatItIs,
    links: [SERVICES, DEMO],
  },
  "clinic-knowledge": {
    // "Ça va sonner comme un robot ou comme ma clinique?": the FAQ's "Peut-elle parler comme ma clinique?".
    when: [
      // "C quoi OptimAIte? un robot qui répond au tel?" asks what it is; a patient in a panic is an urgent call.
      /^(?!.*\b(c|c.est|cest) quoi\b)/,
      /^(?!.*\b(urgen\w*|panique\w*|complications?|detresse|crise|911)\b)/,
      new RegExp(
        `${CLINIC_OWN_WAYS.source}|\\b(demandent|demande|posent|veulent savoir)\\b.{0,30}\\b(prix|tarifs?)\\b.{0,80}\\b(repond\\w*|dire|sai\\w*|savoir)\\b|\\bse present\\w* (comme|avec|au nom|sous)\\b|\\bdecroch\\w*|\\bnom de (notre|ma|mon) (centre|clinique|cabinet|bureau)|\\brobot|\\b(sonn|parl)\\w* comme (un|une|ma|mon|notre|nous|nos)\\b`,
      ),
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "Can it sound like my practice?"),
    links: [FAQ],
  },
  contact: {
    when: [
      // "Nos patients VIP veulent parler à une vraie personne": a transferred call, not the visitor's contact form.
      /^(?!.*\b(nos|mes|les|des|vos) (patients?|patientes?|appelants?|clients?|clientes?)\b.{0,40}\b(parl|vraie personne|humain|quelqu.un))/,
      // "Comment je fais pour parler à quelqu'un chez vous?": the visitor, not a patient ("Un patient peut-il
      // parler à un humain?" is a transferred call).
      /puis-je parler|(?<!(notre|nos|mon|mes) )numero de telephone|vous appeler|votre numero|je (veux|voudrais|souhaite|aimerais) parler|vraie personne|etre humain|quelqu.un de (votre|l.)equipe|vous (re)?joindre|vous contact\w*|\bse parler\b|parler au telephone|rappelez[- ]moi|\bme rappeler\b(?!.{0,15}\b(mes|les|des|de|du|le|la)\b)|contacter (votre|l.)equipe|repond\w* en combien|combien de temps.*(repond|reponse)|si je vous ecris|delai de reponse|(poser|envoyer|ecrire) (une |ma |mes |un )?(questions?|message|courriel) (par|en) (courriel|e-?mail|ecrit)|vous (me |nous )?(revenez|reviendrez)|(me|nous) revenir|vous ecrire|\bvous ecri\w* ou\b|\bou (est-ce que )?(je )?(peux |dois )?vous ecrire\b|^(?!.*\b(patients?|appelants?)\b).*\b(parler|jaser|discuter) (a|avec) (quelqu.un|une personne|un humain|un etre humain|un vendeur|un conseiller)\b/,
    ],
    text: () => contactSentences(OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS, "le formulaire de contact", "\u00a0: "),
    links: [CONTACT, DEMO],
  },
  address: {
    when: [
      /(etes|sont)[- ]vous (situes|bases|installes)|\bsitues ou\b|vous etes ou\b|\bou etes[- ]vous\b|((avez|as)[- ]vous|vous avez) (un|des) (bureaux?|locaux)|\bvos locaux\b|votre adresse|vos bureaux|ou se trouve(nt)? (votre|vos) (entreprise|bureau)|siege social|\bediteur\b|nom (legal )?de (la|votre|l.) ?(compagnie|entreprise|societe)|nom legal|raison sociale|qui publie|(infos?|informations) legales|mentions legales|qui est derriere|coordonnees officielles/,
    ],
    text: () =>
      `${publisherLines(OPTIMAITE_LEGAL_NOTICE_FR)} L'adresse, le courriel et le numéro de téléphone de notre entreprise figurent dans les mentions légales. Pour nous parler, le formulaire de contact reçoit une réponse dans les 24 heures.`.trim(),
    links: [{ label: "Mentions légales", href: href("/legal-notice") }, CONTACT],
  },
  testimonials: {
    // "Avez-vous des témoignages?", "des vrais résultats de cliniques qui l'utilisent?"; not "à votre avis", nor "combien
    // de cliniques l'utilisent" (their number).
    when: [/^(?!.*\bcombien\b)/, new RegExp(`${TESTIMONIAL_WORDS.source}|${AUTHOR_SAYS.source}`)],
    text: () => testimonials(OPTIMAITE_LANDING_FR, (quote) => `«\u00a0${quote}\u00a0»`, "\u00a0: "),
    links: [{ label: "OptimAIte", href: href("/optimaite") }, DEMO],
  },
  hipaa: {
    when: [
      // "Comment supprimer mes données?" asks for the privacy page's rights, not the clinics' compliance.
      /^(?!.*\b(supprim|effac|corrig|export)\w*)/,
      /hipaa|\bbaa\b|lprpde|pipeda|loi 25|conform|securi|enregistr\w* (des|de|d.) appels|appels? (sont |seront )?enregistr|chiffrement|chiffrees?\b|crypt|confidentialit|vie privee|(donnees|renseignements|\binfos?\b|informations).{0,60}\b(patients?|sante|medica\w*|prote\w*|stock\w*|conserv\w*|partag\w*|vend\w*|garde\w*|sensibles?|personnel\w*|perso)\b|\b(patients?|sante|medica\w*|sensibles?|personnel\w*)\b.{0,30}(donnees|renseignements)|loi (federale|canadienne|quebecoise)|\bdossiers? (de |des |d.)?(mes |nos |vos )?patients\b|qui (a|aura|peut avoir) acces|registre des acces|journa(l|ux) (d.)?(acces|audit)/,
    ],
    text: () => faqItem(OPTIMAITE_FAQ_FR, "Is OptimAIte HIPAA and PIPEDA compliant?"),
    links: [FAQ],
  },
  "our-figures": {
    // "Vous êtes combien de cliniques à l'utiliser, et vous répondez à quel pourcentage des appels?", "vos chiffres?"
    when: [
      /^(?!.*\b(nos|mes|notre|ma|mon) (appels|rendez-vous|rdv|resultats|chiffres|stats|statistiques)\b)/,
      // The site's own visit statistics are the privacy page's; the calculator's assumptions are its own.
      /^(?!.*\b(frequentation|visites?|visiteurs?|navigat\w*|manques?|perdus?|recuper\w*|rattrap\w*|raccroch\w*|boite vocale)\b)/,
      /\b(vos|tes) (chiffres|stats|statistiques|resultats|performances?)\b|\bresultats chiffres\b|\bpourcentage\b|\bsur 100 appels\b|\btaux de reponse\b|\b\d+ ?%.{0,60}\b(veut dire|signifie)\b|\bcombien (de |d.)(cliniques|appels|rendez-vous)\b.{0,40}\b(vous|optimaite|utilis\w*|trait\w*)\b/,
    ],
    text: () => `${countersSentence(OPTIMAITE_LANDING_FR, "fr")} ${specialtiesSentence(OPTIMAITE_LANDING_FR, "fr")}`,
    links: [{ label: "OptimAIte", href: href("/optimaite") }, DEMO],
  },
  reports: {
    // "Est-ce que j'ai des rapports sur les appels?", "je vais-tu pouvoir voir combien d'argent l'IA nous a rapporté?";
    // not "combien d'appels vous traitez" (the home page's counters).
    when: [
      /^(?!.*\bvous (traitez|prenez|gerez|repondez|recevez)\b)/,
      // The site's own visit statistics are the privacy page's.
      /^(?!.*\b(frequentation|visites?|visiteurs?|identifiant de visite|navigat\w*|banniere|consent\w*|temoins?|cookies?)\b)/,
      /\b(?<!par )rapports?\b(?! (a|au|aux|avec)\b)|statisti|\bstats?\b|tableau de bord|dashboard|(voir|suivre|savoir|mesurer)\b.{0,30}\bcombien\b.{0,60}\b(rapporte|ramene|genere|book\w*|pris)\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING_FR, "Analytics", " : ")} ${beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Practice analytics", " : ")}`,
    links: [SERVICES, DEMO],
  },
  "replace-staff": {
    // "J'ai déjà une réceptionniste qui travaille fort, ça va-tu la remplacer?"
    when: [
      /\bremplac\w*\b.{0,40}\b(receptionnistes?|secretaires?|adjointes?|personnel|equipe|employee?s?|staff|filles? (a|de) l.accueil)\b|\b(receptionnistes?|secretaires?|adjointes?|personnel|equipe|employee?s?|staff)\b.{0,60}\bremplac\w*/,
    ],
    text: () =>
      `${whyChooseUsCard(OPTIMAITE_SERVICES_FR, "Lower staffing costs", "\u00a0: ")} ${whyChooseUsCard(OPTIMAITE_SERVICES_FR, "Never miss a call", "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  confirmations: {
    // "Après avoir réservé au téléphone, nos clients reçoivent-ils une confirmation?": the patient's text, not the demo's email.
    when: [
      /^(?!.*\bdemo)/,
      /\b(patients?|patientes?|clients?|clientes?|appelants?|clientele)\b.{0,80}\bconfirm\w*|\bconfirm\w*.{0,60}\b(patients?|patientes?|clients?|clientes?)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING_FR, "SMS confirmations", "\u00a0: "),
    links: [SERVICES],
  },
  waitlist: {
    // "La plage reste vide, personne a le temps d'appeler la liste de gens qui attendent." A named platform's
    // waitlist is its card's.
    when: [
      new RegExp(`^(?!.*${PLATFORM})`),
      /\bliste d.attente\b|\bliste (de|des) (gens|patients?|clients?|personnes) qui attend\w*|\bwait-?list\w*|\bplages? (reste |restent )?(vides?|libres?|liberees?)\b|\b(combl|rempl)\w* (les |la |une |des )?(plages?|trous?|annulations?|places? libres?)\b/,
    ],
    text: () =>
      `${beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Revenue optimization", "\u00a0: ")} ${featureCard(OPTIMAITE_LANDING_FR, "Smart reminders", "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  "no-shows": {
    // "Y a tellement de monde qui se pointe pas à leur rendez-vous": the no-shows, without the word.
    when: [
      /\b(se pointe|se presente|vien|venu)\w* pas\b|\bpas (se pointer|se presenter|venir|venu\w*|presente\w*)\b|\boubli\w* (leur|leurs|son|sa|ses|les|le) (rdv|rendez-vous|rendezvous)\b|\b(rdv|rendez-vous|rendezvous) (manques|rates|oublies)\b|\blapins?\b|\bno.?shows?\b/,
    ],
    text: () =>
      `${featureCard(OPTIMAITE_LANDING_FR, "Smart reminders", "\u00a0: ")} ${testimonialSaying(OPTIMAITE_LANDING_FR, "no-shows", (quote) => `«\u00a0${quote}\u00a0»`, "\u00a0: ")}`,
    links: [SERVICES, DEMO],
  },
  "patient-retention": {
    // "Peut-elle relancer mes clients pas revenus depuis 6 mois?", "leur examen annuel, plusieurs oublient".
    when: [
      /\brelanc\w*|\bfaire revenir\b|\b(pas|plus|jamais) (re)?venus?\b|\breviennent (pas|plus)\b|\brecalls?\b|\bfidelis\w*|\brappels? (de|aux) (6|six|12|douze) mois\b|\b(examen|suivi|visite)s? annuel/,
    ],
    text: () => beyondBasicsCard(OPTIMAITE_SERVICES_FR, "Patient retention", "\u00a0: "),
    links: [SERVICES, DEMO],
  },
  upsell: {
    // "Ça peut-tu proposer un peeling quand quelqu'un appelle pour du botox?", "suggérer un extra, un package?"
    when: [
      /\b(propos|sugger|vend|offr|recommand|pouss|pitch)\w*\b.{0,50}\b(autres? (traitements?|soins?|services?)|(traitements?|soins?|services?) (de plus|en plus|supplementaires?|complementaires?|additionnels?)|extras?|forfaits?|packages?|abonnements?|(affaires|choses|trucs|options|produits) (de plus|en plus|supplementaires?))\b|\b(propos|sugger|offr)\w*\b.{0,50}\b(en meme temps|du meme coup|autre chose)\b|\bventes? (complementaires?|additionnelles?|croisees?)\b|\bupsell\w*/,
    ],
    text: () => upsellCards(OPTIMAITE_LANDING_FR, OPTIMAITE_SERVICES_FR, "\u00a0: "),
    links: [SERVICES, DEMO],
  },
  "few-missed-calls": {
    when: [
      // Not the calculator given a zero: its answer, with its congratulations.
      /^(?!.*(calculat|\bzero\b|\b0 ?%))/,
      /\b(manqu\w*|rate|ratez|ratons|rates) (quasiment |presque |pratiquement |tres |vraiment |a peu pres )?(aucun|peu|pas beaucoup|jamais|rarement|pas d.appels?)\b|\b(repond\w*|prend\w*) (a |aux? )?(presque|quasiment|pratiquement) (tous|toutes|chaque)\b/,
    ],
    text: () => `${stillWorthIt(OPTIMAITE_LANDING_FR)} Le calculateur de rendement vous le montre avec vos chiffres.`,
    links: [CALCULATOR, DEMO],
  },
  "roi-estimate": {
    // "Les chiffres de votre calculateur, c'est-tu garanti?"
    when: [
      /calcul|\brsi\b|\broi\b|estimation/,
      /garanti|promesse|promet|fiable|exacte?s?\b|realiste|precis|engagement (de |des )?(resultats?|votre part)/,
    ],
    text: () => roiDisclaimer(OPTIMAITE_LEGAL_NOTICE_FR),
    links: [CALCULATOR, { label: "Mentions légales", href: href("/legal-notice") }],
  },
  roi: {
    when: [
      /\broi\b|\brsi\b|\d+ appels? par (jour|semaine|mois)|rendement|retour sur|econom|\bsauv(e|es|er|ez|ons|erais)\b|recuper|(?<!\b(pas|jamais|plus|sont|est|etre|soient|seront) )revenu|appels? manques|rentab|perd\w* (de |des |d.|du |en )?(l.)?(argent|revenus?|clients?|patients?|appels?|ventes?|\$|\d)|(argent|revenus?|clients?|patients?|appels?|ventes?|leads?) (qu.on |que (je|nous) )?perd|combien\b.{0,30}\b(perd|perds|perdons|perdez|perdu)\b|perte|vaut la peine|calculat\w*.*\b(comment|fonctionn\w*|marche|utilis\w*|ou)\b|calculat\w*.{0,40}\b(sort|donne|affiche|montre|resultats?)\b|\b(comment|fonctionn\w*|marche|utilis\w*|ou)\b.*calculat|calculat\w*.*\b(valeurs?|defaut|depart)\b|\b(entrer|saisir|inscrire|mettre)\b.{0,30}\bcalculat|\b(valeurs?|defaut)\b.*calculat/,
    ],
    text: ({ inputs, result }) =>
      `${inputs.missedCallRate === 0 ? `${OPTIMAITE_LANDING_FR.CALCULATOR.congratulations.title} ${OPTIMAITE_LANDING_FR.CALCULATOR.congratulations.text} ` : ""}Avec ${inputsOf(inputs)}, le calculateur montre ${formatWholeNumber(result.lostClients, "fr")} clients perdus et ${usd(result.lostRevenue)} de revenus perdus par mois; OptimAIte en récupère ${usd(result.recoveredRevenue)} et vous fait économiser ${usd(result.laborSavings)}, pour un RSI de ${monthly(result)}. ${OPTIMAITE_LANDING_FR.CALCULATOR.note} ${roiDisclaimer(OPTIMAITE_LEGAL_NOTICE_FR)} Entrez vos propres chiffres pour voir les vôtres.`,
    links: [CALCULATOR],
  },
  contract: {
    when: [
      /^(?!.*(demo|\bpatients?\b|\bclients?\b))/,
      /\bcontrats?\b|annul\w* (quand (je|on|nous) (veux|veut|voulons|voudrai\w*)|en tout temps|n.importe quand|a tout moment)|engag|resili|duree minimale|preavis|penalit|(annul|arret|mettre fin|termin\w*)\w*.{0,30}(abonnement|service|forfait)|(abonnement|service|forfait).{0,30}(annul|arret|mettre fin)/,
    ],
    text: (f) =>
      `Nos pages ne précisent pas la durée des contrats ni les conditions de résiliation. Le prix dépend de votre volume d'appels et de vos intégrations, et la démo gratuite vous donne une soumission exacte : posez-nous la question à ce moment-là, ou écrivez-nous, nous répondons dans les ${f.replyHours}\u00a0heures.`,
    links: [CONTACT, DEMO],
  },
  pricing: {
    when: [
      PLATFORM_PACKAGES_ASIDE,
      // "Chaque clinique a ses prix": the clinic's own prices, which the receptionist is trained on, not ours.
      /^(?!.*\b(nos|mes|ses|leurs|notre|son|sa) (propres )?(prix|tarifs)\b)/,
      // "Les patientes me demandent le prix du botox": what the clinic's callers ask, which it answers.
      /^(?!.*\b(demandent|demande|posent|veulent savoir|s.informent)\b.{0,30}\b(prix|tarifs?)\b)/,
      // "Vos plans", "un plan mensuel": the anglicism for a price plan.
      /\bcout|\bcoute|prix|tarif|combien (ca|ça|par)(?! (de |d.)?(minutes|temps|jours|heures|semaines|appels|rendez-vous|rdv))|c.est combien(?! (de |d.)(minutes|temps|jours|heures|semaines|appels|rendez-vous|rdv|cliniques))|\bfrais\b|abonnement|forfait|\bcher\b|factur|\b(vos|des|les|quels?|un) plans?\b|\bplans? (mensuel|annuel|de base)/,
    ],
    text: ({ inputs, result }) =>
      `Le prix dépend de votre volume d'appels et de vos intégrations; la démo gratuite vous donne une soumission exacte. À titre indicatif, avec les valeurs par défaut du calculateur (${inputsOf(inputs)}), une clinique récupère ${monthly(result)}.`,
    links: [DEMO, CALCULATOR],
  },
  support: {
    // "Une fois que c'est lancé, vous nous laissez-tu tout seuls?", "Avez-vous du soutien technique?"
    when: [
      /\blaiss\w*\b.{0,20}\bseul(e|s|es)?\b|\bdebrouill\w*|\blaiss\w* a (nous|moi)[- ]memes?\b|\b(quelqu.un|qqn) (nous|me) sui\w*|\bsi (ca|ça) accroche\b|\b(apres|une fois)\b.{0,40}\b(lancement|mise en (service|ligne)|lance|en ligne)\b.{0,40}\bsuivi\b|\b(quelqu.un|qqn) pour (nous|m.|me) aider\b|\bqui (m.|nous|va (m.|nous)) aide\w*|\b(brise|bris|panne|plante|ne (marche|fonctionne) plus)\b.{0,40}\bqui\b|\b(nous|me) laiss\w*(-tu)? tomber\b|\bvous (disparaiss\w*|disparait\w*|evapor\w*)|\b(personne|contact|interlocuteur|ressource|responsable|quelqu.un)s? (\w+ )?(techniques?|dedie\w*|attitre\w*)\b|\bfollow.?ups?\b|\bsupport\b|\bsoutien\b|\baccompagn\w*|service (apres-vente|a la clientele)/,
    ],
    text: () => supportAfterLaunch(OPTIMAITE_INTEGRATIONS_FR, OPTIMAITE_SERVICES_FR, "\u00a0: "),
    links: [INTEGRATIONS, SERVICES],
  },
  "patient-booking": {
    // "Un patient veut changer son rdv de mardi à jeudi, l'IA peut-tu le faire elle-même dans notre agenda?"
    when: [
      /\b(patients?|clients?|appelants?|clientele)\b.{0,40}\b(chang|deplac|report|annul|modifi|decal)\w*.{0,30}\b(rdv|rendez-?vous|rendezvous|reservations?)\b|\b(deplac|report|annul|modifi)\w* (les|des|un|son|leur|leurs) (rdv|rendez-?vous|rendezvous)\b/,
    ],
    text: () => featureCard(OPTIMAITE_LANDING_FR, "Appointment booking", "\u00a0: "),
    links: [SERVICES, INTEGRATIONS],
  },
  "setup-time": {
    when: [
      // "Du support après l'installation?" asks about the support, not the set-up's length; "vous le gardez combien de
      // temps?" asks how long something is kept (the privacy page), not the set-up's length.
      /^(?!.*\b(support|soutien|accompagn\w*)\b)/,
      /^(?!.*\b(gard|conserv|redemand)\w*)/,
      // Whole words: "relancer les patients" is not the launch.
      /\b(combien de temps|delai|mise en (place|service)|mettre en place|install|onboard|set.?up|setupp|implant|deploi|demarr|(etre|sera|serons|serez|soit|serait|mettre|mise?|est) en ligne|operationnel|lance\w*|lancement|commenc\w*|configur\w*|etapes?\b|processus|(parte|partir|passer|aller|etre) live|go live|\btester\b.{0,30}\bavant\b|\bessayer\b.{0,30}\bavant\b)/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "How long does implementation take?"),
    links: [DEMO],
  },
  specialties: {
    when: [
      /(types?|sortes?|genres?) de (cliniques?|cabinets?|pratiques?)|quell?e?s? (cliniques|cabinets|specialites)|specialit|combien de (cliniques|cabinets)|\b(pour|avec) (une|un|ma|mon|notre|nos|les|des) (clinique|cabinet|centre|bureau|pratique)s? (de\b|d.|du\b|des\b|en\b|[a-z]+(aire|ique|ale|ien|ienne)s?\b)/,
    ],
    text: () => specialtiesSentence(OPTIMAITE_LANDING_FR, "fr"),
    links: [SERVICES, DEMO],
  },
  integrations: {
    when: [
      /integr|connect|branch\w*|plateforme|logiciel|\bdme\b|dossier|agenda|calendrier|systeme de|fresha|vagaro|square|jane|mindbody|calendly|synchro/,
    ],
    text: (f) =>
      `OptimAIte prend les rendez-vous directement dans ${list(f.names, "et")}. ${customIntegrationSentences(OPTIMAITE_INTEGRATIONS_FR, "\u00a0: ")}`,
    // A custom integration is asked for through the contact form.
    links: [INTEGRATIONS, CONTACT],
  },
  "urgent-calls": {
    when: [
      /urgen|crise|detresse|\b911\b|complication|complex|compliqu|\bfache\w*|mecontent\w*|en colere|agressi\w*|\bse plaind\w*|(pas|pus|plus) capable|incapable|plainte|transf|humain|ne sait pas|(comprend|sait|connait) (pas|rien)|ne comprend|ne peut pas repondre|sans reponse|vraie personne|\b(patients?|appelants?|clients?)\b.{0,40}\bquelqu.un|escalad/,
    ],
    text: () => faqAnswer(OPTIMAITE_FAQ_FR, "What happens with urgent or complex calls?"),
    links: [SERVICES],
  },
  "what-it-does": {
    when: [
      // "Des plages de démo le soir?" asks about the demo's times, not the receptionist's hours.
      /^(?!.*\bdemos?\b)/,
      /que fait|qu.est.ce que (c.est|ca fait|vous faites|optimaite|elle fait|l.ia fait|votre)|(^\W*|\b(bonjour|allo|salut|bonsoir|optimaite|ca|ça|vous|votre (affaire|produit|service|solution|systeme|truc))\W+)c.est quoi(?! (qu|le|la|les|l.|un|une|des|votre|vos)\b)|\bc quoi optimaite|qui etes.vous|a quoi sert|sert a quoi|comment (ca|ça) (marche|fonctionne)|fonctionnalit|apres les heures|soir|fin de semaine|dimanche|samedi|\bferies?\b|\bnoel\b|saint-jean|temps des fetes|\bconges?\b|en dehors des heures|hors des heures|on ferme|(est|sont|sommes|on est) fermes?\b|fermeture|24 ?\/ ?7|voix|ressembl/,
    ],
    text: whatItIs,
    links: [SERVICES, DEMO],
  },
  demo: {
    when: [
      /demo|(?<!appel d.)essa[iy]\w*|\bvoir\b|parler (a|avec)|vous parler|joindre|contact|rencontr|(rendez-vous|rdv|appel|meeting) avec (vous|votre equipe)/,
    ],
    text: () =>
      `${withoutStop(OPTIMAITE_SERVICES_FR.DETAILS_CTA.text)} : nous vous montrons OptimAIte répondant aux appels d'une clinique comme la vôtre, avec votre estimation de RSI et une soumission. ${OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText}`,
    links: [DEMO],
  },
};

export const OPTIMAITE_INTENTS_FR = withSpecialties(
  withSpecialties(
    withSpecialties(
      localizedIntents(OPTIMAITE_INTENT_ORDER, OPTIMAITE_FACTS, TEXTS),
      [setupStepIntent(OPTIMAITE_SERVICES_FR.HOW_IT_WORKS, SERVICES, "\u00a0: ")],
      "setup-time",
    ),
    specialtyIntents(
      OPTIMAITE_SERVICES_FR.SPECIALTIES,
      SERVICES,
      // "Notre logiciel dentaire" asks about the software, not the specialty.
      new RegExp(`${namingAPlatform(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS).source}|${SOFTWARE.source}`),
    ),
    "roi",
  ),
  [
    ...platformIntents(OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS, INTEGRATIONS, "\u00a0: "),
    severalLocationsIntent(
      OPTIMAITE_INTEGRATIONS_FR.INTEGRATIONS,
      INTEGRATIONS,
      "\u00a0: ",
      /\b(plusieurs|deux|trois|quatre|cinq|six|[2-9]) (cliniques|succursales|emplacements|places|etablissements|sites|bureaux|locaux|points de service)\b|\bmulti-?(sites?|etablissements?|succursales?|cliniques?|emplacements?)\b/,
    ),
  ],
  // A named platform before the kinds of clinics ("Mindbody, pour notre centre de bien-être?").
  "specialties",
);
