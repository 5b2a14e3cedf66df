import { type ChatPack, localizedHref } from "../chat-pack";
import { OPTIMAITE_INTENTS_FR } from "../intents/optimaite-intents.fr";

/**
 * Questions about the world rather than OptimAIte (weather, sports, news, outings, food, posting on social media, what
 * the public health insurance pays), or the other brand's subjects.
 */
const WORLD =
  /\bqui a gagne\b|\b(la|une|leur|sa) game\b|(?<!pour )\bfaire beau\b|\bbeau temps\b|\bpleuv\w*|\b(meteo|quel temps|temps fait|neige|temperature|hockey|football|soccer|baseball|basketball|match|score|recettes?|horoscope|(?<!(pas|aucune?s?|eu|de|vos|des|nos|mes|ses|leurs) )nouvelles(?! de vous)|actualite|bourse|restaurants?|restos?|brunchs?|poemes?|poesie|chansons?|blagues?|coupe du monde|coupe stanley|series eliminatoires|film|lamal|3e pilier|pilier 3a|frontaliers?|swisshack|impots?|declaration de revenus|declarations? d.impots?)\b|\bactions?\b.{0,30}\bachet|\bachet\w*.{0,20}\bactions?\b|\bpoutine\b|\b(ou|place pour|endroit pour) (aller )?manger\b|\b(poster|publier|publication\w*)\b.{0,20}\b(tiktok|instagram|facebook|reseaux sociaux)\b|\b(ramq|regie de l.assurance maladie)\b.{0,50}\b(rembours\w*|tarifs?|couvr\w*|couvert\w*|pai\w*)\b|\b(rembours\w*|tarifs?|couvr\w*|couvert\w*)\b.{0,50}\b(ramq|regie de l.assurance maladie)\b/;
/**
 * A visitor's own health ("J'ai mal au dos, qu'est-ce que je devrais prendre?"): not the receptionist's subject, and
 * no advice to give. A patient's call ("un patient qui a mal appelle") is: only the first person is refused.
 */
const PERSONAL_HEALTH =
  /\b(conseiller|recommander|suggerer|prescrire)\b.{0,20}\b(a|aux) (mes|nos) (patients?|patientes?|clients?|clientes?)\b|\bj.ai (mal|une douleur|des douleurs|de la fievre|la grippe|le rhume)\b|\bje (me sens|suis) (malade|mal)\b|\b(qu.est.ce que|quoi|quel medicament) (je )?(devrais|dois|peux)[- ](je )?prendre\b|\bje devrais prendre\b|\b(le|la|les|quel|quelle|quels|quelles) (meilleure?s?|mieux) (\w+ ){0,3}(pour|contre) (les |la |le |l.|mes |ma |mon )?(levres|peau|rides|visage|cheveux|acne|cernes|taches|cicatrices|dos)\b|\b(juvederm|restylane|botox|dysport|xeomin)\b.{0,30}\b(ou|vs|versus)\b.{0,30}\b(juvederm|restylane|botox|dysport|xeomin)\b|\b(sans danger|securitaire|dangereu\w*|risqu\w*)\b.{0,40}\b(grossesse|enceinte|allait\w*)\b|\ble meilleur traitement\b.{0,40}\bpour (la|le|les|l.)|\b(doses?|dosages?|posologie|unites)\b.{0,40}\b(botox|dysport|xeomin|juvederm|restylane|acide hyaluronique)\b|\b(combien|quelle dose|dose|posologie)\b.{0,40}\b(tylenol|advil|motrin|tempra|aspirine|acetaminophene|ibuprofene|comprimes?|pilules?|mg)\b|\b(mon|ma|mes) (gars|fils|fille|enfant|enfants|bebe|conjointe?|mari|femme|mere|pere)\b.{0,30}\b(fait|a|fait de la) (de la )?(fievre|grippe|rhume|toux)\b/;

/**
 * A patient who took this site for their clinic's ("annuler mon rendez-vous de nettoyage avec la Dre Tremblay"): a
 * named practitioner or a visit of their own, not a demo with us. The refusal says what the assistant is for.
 */
const PATIENT_OF_A_CLINIC =
  /\b(mon|ma) (rendez-vous|rendezvous|rdv|consultation|traitement|nettoyage|examen) (de|d.|chez|avec|pour)\b(?!.{0,20}\b(vous|votre|vos|equipe|optimaite|demo)\b)|\b(mon|ma)\b.{0,40}\b(avec|chez) (le |la )?(dre?|docteure?)\.? [a-z]{3,}/;

/**
 * Services the assistant does not give: writing for the visitor ("Écris-moi un courriel pour mes patients", "aide-moi à
 * rédiger"), choosing a brand, a supplier or a professional, the clinic's own IT (wifi, VPN).
 */
