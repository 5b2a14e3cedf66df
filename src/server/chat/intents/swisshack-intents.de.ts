import { LANDING_DE } from "@shared/content/swisshack/de/landing";
import { PREMIUM_DE } from "@shared/content/swisshack/de/premium";
import { PRIVACY_DE } from "@shared/content/swisshack/de/privacy";
import { localizedHref } from "../chat-pack";
import type { ChatLink } from "./intent";
import { hostingParagraph } from "./legal-page-sentences";
import { localeFormat } from "./locale-format";
import { type IntentTexts, localizedIntents } from "./localized-intents";
import { newsletterSentence, premiumGuarantee } from "./page-sentences";
import { SWISSHACK_FACTS, SWISSHACK_INTENT_ORDER } from "./swisshack-facts";

const href = (path: string) => localizedHref(path, "swisshack", "de");
const AUDIT: ChatLink = { label: "Gratis-Check anfordern", href: href("/#audit") };
const PREMIUM: ChatLink = { label: "Zum Premium-Check", href: href("/premium") };
const FAQ: ChatLink = { label: "Häufige Fragen", href: href("/#faq") };
const PRIVACY: ChatLink = { label: "Datenschutzerklärung", href: href("/confidentialite") };
const NEWSLETTER: ChatLink = { label: "Newsletter abonnieren", href: href("/#newsletter") };

const { chf, number, percent, date, list } = localeFormat("de");
const and = (items: readonly string[]) => list(items, "und");

const moneyBack = premiumGuarantee(PREMIUM_DE, "moneyBack");

const PILLAR_3A = /\b3a\b|s(a|ae)ule ?3|dritte s(a|ae)ule|3\. ?s(a|ae)ule/;
/** The question names no residence country: its answer depends on it. */
const NOT_COUNTRY =
  /^(?!.*\b(frankreich|franzosisch|italien|italienisch|deutschland|osterreich|wohne in|wohnhaft in|lebe in)\b)/;
const TELEWORK = /home.?office|telearbeit|von zu ?hause|remote/;
const AGREEMENT_1983 = /waadt|wallis|neuenburg|jura|\bbern\b|basel|solothurn|abkommen von 1983/;

