import { OPTIMAITE_FAQ_FR } from "@shared/content/optimaite/fr/faq";
import { OPTIMAITE_LEAD_DIALOGS_FR } from "@shared/content/optimaite/fr/lead-dialogs";
import { OPTIMAITE_LEGAL_NOTICE_FR } from "@shared/content/optimaite/fr/legal-notice";
import { OPTIMAITE_PRIVACY_FR } from "@shared/content/optimaite/fr/privacy";
import {
  cookieChoiceParagraph,
  copyrightParagraph,
  hostingParagraph,
  publisherLines,
  retentionParagraphs,
  rightsParagraphs,
} from "../legal-page-sentences";
import type { IntentTexts } from "../localized-intents";
import type { OPTIMAITE_FACTS } from "../optimaite-facts";
import { contactSentences, faqItem } from "../page-sentences";
import { CONTACT, DEMO, FAQ, href, PRIVACY } from "./shared";

/** OptimAIte's questions in Quebec French about the visitor's data, the clinics' compliance, the company's address and how to reach it. */
export const PRIVACY_AND_CONTACT_INTENTS_FR = {
  hosting: {
    when: [
      /heberg|serveur|dans quel pays|\b(donn?ees|renseignements|infos?|informations|(adresses? )?(e-?)?mails?|courriels?)\b.{0,60}\b(re)?vend(ez|ent|re|u|us|ues|ons)?\b|\b(re)?vend(ez|ent|re|u|us|ues|ons)?\b.{0,40}\b(donn?ees|renseignements|infos?|informations|(adresses? )?(e-?)?mails?|courriels?)\b|\bqui\b.{0,30}\b(lit|lire|lisent|voit|voir|voient|consulte\w*|a acces|ont acces)\b.{0,60}\b(formulaires?|demandes?|messages?|ce que j.(ecri|envoi)\w*)\b|vend\w*.*(donnees|renseignements|\binfos?\b|informations)|\bou (sont|vont|se trouvent)\b.*(donnees|renseignements)|\bou\b.*(donnees|renseignements).*(stock|conserv|garde)/,
    ],
    text: () => hostingParagraph(OPTIMAITE_PRIVACY_FR),
    links: [PRIVACY],
  },
  "my-data": {
    when: [
      // "Comment effacer mes infos?", "supprimez mon compte": the visitor's own data, not the patients'.
      /^(?!.*\bpatients?\b)/,
      // A complaint about one's data goes to the page's authority (PFPDT); a caller's complaint is a transferred call.
      /\b(supprim|supp?ress?ion|effac|detrui|retir|enlev|corrig|export|acced)\w*.{0,30}\b(donn?ees|renseignements|infos?|informations|compte|courriel|coordonnees)\b|\b(donnees|renseignements|infos?|informations|coordonnees)\b.{0,20}\bdispar\w*|\b(supprim|effac|detrui|retir|enlev)\w*.{0,30}\bce que j.ai (mis|ecrit|envoye|entre|rempli)\b|\b(supprim|effac|detrui)\w*.{0,40}\b(sur moi|me concern\w*|mes traces)\b|droit (a l.oubli|d.acces)|\b(plainte|plaindre|recours|litiges?)\b.{0,60}\b(donnees|vie privee|renseignements|confidentialite)\b|\bsaisir (la )?(cnil|cai)\b|\b(cnil|commission d.acces a l.information)\b|\b(donnees|vie privee|renseignements|confidentialite)\b.{0,60}\b(plainte|plaindre|recours)\b/,
    ],
    text: () =>
      rightsParagraphs(
        OPTIMAITE_PRIVACY_FR,
        `Pour ce faire, écrivez-nous par le formulaire «\u00a0${OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS.contact.title}\u00a0».`,
      ),
    links: [PRIVACY, CONTACT],
  },
  "cookie-choice": {
    // "Le consentement aux cookies est gardé combien de temps avant que le bandeau revienne?"
    when: [
      /\b(temoins?|cookies?|banniere|bandeau|consentement|choix)\b.{0,60}\b(combien de temps|longtemps|duree|jusqu.a quand|revien\w*|reappar\w*|redemand\w*|reposer? la question)|\b(combien de temps|jusqu.a quand)\b.{0,60}\b(temoins?|cookies?|banniere|bandeau)\b|\b(chang|modifi|retir|revien)\w*.{0,30}\b(mon|ma|le) (choix|consentement)\b.{0,40}\b(temoins?|cookies?|banniere|bandeau)?/,
    ],
    text: () => cookieChoiceParagraph(OPTIMAITE_PRIVACY_FR),
    links: [PRIVACY],
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
  hipaa: {
    when: [
      // "Comment supprimer mes données?" asks for the privacy page's rights, not the clinics' compliance.
      /^(?!.*\b(supprim|effac|corrig|export)\w*)/,
      /hipaa|\bbaa\b|lprpde|pipeda|loi 25|conform|securi|enregistr\w* (des|de|d.) appels|appels? (sont |seront )?enregistr|chiffrement|chiffrees?\b|crypt|confidentialit|vie privee|(donnees|renseignements|\binfos?\b|informations).{0,60}\b(patients?|sante|medica\w*|prote\w*|stock\w*|conserv\w*|partag\w*|vend\w*|garde\w*|sensibles?|personnel\w*|perso)\b|\b(patients?|sante|medica\w*|sensibles?|personnel\w*)\b.{0,30}(donnees|renseignements)|loi (federale|canadienne|quebecoise)|\bdossiers? (de |des |d.)?(mes |nos |vos )?patients\b|qui (a|aura|peut avoir) acces|registre des acces|journa(l|ux) (d.)?(acces|audit)/,
    ],
    text: () => faqItem(OPTIMAITE_FAQ_FR, "Is OptimAIte HIPAA and PIPEDA compliant?"),
    links: [FAQ],
  },
  copyright: {
    // "Je peux-tu copier des bouts de texte de votre site?", "reproduire vos visuels dans mon article?"
    when: [
      /\b(copi\w*|reprodu\w*|reprendre|reutilis\w*|utiliser)\b.{0,40}\b(textes?|visuels?|images?|logos?|contenus?|extraits?|bouts? de texte)\b|\bdroits? d.auteur\b/,
    ],
    text: () => copyrightParagraph(OPTIMAITE_LEGAL_NOTICE_FR),
    links: [{ label: "Mentions légales", href: href("/legal-notice") }],
  },
  address: {
    when: [
      /(etes|sont)[- ]vous (situes|bases|installes)|\bsitues ou\b|vous etes ou\b|\bou etes[- ]vous\b|((avez|as)[- ]vous|vous avez) (un|des) (bureaux?|locaux)|\bvos locaux\b|votre adresse|vos bureaux|ou se trouve(nt)? (votre|vos) (entreprise|bureau)|siege social|\bediteur\b|nom (legal )?de (la|votre|l.) ?(compagnie|entreprise|societe)|nom legal|raison sociale|qui publie|(infos?|informations) legales|mentions legales|qui est derriere|coordonnees officielles/,
    ],
    text: () =>
      `${publisherLines(OPTIMAITE_LEGAL_NOTICE_FR)} L'adresse, le courriel et le numéro de téléphone de notre entreprise figurent dans les mentions légales. Pour nous parler, le formulaire de contact reçoit une réponse dans les 24 heures.`.trim(),
    links: [{ label: "Mentions légales", href: href("/legal-notice") }, CONTACT],
  },
  contact: {
    when: [
      // "Nos patients VIP veulent parler à une vraie personne": a transferred call, not the visitor's contact form.
      /^(?!.*\b(nos|mes|les|des|vos) (patients?|patientes?|appelants?|clients?|clientes?)\b.{0,40}\b(parl|vraie personne|humain|quelqu.un))/,
      // "Comment je fais pour parler à quelqu'un chez vous?": the visitor, not a patient ("Un patient peut-il
      // parler à un humain?" is a transferred call).
      /puis-je parler|(?<!(notre|nos|mon|mes) )numero de telephone|vous appeler|votre numero|je (veux|voudrais|souhaite|aimerais) parler|vraie personne|vrai humain|etre humain|quelqu.un de (votre|l.)equipe|vous (re)?joindre|vous contact\w*|\bse parler\b|parler au telephone|rappelez[- ]moi|\bme rappeler\b(?!.{0,15}\b(mes|les|des|de|du|le|la)\b)|contacter (votre|l.)equipe|repond\w* en combien|combien de temps.*(repond|reponse)|si je vous ecris|delai de reponse|(poser|envoyer|ecrire) (une |ma |mes |un )?(questions?|message|courriel) (par|en) (courriel|e-?mail|ecrit)|vous (me |nous )?(revenez|reviendrez)|(me|nous) revenir|vous ecrire|\bvous ecri\w* ou\b|\bou (est-ce que )?(je )?(peux |dois )?vous ecrire\b|^(?!.*\b(patients?|appelants?)\b).*\b(parler|jaser|discuter) (a|avec) (quelqu.un|une personne|un humain|un etre humain|un vendeur|un conseiller)\b/,
    ],
    text: () => contactSentences(OPTIMAITE_LEAD_DIALOGS_FR.LEAD_DIALOGS, "le formulaire de contact", "\u00a0: "),
    links: [CONTACT, DEMO],
  },
} satisfies Partial<IntentTexts<typeof OPTIMAITE_FACTS>>;