const NOT_OUR_SERVICE =
  /\baider a (rediger|ecrire|composer)\b|\b(conseill|recommand|sugger)\w*([- ](moi|nous))? (quel|quelle|quels|quelles|une?|des|la|le) (bonnes? |meilleure?s? )?(marques?|produits?|machines?|appareils?|fournisseurs?|modeles?)\b|\b(wifi|vpn|routeur|imprimante|pare-feu|antivirus|powershell)\b|\b(monter|faire|preparer|bâtir|batir)\b.{0,15}\bhoraires?\b.{0,20}\b(garde|personnel|employes|medecins)\b|\bhoraires? de garde\b|\b(scripts?|macros?)\b.{0,20}\b(pour|qui|en)\b|\b(conseill|recommand|sugger)\w*.{0,20}\b(un|une|des) (bons? |bonnes? |meilleure?s? )?(logiciels?|applications?|apps?|outils?) (de |d.)?(comptab\w*|paie|facturation|marketing|impots?)|\bsalaires?\b.{0,30}\b(moyens?|medians?|d.une?|des|du marche)\b|\b(tps|tvq|taxes? de vente)\b|\b(recommand|conseill|sugger|connai)\w*([- ](moi|nous))?\b.{0,20}\b(un|une|des) (bons? |bonnes? )?(comptables?|avocate?s?|notaires?|plombiers?|electriciens?|agences?|fournisseurs?|banques?|assureurs?)\b|\b(ecris|ecrivez|redige|redigez|compose|composez)[- ](moi|nous)\b|\bm.(ecrire|rediger|composer)\b/;

/** OptimAIte's assistant in French (Quebec, "vous"), for the /fr pages. */
export const OPTIMAITE_FR: ChatPack = {
  language: "fr",
  intents: OPTIMAITE_INTENTS_FR,
  answersEachQuestion: true,
  more: "En savoir plus\u00a0: ",
  offTopic: new RegExp(
    `${WORLD.source}|${PERSONAL_HEALTH.source}|${PATIENT_OF_A_CLINIC.source}|${NOT_OUR_SERVICE.source}`,
  ),
  askedOfUs:
    /\b(avez|offrez|proposez|fournissez|faites|supportez|acceptez)[- ]vous\b|\bvous (avez|offrez|proposez|fournissez|faites|supportez|acceptez)\b|\b(votre|vos)\b|\b(elle|l.ia|optimaite) (peut|sait|fait|gere|prend)(-elle)?\b/,
  aboutVisitorPrivacy: {
    when: /\bnavigateur|\btemoins?\b|\bcookies?\b|\bpixels?\b|\btraceurs?\b|\btracking\b|\bpub\b|publicit|\bgpc\b|global privacy|adresse ip|\bip\b|geolocalis|localisation|de quelle (ville|region)|d.ou je (viens|suis)|google (ads|analytics)|politique de confidentialite/,
    pages: [localizedHref("/privacy", "optimaite", "fr"), localizedHref("/legal-notice", "optimaite", "fr")],
  },
  closedQuestion:
    /^\s*(est-ce|est-elle|puis-je|peut-on|peut-elle|pouvez-vous|ai-je|suis-je|dois-je|faut-il|y a-t-il|avez-vous|offrez-vous|(ê|e)tes-vous)\b/i,
  yesPrefix: /^(oui|non)\s*[.,!:]\s*/i,
  versions: (names) =>
    `Oui : le site d'OptimAIte existe en ${names.join(" et ")}; choisissez la langue ci-dessous ou dans le menu du site.`,
  languages: (names) =>
    `OptimAIte est offert en ${names.join(" et ")} seulement; posez votre question dans l'une de ces langues.`,
  spokenLanguages: {
    about: /\b(receptionnistes?|ia|ai|bot|robot|elle|agente?|patients?|appels?|appelants?|telephone|au bout du fil)\b/,
    answer: (names) => ({
      text: `Nos pages ne précisent pas les langues que la réceptionniste parle au téléphone (le site, lui, est offert en ${names.join(" et ")}). Posez-nous la question : écrivez-nous ou réservez une démo gratuite, nous vous répondons dans les 24 heures.`,
      links: [
        { label: "Nous joindre", href: localizedHref("/optimaite?contact=open", "optimaite", "fr") },
        { label: "Réserver une démo gratuite", href: localizedHref("/optimaite?demo=open", "optimaite", "fr") },
      ],
    }),
  },
  fallback: {
    text: "Je n'ai pas la réponse à cette question, mais notre équipe l'a : réservez une démo gratuite ou écrivez-nous, et nous vous répondrons dans les 24 heures.",
    links: [
      { label: "Réserver une démo gratuite", href: localizedHref("/optimaite?demo=open", "optimaite", "fr") },
      { label: "Nous joindre", href: localizedHref("/optimaite?contact=open", "optimaite", "fr") },
    ],
  },
  outOfScope: {
    text: "Désolé, je ne peux pas vous aider avec cette question. Je réponds aux questions sur OptimAIte : ce que fait la réceptionniste virtuelle, ses intégrations, la mise en place, les prix et le calculateur de RSI, la confidentialité et la conformité, ainsi que la réservation ou le déplacement d'une démo.",
    links: [{ label: "Lire la FAQ", href: localizedHref("/faq", "optimaite", "fr") }],
  },
};