/** SwissHack's questions in German (Swiss usage), answered from the same facts as in French. */
const TEXTS: IntentTexts<typeof SWISSHACK_FACTS> = {
  "self-employed-source": {
    when: [/selbst(a|ae)?ndig|selbststandig|freelancer|freiberuf|einzelfirma/, /quelle/],
    text: () =>
      "Nein: Als Selbständige oder Selbständiger zahlen Sie keine Quellensteuer. Die Quellensteuer gilt für Angestellte (ausser Künstler, Sportler, Referenten und Verwaltungsräte). Die Schweiz besteuert nur, was eine feste Einrichtung in der Schweiz erwirtschaftet; Ihr Wohnland besteuert den Rest und rechnet die Schweizer Steuer an. Der Gratis-Check prüft Ihren Fall.",
    links: [AUDIT],
  },
  "order-premium": {
    when: [/premium/, /bezahl|\bzahl|bestell|\bkauf|\bbuchen|kreditkarte|twint|rechnung/],
    text: () =>
      `Der Premium-Check kostet ${PREMIUM_DE.price}, ${PREMIUM_DE.priceNote}. Zum Bestellen bietet die Premium-Seite «${PREMIUM_DE.cta}» an oder den Anruf bei einer Fachperson (die Nummer steht dort).`,
    links: [PREMIUM, AUDIT],
  },
  audience: {
    when: [/check|angebot|audit/, /fur mich|auch fur|gilt .*fur|geeignet|richtet sich|fur wen|passt/],
    text: () => `Ja. ${LANDING_DE.HERO.lead}`,
    links: [AUDIT],
  },
  "frontalier-tax": {
    when: [/grenzg(a|ae)nger|grenzganger/, /steuer|besteuer|versteuer/, NOT_COUNTRY],
    text: (f) =>
      `Das hängt von Ihrem Wohnland und Ihrem Arbeitskanton ab. Wohnen Sie in Deutschland, werden Sie in Deutschland besteuert und die Schweiz zieht eine begrenzte Quellensteuer ab; wohnen Sie in Frankreich und arbeiten in einem Kanton des Abkommens von 1983 (${and(f.cantons)}), besteuert Frankreich; in Italien oder Österreich gelten andere Regeln. Sagen Sie mir, in welchem Land Sie wohnen, oder fordern Sie den Gratis-Check an: Er geht von Ihrer Situation aus.`,
    links: [AUDIT],
  },
  "b-permit": {
    when: [/b-bewilligung|bewilligung b|ausweis b|b-ausweis|aufenthaltsbewilligung/],
    text: (f) =>
      `Mit einer B-Bewilligung zahlen Sie Quellensteuer. Ab ${chf(f.compulsoryFromGross)} Bruttoeinkommen pro Jahr ist eine nachträgliche ordentliche Veranlagung (NOV) Pflicht: Sie füllen jedes Jahr eine Steuererklärung aus, was die Abzüge öffnet (Säule 3a, BVG-Einkäufe). Darunter können Sie sie beantragen (bis zum ${f.requestDeadlineNextYear.day}.${f.requestDeadlineNextYear.month}. des Folgejahres). Regeln ${f.rulesOf}.`,
    links: [AUDIT],
  },
  "lamal-cost-share": {
    when: [/selbstbehalt|kostenbeteiligung/],
    text: (f) =>
      `Der Selbstbehalt der Grundversicherung (KVG) beträgt ${percent(f.rate)} der Kosten über der Franchise, höchstens ${chf(f.maxAdult)} pro Jahr für Erwachsene (${chf(f.maxChild)} für Kinder), Stand ${f.year}.`,
    links: [AUDIT],
  },
  "lamal-compulsory": {
    when: [
      /krankenkasse|krankenversicherung|grundversicherung|\bkvg\b/,
      /obligatorisch|pflicht|muss ich|brauche ich/,
      /^(?!.*grenzg)/,
    ],
    text: () =>
      "Ja: Wer in der Schweiz wohnt, muss die Grundversicherung (KVG) haben, sie ist obligatorisch. Für Grenzgänger gelten eigene Regeln (Optionsrecht).",
    links: [AUDIT],
  },
  subscribers: {
    when: [/wie viele (abonnent|leser|empfanger|leute|personen)|anzahl (der |an )?(abonnent|leser|empfanger)/],
    text: () => newsletterSentence(LANDING_DE, "de"),
    links: [NEWSLETTER],
  },
  unsubscribe: {
    when: [
      /abmeld|abbestell|austragen|kundigen|keine (e-?mails?|newsletter) mehr|\bmelde\w*\b.*\bab\b/,
      /newsletter|e-?mails?|abmeld|abbestell|austragen|kundigen/,
    ],
    text: () =>
      "Jede E-Mail des Newsletters enthält unten einen Abmeldelink: Öffnen Sie ihn und bestätigen Sie mit einem Klick, dann erhalten Sie nichts mehr.",
    links: [{ label: "Der Newsletter", href: href("/#newsletter") }],
  },
  germany: {
    when: [
      /deutschland|lorrach|loerrach|konstanz|waldshut|nichtruckkehr|nicht-ruckkehr|gre-?1\b/,
      /wohn|leb|grenzg|arbeit|steuer|besteuer|home.?office|kranken|kvg|saule|3a/,
    ],
    text: (f) =>
      `Als Grenzgänger mit Wohnsitz in Deutschland (Doppelbesteuerungsabkommen Deutschland–Schweiz, Art. 15a) wird Ihr Lohn in Deutschland besteuert; die Schweiz erhebt eine Quellensteuer von höchstens ${percent(f.maxSwissSourceTaxRate)} des Bruttolohns, wenn Sie die Ansässigkeitsbescheinigung (Formular Gre-1) abgeben, und Deutschland rechnet sie an. Mehr als ${f.maxNonReturnDays} beruflich bedingte Nichtrückkehrtage im Jahr beenden den Status; Homeoffice-Tage zählen nicht als Nichtrückkehrtage. Krankenversicherung: standardmässig nach KVG, oder Befreiung für die GKV oder eine PKV, auf Antrag innert ${f.exemptionMonths} Monaten und unwiderruflich. Ob die Säule 3a in Deutschland abziehbar ist, ist nicht geprüft: Die Fachperson des Gratis-Checks schaut Ihren Fall an. Die französisch-schweizerischen Regeln betreffen Sie nicht.`,
    links: [AUDIT],
  },
  austria: {
    when: [
      /osterreich|oesterreich|vorarlberg/,
      /wohn|leb|grenzg|arbeit|steuer|besteuer|home.?office|kranken|kvg|saule|3a/,
    ],
    text: (f) =>
      `Mit Wohnsitz in Österreich haben Sie keinen Grenzgängerstatus (die Quellensteuer von ${percent(f.repealedFrontalierRate)} wurde mit dem Protokoll vom ${date(f.repealedOn)} aufgehoben): Der Lohn für Ihre Arbeitstage in der Schweiz unterliegt der ordentlichen Schweizer Quellensteuer, Österreich besteuert ihn ebenfalls mit einer Anrechnung, und Ihre Homeoffice-Tage werden in Österreich besteuert. Krankenversicherung: Optionsrecht innert ${f.exemptionMonths} Monaten nach Arbeitsbeginn. Den Rest Ihres Falls prüft die Fachperson des Gratis-Checks.`,
    links: [AUDIT],
  },
  "premium-money-back": {
    when: [/geld.?zur(u|ue)ck|erstatt|garantie|nicht zufrieden|nicht (u|ue)berzeugt/],
    text: () =>
      `Für den Premium-Check gilt die «${moneyBack.title}». ${moneyBack.text} Der Gratis-Check kostet nichts.`,
    links: [PREMIUM],
  },
  "premium-delivery": {
    when: [/premium/, /liefer|wann|dauer|wie lange|arbeitstag|erhalt|bekomm|gespr(a|ae)ch|anruf|minuten/],
    text: () => `${PREMIUM_DE.lead} ${premiumGuarantee(PREMIUM_DE, "delivery").text}`,
    links: [PREMIUM],
  },
  hosting: {
    when: [/gehostet|hosting|server|in welchem land|\bwo\b.*daten|daten.*\bwo\b/],
    text: () => hostingParagraph(PRIVACY_DE),
    links: [PRIVACY],
  },
  "pillar3a-buy-back": {
    when: [/einkauf|einkaufen|nachzahl|nachhol|nachtraglich|l(u|ue)cke|verpasst|fehlende jahre/, PILLAR_3A],
    text: (f) =>
      `Seit ${f.firstBuyBackYear} können Sie Jahre, in denen Sie nicht den Höchstbetrag in die Säule 3a eingezahlt haben, nachträglich einkaufen – ab dem Beitragsjahr ${f.firstMissedYear} und bis zu ${f.maxYearsBack} Jahre zurück. Pro Jahr ist nur ein Einkauf möglich, insgesamt höchstens ${chf(f.maxPerBuyBackYear)}, egal wie viele fehlende Jahre er abdeckt, und erst nachdem Sie den ordentlichen Beitrag des laufenden Jahres voll einbezahlt haben. Er ist wie die 3a-Beiträge abziehbar, sofern diese bei Ihnen abziehbar sind. Quelle: BVV 3 (Regeln ${f.rulesOf}).`,
    links: [AUDIT],
  },
  "agreement-1983-pillar3a": {
    when: [AGREEMENT_1983, /grenzg(a|ae)nger/, PILLAR_3A],
    text: (f) =>
      `Wenn Sie als Grenzgänger in Frankreich wohnen und in einem Kanton des französisch-schweizerischen Abkommens von 1983 arbeiten (${f.cantons.join(", ")}), wird Ihr Lohn in Frankreich besteuert, nicht in der Schweiz. Eine Einzahlung in die Säule 3a bringt Ihnen deshalb keinen Schweizer Steuerabzug, und ob sie in Frankreich abziehbar ist, ist nicht gesichert. Besprechen Sie das vor einer Einzahlung mit der Expertin oder dem Experten des Gratis-Checks. Quelle: Abkommen vom 11.4.1983.`,
    links: [AUDIT],
  },
  "lpp-limits": {
    when: [
      /eintrittsschwelle|schwelle|koordinationsabzug|koordiniert|mindestzins|versicherte[rn]? lohn/,
      /\bbvg\b|pensionskasse|2\. ?s(a|ae)ule|zweite s(a|ae)ule|\blpp\b|berufliche vorsorge|koordinationsabzug/,
    ],
    text: (f) =>
      `BVG ${f.rulesOf} (2. Säule, Arbeitnehmende in der Schweiz, Grenzgänger eingeschlossen): Eintrittsschwelle ${chf(f.entryThreshold)} Jahreslohn; Koordinationsabzug ${chf(f.coordinationDeduction)}; koordinierter Lohn von ${chf(f.minCoordinated)} bis ${chf(f.maxCoordinated)} (berücksichtigt bis zu einem Lohn von ${chf(f.upperLimit)}). BVG-Mindestzinssatz ${f.interestYear}: ${percent(f.minimumInterest)}. Selbständigerwerbende sind nicht obligatorisch versichert (freiwilliger Anschluss). Quelle: BSV, Grenzbeträge BVG.`,
    links: [AUDIT],
  },
  "lpp-buy-back": {
    when: [/einkauf/, /\bbvg\b|pensionskasse|2\. ?s(a|ae)ule|zweite s(a|ae)ule|\blpp\b/],
    text: (f) =>
      `Ein BVG-Einkauf ist eine freiwillige Einzahlung in Ihre Pensionskasse (2. Säule), um eine Vorsorgelücke zu schliessen: Jahre ohne Beiträge, eine Lohnerhöhung, der Zuzug in die Schweiz. Den möglichen Betrag finden Sie auf Ihrem Vorsorgeausweis oder erfahren ihn bei der Pensionskasse. Er ist vom steuerbaren Einkommen abziehbar, wo die ordentliche Veranlagung gilt (für Grenzgänger in Genf nur mit einer NOV), und was er finanziert, darf während ${f.lockYears} Jahren nicht als Kapital bezogen werden (BVG Art. 79b Abs. 3).`,
    links: [AUDIT],
  },
  "pillar3a-maximum": {
    when: [
      PILLAR_3A,
      /wie ?viel|maximal|maximum|h(o|oe)chstbetrag|obergrenze|limit|einzahl|abzieh|abzug|abzugsf|betrag|beitrag|steuer/,
    ],
    text: (f) =>
      `${f.year} können Sie höchstens ${chf(f.withFund)} in die Säule 3a einzahlen, wenn Sie einer Pensionskasse (BVG) angeschlossen sind. Ohne Pensionskasse, zum Beispiel als Selbständigerwerbender: ${percent(f.without.incomeRate)} Ihres Nettoerwerbseinkommens, höchstens ${chf(f.without.cap)}. Eine Einzahlung ist nie höher als Ihr Erwerbseinkommen. Werden Sie ordentlich veranlagt (Wohnsitz in der Schweiz, Ausweis C, Selbständigerwerbende), ziehen Sie sie vom steuerbaren Einkommen ab; werden Sie an der Quelle besteuert, nur über eine nachträgliche ordentliche Veranlagung (NOV). Grenzgänger in Genf: nur mit einer NOV, die Sie selbst beantragen – möglich, wenn mindestens ${percent(f.touShare)} der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar sind; darunter ist die Quellensteuer definitiv und die Säule 3a bringt keinen Abzug. Grenzgänger, die in Frankreich wohnen und in einem Kanton des Abkommens von 1983 arbeiten (${f.cantons.join(", ")}): kein Schweizer Abzug. Quelle: BSV, FAQ Säule 3a.`,
    links: [AUDIT],
  },
  "lamal-deductible": {
    when: [/franchi?se|pr(a|ae)mie\w*.*(senken|sparen)|(senken|sparen).*pr(a|ae)mie/],
    text: (f) =>
      `Als erwachsene Person wählen Sie Ihre Franchise in der Krankenversicherung (KVG) zwischen ${chf(f.ordinary)} (ordentliche Franchise), ${and(f.options.map(number))}. Die höchste, ${chf(f.highest)}, bringt den grössten Prämienrabatt: höchstens ${percent(f.reduction.rate)} der Differenz zu ${chf(f.reduction.baseDeductible)}, also ${chf(f.maxReduction)} pro Jahr. Über der Franchise zahlen Sie einen Selbstbehalt von ${percent(f.costShare.rate)} der Kosten, höchstens ${chf(f.costShare.maxAdult)} pro Jahr. Eine hohe Franchise lohnt sich, wenn Sie selten zum Arzt gehen; die Voranalyse berechnet die beste für Sie. Für ${f.nextYear} melden Sie eine tiefere Franchise Ihrer Krankenkasse spätestens am letzten Werktag im November (${date(f.lowerBy, true)}), eine höhere bis zum ${date(f.raiseUntil)}.`,
    links: [AUDIT],
  },
  "geneva-tou": {
    when: [/\bnov\b|\btou\b|nachtr(a|ae)glich\w* ordentlich|ordentliche veranlagung|quasi.?ans(a|ae)ss|90 ?%/],
    text: (f) =>
      `In Genf kann ein an der Quelle besteuerter Grenzgänger die nachträgliche ordentliche Veranlagung (NOV) nur beantragen, wenn er Quasi-Ansässiger ist: Mindestens ${percent(f.share)} der weltweiten Einkünfte seines Haushalts werden in der Schweiz besteuert. Der Antrag ist jedes Jahr neu zu stellen, spätestens am ${f.deadline.day}. März des Folgejahres, und kann nach der Einreichung nicht mehr zurückgezogen werden; unter ${percent(f.share)} ist die Quellensteuer definitiv. Die NOV öffnet die Abzüge (Säule 3a, BVG-Einkäufe, Kinderbetreuungskosten). Die obligatorische NOV ab ${chf(f.compulsoryFrom)} Bruttoeinkommen betrifft in der Schweiz wohnhafte, an der Quelle besteuerte Personen (zum Beispiel mit Ausweis B), nie Grenzgänger. Quellen: DBG Art. 99a und 89; Steuerverwaltung Genf, Merkblatt Quellensteuer ${f.guideYear}.`,
    links: [AUDIT],
  },
  "telework-italy": {
    when: [TELEWORK, /itali|tessin|ticino|graub(u|ue)nden/],
    text: (f) =>
      `Für Grenzgänger des Abkommens zwischen der Schweiz und Italien vom 23.12.2020 (Wohnsitz in Italien weniger als ${f.borderZoneKm} km von der Grenze, Arbeit im Tessin, in Graubünden oder im Wallis) ändert Homeoffice bis ${percent(f.share)} der Arbeitszeit nichts an der Besteuerung (Protokoll von 2024). Wer in Italien wohnt und anderswo arbeitet, etwa in Zürich, wird auf den in Italien gearbeiteten Tagen ab dem ersten Tag in Italien besteuert. Die französisch-schweizerischen Regeln (40 %, Abkommen von 1983, CMU) gelten für Sie nicht.`,
    links: [AUDIT],
  },
  telework: {
    when: [TELEWORK],
    text: (f) =>
      `Für Grenzgänger mit Wohnsitz in Frankreich ändert Homeoffice bis ${percent(f.france)} der Arbeitszeit nichts an der Besteuerung (Zusatzvereinbarung vom 22.12.2022); darüber verlieren Sie in den Kantonen des Abkommens von 1983 den Grenzgängerstatus, und der Lohn für die in der Schweiz gearbeiteten Tage wird dort an der Quelle besteuert. Für Grenzgänger des Abkommens mit Italien von 2020 (Tessin, Graubünden, Wallis) liegt die Schwelle bei ${percent(f.italy)}. Mit Wohnsitz in Deutschland oder Österreich gelten andere Regeln: Nennen Sie uns Ihr Land. Bei der Sozialversicherung bleiben Sie unter ${percent(f.a1From)} Homeoffice in der Schweiz versichert, bis ${percent(f.socialSecurity)} nur mit einer A1-Bescheinigung Ihres Arbeitgebers (Rahmenübereinkommen EU/EFTA).`,
    links: [AUDIT],
  },
  "italy-tax": {
    when: [/grenzg/, /itali|tessin|ticino|lugano|graub(u|ue)nden/, /steuer|besteuer/],
    text: (f) =>
      `Für Grenzgänger mit Wohnsitz in Italien, die in einem Kanton des neuen Abkommens zwischen der Schweiz und Italien arbeiten (${f.cantons.join(", ")}), gilt dieses Abkommen vom 23.12.2020 seit ${f.appliedFrom}. Haben Sie ab dem ${date(f.newFrom)} in der Schweiz zu arbeiten begonnen (neue Grenzgänger), wird Ihr Lohn in der Schweiz an der Quelle besteuert – die Schweiz behält ${percent(f.swissShareOfSourceTax)} dieser Quellensteuer – und zusätzlich in Italien, das die Schweizer Steuer anrechnet. Haben Sie bereits zwischen dem ${date(f.oldFrom)} und dem ${date(f.newFrom)} hier gearbeitet (bisherige Grenzgänger), werden Sie weiterhin nur in der Schweiz besteuert, ohne Enddatum (${f.communesCompensationUntil} endet nur die Ausgleichszahlung an die italienischen Grenzgemeinden). Für diese Grenzgänger des Abkommens (Wohnsitz weniger als ${f.borderZoneKm} km von der Grenze) ändert Homeoffice bis ${percent(f.teleworkTaxNeutralMaxShare)} daran nichts (Protokoll von 2024); wer in Italien wohnt und anderswo arbeitet, etwa in Zürich, wird auf den in Italien gearbeiteten Tagen ab dem ersten Tag in Italien besteuert. Quelle: Abkommen vom 23.12.2020.`,
    links: [AUDIT],
  },
  "lamal-or-cmu": {
    when: [
      /\bcmu\b|optionsrecht|kvg oder|(krankenversicherung|krankenkasse).*grenzg|grenzg.*(krankenversicherung|krankenkasse)/,
    ],
    text: (f) =>
      `Als Grenzgänger mit Wohnsitz in Frankreich wählen Sie zwischen der Schweizer Krankenversicherung (KVG) und der französischen Krankenversicherung (CMU): Für dieses Optionsrecht haben Sie ${f.choiceWithinMonths} Monate ab Beginn Ihrer Arbeit in der Schweiz, und der Entscheid ist grundsätzlich endgültig. Die CMU kostet rund ${percent(f.cmuRate)} des steuerbaren Einkommens über einem Freibetrag; beim KVG zahlen Sie eine Prämie pro Person. Der Check vergleicht beides für Ihren Haushalt. Mit Wohnsitz in Italien, Deutschland oder Österreich sind Sie standardmässig nach KVG versichert; die Befreiung für die Versicherung Ihres Landes beantragen Sie innert ${f.exemptionMonths} Monaten, und sie ist unwiderruflich.`,
    links: [AUDIT],
  },
  "agreement-1983": {
    when: [AGREEMENT_1983],
    text: (f) =>
      `In den Kantonen des französisch-schweizerischen Abkommens von 1983 (${f.cantons.join(", ")}) wird ein Grenzgänger mit Wohnsitz in Frankreich auf seinem Schweizer Lohn in Frankreich besteuert, nicht an der Quelle in der Schweiz: Die Genfer NOV gilt nicht, und die Säule 3a bringt keinen Schweizer Abzug. Bei mehr als ${percent(f.telework)} Homeoffice verliert er diesen Status: Der Lohn für die in der Schweiz gearbeiteten Tage wird dort an der Quelle besteuert.`,
    links: [AUDIT],
  },
  prices: {
    when: [/preis|kost|gratis|umsonst|bezahl|premium|tarif|gebuhr/],
    text: (f) =>
      `Der Check ist gratis: ${chf(f.free)} (im Wert von ${chf(f.value)}), unverbindlich und ohne Kreditkarte, mit einem PDF-Bericht innert 48 Stunden. Der Premium-Check kostet ${chf(f.premium)}, ${PREMIUM_DE.priceNote}. ${PREMIUM_DE.lead}`,
    links: [AUDIT, PREMIUM],
  },
  "how-it-works": {
    when: [/audit|bericht|fragebogen|analyse/, /wie|ablauf|lauft|dauer|wann|schritt|erhalt|bekomm|funktioniert/],
    text: (f) =>
      `Sie füllen einen Fragebogen von ${f.minutes} Minuten aus, ohne Belege. Sie erhalten sofort eine Voranalyse und danach innert ${f.hours} Stunden Ihren persönlichen PDF-Bericht mit einem Aktionsplan; auf Wunsch ruft Sie eine Expertin oder ein Experte zurück.`,
    links: [AUDIT],
  },
  savings: {
    when: [/spar|ersparnis|herausholen|gewinn/],
    text: (f) =>
      `Die meisten unserer Kundinnen und Kunden finden zwischen ${chf(f.low)} und ${number(f.high)} Ersparnis pro Jahr, je nach Situation: Säule 3a, Franchise der Krankenversicherung, NOV für Grenzgänger in Genf. Der Bericht nennt Bandbreiten mit ihren Annahmen, nie ein Versprechen auf den Franken genau.`,
    links: [AUDIT],
  },
  privacy: {
    when: [/daten|privatsph|sicherheit|\bdsg\b|dsgvo|vertraulich/],
    text: (f) =>
      `Ihre Antworten dienen ausschliesslich der Vorbereitung Ihres Checks. Sie werden in der Schweiz gespeichert und spätestens ${f.months} Monate nach Ihrer Anfrage gelöscht; wir speichern nie Ihre IP-Adresse und verkaufen keine Daten.`,
    links: [PRIVACY],
  },
  newsletter: {
    when: [/newsletter/],
    text: () =>
      "Der SwissHack-Newsletter erscheint am Dienstag, höchstens eine E-Mail pro Woche, mit einem Steuer- oder Vorsorgetipp. Sie bestätigen Ihre Anmeldung über einen Link und können sich mit einem Klick abmelden.",
    links: [NEWSLETTER],
  },
  contact: {
    when: [/kontakt|anruf|telefon|erreich|sprechen|termin|berater|expert/],
    text: () =>
      "Am einfachsten: Fordern Sie den Gratis-Check an und kreuzen Sie «Rückruf gewünscht» an; eine Expertin oder ein Experte einer von der FINMA zugelassenen Partnerfirma ruft Sie zum gewählten Zeitpunkt an. Sie können Ihre Fragen auch hier stellen.",
    links: [AUDIT, FAQ],
  },
};

export const SWISSHACK_INTENTS_DE = localizedIntents(SWISSHACK_INTENT_ORDER, SWISSHACK_FACTS, TEXTS);
