import { LANDING_IT } from "@shared/content/swisshack/it/landing";
import { PREMIUM_IT } from "@shared/content/swisshack/it/premium";
import { PRIVACY_IT } from "@shared/content/swisshack/it/privacy";
import { localizedHref } from "../chat-pack";
import type { ChatLink } from "./intent";
import { hostingParagraph } from "./legal-page-sentences";
import { localeFormat } from "./locale-format";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { newsletterSentence, premiumGuarantee } from "./page-sentences";
import { SWISSHACK_FACTS, SWISSHACK_INTENT_ORDER } from "./swisshack-facts";

const href = (path: string) => localizedHref(path, "swisshack", "it");
const AUDIT: ChatLink = { label: "Richiedere l'audit gratuito", href: href("/#audit") };
const PREMIUM: ChatLink = { label: "Scoprire l'audit Premium", href: href("/premium") };
const FAQ: ChatLink = { label: "Domande frequenti", href: href("/#faq") };
const PRIVACY: ChatLink = { label: "Informativa sulla privacy", href: href("/confidentialite") };
const NEWSLETTER: ChatLink = { label: "Iscriversi alla newsletter", href: href("/#newsletter") };

const { chf, number, percent, date, list } = localeFormat("it");
/** "l'80 %", "l'8 %", "il 25 %": the article as the number is said (otto, undici, uno open with a vowel). */
const thePercent = (rate: number) => {
  const text = percent(rate);
  return /^(8|11(?!\d)|1(?!\d))/.test(text) ? `l'${text}` : `il ${text}`;
};

const moneyBack = premiumGuarantee(PREMIUM_IT, "moneyBack");

const PILLAR_3A = /\b3a\b|terzo pilastro|3\W{0,2}pilastro|pilastro 3\b/;
const TELEWORK = /telelavoro|lavoro da casa|lavorare da casa|smart ?working|home ?office/;
const AGREEMENT_1983 = /vaud|vallese|neuchatel|giura|berna|basilea|soletta|accordo del 1983/;

/** SwissHack's questions in Italian, answered from the same facts as in French. */
/** The question names no residence country: its answer depends on it. */
const NOT_COUNTRY = /^(?!.*\b(francia|italia|germania|austria|vivo in|abito in|risiedo in)\b)/;

