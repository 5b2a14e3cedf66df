import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import { OPTIMAITE_SERVICES_FR } from "@shared/content/optimaite/fr/services";
import { fr as emailWording } from "../../../leads/wording/fr";
import { calculatorDataParagraph, leadFormsParagraph } from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { cancelledCalendarLine, lowerFirst, manageLinkLabel, withoutStop } from "../page-sentences";
import { CALCULATOR, DEMO, PRIVACY, WHERE } from "./shared";

/** OptimAIte's questions in Quebec French about the demo: what it is, its length and place, its form and emails, moving or cancelling it. */
export const DEMO_INTENTS_FR = {
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
  demo: {
    when: [
      /demo|(?<!appel d.)essa[iy]\w*|\bvoir\b|parler (a|avec)|vous parler|joindre|contact|rencontr|(rendez-vous|rdv|appel|meeting) avec (vous|votre equipe)/,
    ],
    text: () =>
      `${withoutStop(OPTIMAITE_SERVICES_FR.DETAILS_CTA.text)} : nous vous montrons OptimAIte répondant aux appels d'une clinique comme la vôtre, avec votre estimation de RSI et une soumission. ${OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.demo.successText}`,
    links: [DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;