const TEXTS: IntentTexts<typeof SWISSHACK_FACTS> = {
  "self-employed-source": {
    when: [/indipendent|libero professionista|partita iva|lavoratore autonomo/, /fonte/],
    text: () =>
      "No: come indipendente non è soggetto all'imposta alla fonte. L'imposta alla fonte riguarda i lavoratori dipendenti (salvo artisti, sportivi, conferenzieri e amministratori). La Svizzera tassa solo ciò che guadagna una sede fissa in Svizzera; il suo paese di residenza tassa il resto e tiene conto dell'imposta svizzera. Il check gratuito verifica il suo caso.",
    links: [AUDIT],
  },
  "order-premium": {
    when: [
      /premium/,
      /\bpag(o|are|arlo|a|amento|he)\b|\bordin|acquist|\bcompr(o|are|arlo)\b|carta di credito|twint|fattur/,
    ],
    text: () =>
      `L'audit Premium costa ${PREMIUM_IT.price}, ${PREMIUM_IT.priceNote}. Per ordinarlo, la pagina Premium propone «${PREMIUM_IT.cta}» oppure di chiamare un esperto (il numero è indicato lì).`,
    links: [PREMIUM, AUDIT],
  },
  audience: {
    when: [/check|audit|servizio|offerta/, /fa per me|vale (anche )?per|anche per|adatto|rivolto|riguarda|per chi/],
    text: () => `Sì, ${LANDING_IT.HERO.lead.charAt(0).toLowerCase()}${LANDING_IT.HERO.lead.slice(1)}`,
    links: [AUDIT],
  },
  "frontalier-tax": {
    when: [/frontalier/, /tass|impost|fiscal/, NOT_COUNTRY],
    text: (f) =>
      `Dipende dal suo paese di residenza e dal cantone in cui lavora. Se vive in Italia, valgono l'accordo del 2020 e la fascia di confine; se vive in Francia e lavora in un cantone dell'accordo del 1983 (${list(f.cantons, "e")}), è tassato in Francia; se vive in Germania o in Austria, valgono altre regole. Mi dica in quale paese vive, oppure richieda l'audit gratuito: parte dalla sua situazione.`,
    links: [AUDIT],
  },
  "b-permit": {
    when: [/permesso b\b|permesso di dimora/],
    text: (f) =>
      `Con un permesso B è tassato alla fonte. Da ${chf(f.compulsoryFromGross)} di reddito lordo all'anno la tassazione ordinaria ulteriore (TOU) è obbligatoria: compila ogni anno una dichiarazione, che apre le deduzioni (pilastro 3a, riscatti LPP). Sotto questa soglia può chiederla (entro il ${f.requestDeadlineNextYear.day}.${f.requestDeadlineNextYear.month} dell'anno seguente). Regole del ${f.rulesOf}.`,
    links: [AUDIT],
  },
  "lamal-cost-share": {
    when: [/aliquota percentuale|partecipazione ai costi/],
    text: (f) =>
      `L'aliquota percentuale LAMal è del ${percent(f.rate)} dei costi oltre la franchigia, al massimo ${chf(f.maxAdult)} all'anno per un adulto (${chf(f.maxChild)} per un figlio), nel ${f.year}.`,
    links: [AUDIT],
  },
  "lamal-compulsory": {
    when: [/assicurazione malattia|cassa malati|lamal/, /obbligatori|devo|serve/, /^(?!.*frontalier)/],
    text: () =>
      "Sì: chi vive in Svizzera deve avere l'assicurazione di base LAMal, è obbligatoria. Per i frontalieri valgono regole proprie (diritto d'opzione).",
    links: [AUDIT],
  },
  subscribers: {
    when: [/quant[ie] (iscritt|abbonat|lettor|persone)|numero (di|degli) (iscritt|abbonat|lettor)/],
    text: () => newsletterSentence(LANDING_IT, "it"),
    links: [NEWSLETTER],
  },
  unsubscribe: {
    when: [/disiscri|annullare l.iscrizione|cancellarmi|disabbon|non ricevere piu/],
    text: () =>
      "Ogni e-mail della newsletter contiene in fondo un link per annullare l'iscrizione: lo apra e confermi con un clic, non riceverà più nulla.",
    links: [{ label: "La newsletter", href: href("/#newsletter") }],
  },
  germany: {
    when: [/germania|tedesc/, /viv|abit|frontalier|lavor|tass|impost|telelavoro|assicura|lamal|pilastro|3a/],
    text: (f) =>
      `Come frontaliere che vive in Germania (convenzione tra la Germania e la Svizzera, art. 15a) il suo salario è tassato in Germania; la Svizzera preleva un'imposta alla fonte di al massimo ${thePercent(f.maxSwissSourceTaxRate)} del lordo se consegna il certificato di residenza (modulo Gre-1), e la Germania la computa. Più di ${f.maxNonReturnDays} giorni all'anno senza rientro per motivi di lavoro fanno perdere lo status di frontaliere; i giorni di telelavoro non contano come giorni senza rientro. Assicurazione malattie: la LAMal di base, o l'esenzione per la GKV o una PKV tedesca, su domanda entro ${f.exemptionMonths} mesi, irrevocabile. Se il pilastro 3a sia deducibile in Germania non è verificato: l'esperto dell'audit gratuito guarda il suo caso. Le regole franco-svizzere non la riguardano.`,
    links: [AUDIT],
  },
  austria: {
    when: [/austria|austriac/, /viv|abit|frontalier|lavor|tass|impost|telelavoro|assicura|lamal|pilastro|3a/],
    text: (f) =>
      `Vivendo in Austria non ha lo status di frontaliere (l'imposta alla fonte del ${percent(f.repealedFrontalierRate)} è stata abolita dal protocollo del ${date(f.repealedOn)}): il salario dei suoi giorni di lavoro in Svizzera è assoggettato all'imposta alla fonte ordinaria svizzera, l'Austria lo tassa anche con un credito, e i suoi giorni di telelavoro sono tassati in Austria. Assicurazione malattie: diritto d'opzione entro ${f.exemptionMonths} mesi dall'inizio dell'attività. Il resto del suo caso lo guarda l'esperto dell'audit gratuito.`,
    links: [AUDIT],
  },
  "premium-money-back": {
    when: [/rimbors|soddisfatt|garanzi|soldi indietro|non (sono )?convint/],
    text: () =>
      `Per l'audit Premium vale la garanzia «${moneyBack.title}». ${moneyBack.text} L'audit gratuito non costa nulla.`,
    links: [PREMIUM],
  },
  "premium-delivery": {
    when: [/premium/, /consegn|quando|quanto tempo|giorni|ricev|chiamat|telefonat|durata|dura\b|minuti/],
    text: () => `${PREMIUM_IT.lead} ${premiumGuarantee(PREMIUM_IT, "delivery").text}`,
    links: [PREMIUM],
  },
  hosting: {
    when: [/ospitat|hosting|server|in quale paese|\bdove\b.*\bdati\b|\bdati\b.*\bdove\b/],
    text: () => hostingParagraph(PRIVACY_IT),
    links: [PRIVACY],
  },
  "pillar3a-buy-back": {
    when: [/riscatt|recuper|anni mancanti|lacun|arretrat/, PILLAR_3A],
    text: (f) =>
      `Dal ${f.firstBuyBackYear} può riscattare gli anni in cui non ha versato il massimo nel pilastro 3a, a partire dall'anno ${f.firstMissedYear} e fino a ${f.maxYearsBack} anni indietro: un solo riscatto all'anno, di al massimo ${chf(f.maxPerBuyBackYear)} in totale, qualunque sia il numero di anni mancanti che copre, e solo dopo aver versato per intero il contributo dell'anno. È deducibile come i versamenti nel 3a, là dove questi sono deducibili. Fonte: OPP 3 (regole ${f.rulesOf}).`,
    links: [AUDIT],
  },
  "agreement-1983-pillar3a": {
    when: [AGREEMENT_1983, /frontalier/, PILLAR_3A],
    text: (f) =>
      `Se è frontaliere, vive in Francia e lavora in un cantone dell'accordo franco-svizzero del 1983 (${f.cantons.join(", ")}), il suo salario è tassato in Francia, non in Svizzera. Un versamento nel pilastro 3a non le dà quindi alcuna deduzione fiscale svizzera, e non è certo che sia deducibile in Francia. Prima di versare, ne parli con l'esperto dell'audit gratuito. Fonte: accordo franco-svizzero dell'11.4.1983.`,
    links: [AUDIT],
  },
  "lpp-limits": {
    when: [
      /soglia|entrata|coordinamento|coordinato|tasso (minimo|d'interesse)|interesse minimo|salario assicurato/,
      /\blpp\b|cassa pension|secondo pilastro|2\W{0,2}pilastro|previdenza professionale/,
    ],
    text: (f) =>
      `LPP ${f.rulesOf} (2° pilastro, dipendenti che lavorano in Svizzera, frontalieri compresi): soglia d'entrata ${chf(f.entryThreshold)} di salario annuo; deduzione di coordinamento ${chf(f.coordinationDeduction)}; salario coordinato da ${chf(f.minCoordinated)} a ${chf(f.maxCoordinated)} (salario considerato fino a ${chf(f.upperLimit)}). Tasso d'interesse minimo ${f.interestYear}: ${percent(f.minimumInterest)}. Gli indipendenti non sono assicurati d'ufficio (affiliazione facoltativa). Fonte: UFAS, importi limite LPP.`,
    links: [AUDIT],
  },
  "lpp-buy-back": {
    when: [/riscatt/, /\blpp\b|cassa pension|secondo pilastro|2\W{0,2}pilastro/],
    text: (f) =>
      `Un riscatto LPP è un versamento volontario nella sua cassa pensione (2° pilastro) per colmare una lacuna previdenziale: anni senza contributi, un aumento di salario, l'arrivo in Svizzera. L'importo possibile figura sul suo certificato di previdenza o si ottiene dalla cassa. È deducibile dal reddito imponibile dove si applica la tassazione ordinaria (per un frontaliere a Ginevra solo con una TOU), e quanto finanzia non può essere prelevato sotto forma di capitale per ${f.lockYears} anni (LPP, art. 79b cpv. 3).`,
    links: [AUDIT],
  },
  "pillar3a-maximum": {
    when: [PILLAR_3A, /quanto|massim|importo|limite|tetto|versa|dedur|deducibil|contribut|tasse|impost|fiscal/],
    text: (f) =>
      `Nel ${f.year} può versare al massimo ${chf(f.withFund)} nel pilastro 3a se è affiliato a una cassa pensione (LPP). Senza cassa pensione, per esempio come indipendente: il ${percent(f.without.incomeRate)} del reddito netto da attività lucrativa, al massimo ${chf(f.without.cap)}. Un versamento non supera mai il reddito da attività lucrativa. Se è tassato in via ordinaria (residenti, permesso C, indipendenti), lo deduce dal reddito imponibile; con l'imposta alla fonte, solo tramite una tassazione ordinaria ulteriore (TOU). Frontaliere a Ginevra: solo con una TOU richiesta da lei, possibile se almeno il ${percent(f.touShare)} dei redditi mondiali della sua economia domestica è imponibile in Svizzera; al di sotto, l'imposta alla fonte è definitiva e il 3a non dà alcuna deduzione. Frontaliere che vive in Francia e lavora in un cantone dell'accordo del 1983 (${f.cantons.join(", ")}): nessuna deduzione svizzera. Fonte: UFAS, FAQ pilastro 3a.`,
    links: [AUDIT],
  },
  "lamal-deductible": {
    when: [/franchi?g|(ridurre|abbassare|risparmiare).*(premi|cassa malati)|premi.*(ridurre|abbassare)/],
    text: (f) =>
      `Per un adulto, la franchigia LAMal si sceglie tra ${chf(f.ordinary)} (ordinaria), ${list(f.options.map(number), "e")}. La più alta, ${chf(f.highest)}, dà lo sconto sul premio più grande: al massimo il ${percent(f.reduction.rate)} della differenza rispetto a ${chf(f.reduction.baseDeductible)}, cioè ${chf(f.maxReduction)} all'anno. Oltre la franchigia paga un'aliquota percentuale del ${percent(f.costShare.rate)} delle spese, al massimo ${chf(f.costShare.maxAdult)} all'anno. Conviene se va di rado dal medico; la pre-analisi calcola quella giusta per lei. Per il ${f.nextYear}, una franchigia più bassa va comunicata all'assicuratore entro l'ultimo giorno lavorativo di novembre (${date(f.lowerBy, true)}), una più alta entro il ${date(f.raiseUntil)}.`,
    links: [AUDIT],
  },
  "geneva-tou": {
    when: [/\btou\b|tassazione ordinaria|quasi.?residen|90 ?%/],
    text: (f) =>
      `A Ginevra, un frontaliere tassato alla fonte può soltanto chiedere la tassazione ordinaria ulteriore (TOU), se è quasi residente: almeno il ${percent(f.share)} dei redditi mondiali della sua economia domestica è tassato in Svizzera. La domanda va presentata ogni anno, entro il ${f.deadline.day} marzo dell'anno successivo, e una volta depositata non può più essere ritirata; sotto il ${percent(f.share)}, l'imposta alla fonte è definitiva. La TOU apre le deduzioni (pilastro 3a, riscatti LPP, spese di custodia dei figli). La TOU obbligatoria oltre ${chf(f.compulsoryFrom)} di reddito lordo riguarda i residenti tassati alla fonte (per esempio con permesso B), mai i frontalieri. Fonti: LIFD art. 99a e 89; AFC Ginevra, guida all'imposta alla fonte ${f.guideYear}.`,
    links: [AUDIT],
  },
  "telework-italy": {
    when: [TELEWORK, /itali|ticino|tessin|grigioni/],
    text: (f) =>
      `Per un frontaliere dell'accordo italo-svizzero del 23.12.2020 (domicilio in Italia a meno di ${f.borderZoneKm} km dal confine, lavoro in Ticino, nei Grigioni o in Vallese), il telelavoro fino al ${percent(f.share)} del tempo di lavoro non cambia l'imposizione (protocollo del 2024). Chi vive in Italia e lavora altrove, per esempio a Zurigo, è tassato in Italia sui giorni lavorati in Italia fin dal primo giorno. Le regole franco-svizzere (40 %, accordo del 1983, CMU) non la riguardano.`,
    links: [AUDIT],
  },
  telework: {
    when: [TELEWORK],
    text: (f) =>
      `Per un frontaliere dell'accordo italo-svizzero del 2020 (Ticino, Grigioni, Vallese), il telelavoro fino al ${percent(f.italy)} del tempo di lavoro non cambia l'imposizione; chi vive in Italia e lavora altrove è tassato in Italia sui giorni lavorati in Italia fin dal primo giorno. Per un frontaliere che vive in Francia la soglia è del ${percent(f.france)} (accordo aggiuntivo del 22.12.2022); oltre, nei cantoni dell'accordo del 1983 perde lo status di frontaliere e il salario dei giorni lavorati in Svizzera vi è tassato alla fonte. Vivendo in Germania o in Austria valgono altre regole: ci dica il suo paese. Per la sicurezza sociale resta affiliato in Svizzera sotto il ${percent(f.a1From)} di telelavoro, e fino al ${percent(f.socialSecurity)} solo con un certificato A1 chiesto dal datore di lavoro (accordo quadro UE/AELS).`,
    links: [AUDIT],
  },
  "italy-tax": {
    when: [/frontalier/, /itali|ticino|tessin|lugano|grigioni|mendrisio|chiasso/, /tass|impost|tasse|fisc|accordo/],
    text: (f) =>
      `Per un frontaliere che vive in Italia e lavora in un cantone del nuovo accordo italo-svizzero (${f.cantons.join(", ")}) vale questo accordo del 23.12.2020, applicato dal ${f.appliedFrom}. Se ha iniziato a lavorare in Svizzera dal ${date(f.newFrom)} (nuovo frontaliere), il suo salario è tassato alla fonte in Svizzera, che trattiene ${thePercent(f.swissShareOfSourceTax)} di questa imposta, e anche in Italia, che tiene conto dell'imposta svizzera. Se lavorava già qui tra il ${date(f.oldFrom)} e il ${date(f.newFrom)} (vecchio frontaliere), resta tassato solo in Svizzera, senza data di fine (nel ${f.communesCompensationUntil} finisce solo la compensazione versata ai comuni di confine italiani). Per questi frontalieri dell'accordo (domicilio a meno di ${f.borderZoneKm} km dal confine), il telelavoro fino al ${percent(f.teleworkTaxNeutralMaxShare)} non cambia nulla (protocollo del 2024); chi vive in Italia e lavora altrove, per esempio a Zurigo, non è un frontaliere dell'accordo: l'Italia tassa tutto il salario e accredita l'imposta svizzera, e i giorni lavorati in Italia vi sono tassati fin dal primo giorno. Fonte: accordo italo-svizzero del 23.12.2020.`,
    links: [AUDIT],
  },
  "lamal-or-cmu": {
    when: [
      /\bcmu\b|diritto d.opzione|lamal o|(assicurazione malattia|cassa malati).*frontalier|frontalier.*(assicurazione malattia|cassa malati)/,
    ],
    text: (f) =>
      `Se vive in Italia, in Germania o in Austria, come frontaliere è assicurato di base secondo la LAMal; l'esenzione per l'assicurazione del suo paese si chiede entro ${f.exemptionMonths} mesi ed è irrevocabile. Un frontaliere che vive in Francia sceglie invece tra la LAMal svizzera e l'assicurazione malattie francese (CMU): ha ${f.choiceWithinMonths} mesi dall'inizio dell'attività in Svizzera per esercitare questo diritto d'opzione, e la scelta è di regola definitiva. La CMU costa circa ${thePercent(f.cmuRate)} del reddito fiscale oltre una quota esente; la LAMal, un premio per persona. L'audit confronta le due soluzioni per la sua economia domestica.`,
    links: [AUDIT],
  },
  "agreement-1983": {
    when: [AGREEMENT_1983],
    text: (f) =>
      `Nei cantoni dell'accordo franco-svizzero del 1983 (${f.cantons.join(", ")}), un frontaliere che vive in Francia è tassato in Francia sul salario svizzero, non alla fonte in Svizzera: la TOU ginevrina non si applica e il pilastro 3a non dà alcuna deduzione svizzera. Oltre il ${percent(f.telework)} di telelavoro perde questo status: il salario dei giorni lavorati in Svizzera vi è tassato alla fonte. Se invece vive in Italia e lavora in Vallese, vale l'accordo italo-svizzero del 2020.`,
    links: [AUDIT],
  },
  prices: {
    when: [/prezz|cost|tariff|gratis|gratuit|pagar|pagament|premium/],
    text: (f) =>
      `L'audit è gratuito: ${chf(f.free)} (per un valore di ${chf(f.value)}), senza impegno né carta di credito, con un rapporto PDF entro 48 ore. L'audit Premium costa ${chf(f.premium)}, ${PREMIUM_IT.priceNote}. ${PREMIUM_IT.lead}`,
    links: [AUDIT, PREMIUM],
  },
  "how-it-works": {
    when: [
      /audit|rapporto|questionario|analisi/,
      /come|funzion|svolge|tempi|quanto tempo|dura|quando|fasi|ricev|passaggi/,
    ],
    text: (f) =>
      `Risponde a un questionario di ${f.minutes} minuti, senza documenti da allegare. Riceve subito una pre-analisi e poi, entro ${f.hours} ore, il suo rapporto PDF personalizzato con un piano d'azione; se lo desidera, un esperto la richiama.`,
    links: [AUDIT],
  },
  savings: {
    when: [/risparmi|guadagn|recuper/],
    text: (f) =>
      `La maggior parte dei nostri clienti individua tra ${chf(f.low)} e ${number(f.high)} di risparmi all'anno, secondo la situazione: pilastro 3a, franchigia LAMal, TOU per i frontalieri a Ginevra. Il rapporto indica delle forchette con le loro ipotesi, mai una promessa al centesimo.`,
    links: [AUDIT],
  },
  privacy: {
    when: [/\bdati\b|privacy|riservatezza|sicurezza|\blpd\b|gdpr/],
    text: (f) =>
      `Le sue risposte servono unicamente a preparare il suo audit. Sono conservate in Svizzera e cancellate al più tardi ${f.months} mesi dopo la sua richiesta; non registriamo mai il suo indirizzo IP e non vendiamo alcun dato.`,
    links: [PRIVACY],
  },
  newsletter: {
    when: [/newsletter/],
    text: () =>
      "La newsletter di SwissHack esce il martedì, al massimo un'e-mail alla settimana, con un consiglio fiscale o previdenziale. L'iscrizione si conferma tramite un link e può disiscriversi con un clic.",
    links: [NEWSLETTER],
  },
  contact: {
    when: [/contatt|chiamar|telefon|parlare|appuntamento|consulent|espert/],
    text: () =>
      "La via più semplice: richieda l'audit gratuito e selezioni «essere richiamato»; un esperto di uno studio partner autorizzato dalla FINMA la chiama nel momento scelto. Può anche fare le sue domande qui.",
    links: [AUDIT, FAQ],
  },
};

export const SWISSHACK_INTENTS_IT = localizedIntents(SWISSHACK_INTENT_ORDER, SWISSHACK_FACTS, TEXTS);
