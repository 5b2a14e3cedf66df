import type { FrontalierAnalysis } from "../../frontalier";
import type { ResidentTaxAnalysis } from "../../resident-tax";
import type { DeductibilityWording } from "../types";
import { common, inCanton, TERMS } from "./common";

const { fmt: f } = common;
const share = (value: number) => f.percent(value / 100);
const { nov: NOV, novShort: NOV_SHORT, pillar3a: S3A, sourceTax: QST, frontalier: GG } = TERMS;

function shareSentence(frontalier: FrontalierAnalysis): string {
  return frontalier.swissIncomeShare === null
    ? "Diesen Anteil haben Sie nicht angegeben: Prüfen Sie ihn, bevor Sie einen Antrag stellen."
    : `Sie geben ${share(frontalier.swissIncomeShare)} an.`;
}

/** "Der Antrag für 2026 ist bis zum 31. März 2027 einzureichen", and from January to March, this year's too. */
function requestSentence(taxYear: number, deadline: string, year: number): string {
  const sentence = `Der Antrag für ${taxYear} ist bis zum ${f.date(deadline)} einzureichen.`;
  if (taxYear === year) return sentence;
  return `${sentence} Das Jahr ${taxYear} ist abgeschlossen: Es zählen nur die bereits für ${taxYear} geleisteten Einzahlungen in die ${S3A}. Die Beträge unten betreffen ${year}; der Antrag dafür ist bis zum 31. März ${year + 1} einzureichen.`;
}

/** DBA CH–DE Art. 15a Abs. 2: the status holds only up to 60 non-return days. */
function nonReturnCondition(frontalier: FrontalierAnalysis): string {
  const max = f.number(frontalier.germany.maxNonReturnDays);
  return frontalier.nonReturnDays === null
    ? `solange Sie höchstens ${max} berufsbedingte Nichtrückkehrtage im Jahr haben, die Sie uns nicht angegeben haben (darüber unterliegen Sie nach dem DBA Schweiz–Deutschland, Art. 15a Abs. 2, der Schweizer ${QST}, und Deutschland stellt Ihren Lohn frei)`
    : `mit ${f.number(frontalier.nonReturnDays)} Nichtrückkehrtagen, höchstens ${max}`;
}

/** QStV Art. 9 Abs. 3: a spouse earning CHF 120,000 or more makes the NOV compulsory for the couple. */
function spouseUnknown(resident: ResidentTaxAnalysis): string {
  if (resident.tou?.kind !== "on-request" || !resident.tou.spouseUnknown) return "";
  return ` Das Einkommen Ihres Ehepartners haben Sie nicht angegeben: Erreicht es brutto ${f.chf(resident.compulsoryFromGross)}, ist die ${NOV_SHORT} für Sie beide obligatorisch (QStV Art. 9 Abs. 3).`;
}

export const deductibility: DeductibilityWording = {
  geneva(frontalier, year, rule) {
    if (frontalier.meetsIncomeShare === false) {
      return {
        title: `Kein Abzug für die ${S3A}`,
        text: `In Genf unterliegen Sie der ${QST}. Als ${GG} können Sie die ${S3A} nur über eine beantragte ${NOV} abziehen, und diese setzt voraus, dass mindestens ${share(frontalier.minSwissIncomeSharePercent)} der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar sind. ${shareSentence(frontalier)} Unter dieser Schwelle ist keine ${NOV_SHORT} möglich: Die ${QST} ist endgültig, und eine Einzahlung in die ${S3A} spart Ihnen in der Schweiz keine Steuern.`,
      };
    }
    return {
      title: `Abzug nur über die ${NOV_SHORT}`,
      text: `In Genf unterliegen Sie der ${QST}. ${rule} ${shareSentence(frontalier)} ${requestSentence(frontalier.touRequestYear, frontalier.touRequestDeadline, year)} Jede hier genannte Steuerersparnis setzt voraus, dass Ihnen die ${NOV_SHORT} gewährt wird.`,
    };
  },
  agreement1983(frontalier) {
    if (frontalier.telework.outcome === "status-lost") {
      return {
        title: "Keine Schweizer Steuerersparnis genannt",
        text: `Ihr Arbeitskanton wendet das Grenzgängerabkommen mit Frankreich von 1983 an, doch mit mehr als ${share(frontalier.telework.franceTaxNeutralMaxPercent)} ${TERMS.telework} verlieren Sie den Grenzgängerstatus: Der Lohn für die in der Schweiz gearbeiteten Tage unterliegt in der Schweiz der ${QST}. Ein Abzug der ${S3A} wäre nur über eine nachträgliche ordentliche Veranlagung möglich, die voraussetzt, dass mindestens ${share(frontalier.minSwissIncomeSharePercent)} der Einkünfte des Haushalts in der Schweiz steuerbar sind: Das klären Sie mit der Fachperson. Wir nennen deshalb keine Steuerersparnis.`,
      };
    }
    return {
      title: "Kein Schweizer Steuerabzug für Sie",
      text: `Ihr Arbeitskanton wendet das Grenzgängerabkommen mit Frankreich von 1983 an: Ihr Lohn wird in Frankreich besteuert. Eine Einzahlung in die ${S3A} bringt Ihnen deshalb in der Schweiz keinen Steuerabzug, und ob sie in Frankreich abziehbar ist, ist nicht gesichert. Wir nennen deshalb keine Steuerersparnis; ob sich eine ${S3A} als Altersvorsorge lohnt, besprechen Sie mit der Fachperson.`,
    };
  },
  unknown(frontalier) {
    const threshold = share(frontalier.minSwissIncomeSharePercent);
    if (frontalier.unknownBecause === "residence") {
      return {
        title: "Abzug je nach Wohnsitzland",
        text: `Ob die ${S3A} abziehbar ist, hängt von Ihrem Wohnsitzland ab, das Sie nicht angegeben haben: Je nach Land wird Ihr Lohn in der Schweiz, in diesem Land oder in beiden besteuert. Wir nennen deshalb keine Steuerersparnis: Teilen Sie der Fachperson Ihr Wohnsitzland mit.`,
      };
    }
    return {
      title: "Abzug je nach Arbeitskanton",
      text: `Wir kennen Ihren Arbeitskanton nicht, und der Abzug der ${S3A} hängt davon ab: In den Kantonen des Grenzgängerabkommens mit Frankreich von 1983 (${frontalier.agreement1983Cantons.join(", ")}) wird der Lohn der in Frankreich wohnenden ${GG} in Frankreich besteuert, und die ${S3A} bringt in der Schweiz keinen Abzug; anderswo, etwa in Genf, ist ein Abzug grundsätzlich nur über eine nachträgliche ordentliche Veranlagung möglich (Regel der ${threshold} der Haushaltseinkünfte, die in der Schweiz steuerbar sind). Wir nennen deshalb keine Steuerersparnis: Teilen Sie der Fachperson Ihren Arbeitskanton mit.`,
    };
  },
  italy: {
    title: "Abzug mit der Fachperson zu prüfen",
    text: `Nach dem Grenzgängerabkommen mit Italien unterliegt Ihr Lohn in der Schweiz der ${QST} und wird, wenn Sie ein neuer ${GG} sind, auch in Italien besteuert. Ob eine Einzahlung in die ${S3A} Ihre Steuern in der Schweiz oder in Italien senkt, prüfen Sie mit der Fachperson: Wir nennen keine Steuerersparnis.`,
  },
  italyZoneUnknown: (frontalier) => ({
    title: "Abzug je nach Entfernung zur Grenze",
    text: `Sie wohnen in Italien und arbeiten ${inCanton(frontalier.workCanton)}, haben aber nicht angegeben, ob Sie weniger als ${f.number(frontalier.italy.borderZoneKm)} km von der Grenze entfernt wohnen, und die Regel hängt davon ab: Innerhalb von ${f.number(frontalier.italy.borderZoneKm)} km gilt das Grenzgängerabkommen mit Italien von 2020; weiter entfernt gilt es nicht, Italien besteuert Ihren ganzen Lohn und rechnet die Schweizer Steuer an (DBA Schweiz–Italien, Art. 15 Abs. 1 und Art. 24 Abs. 2). Wir nennen keine Steuerersparnis: Teilen Sie der Fachperson diese Entfernung mit.`,
  }),
  italyTreaty: (frontalier) => ({
    title: "Keine Schweizer Steuerersparnis genannt",
    text: `${frontalier.borderZone === "beyond" ? `Sie wohnen mehr als ${f.number(frontalier.italy.borderZoneKm)} km von der Grenze entfernt` : `Sie arbeiten ausserhalb der Kantone des Grenzgängerabkommens mit Italien von 2020 (${frontalier.italyAgreementCantons.join(", ")})`}: Dieses Abkommen betrifft Sie nicht. Italien besteuert Ihren ganzen Lohn (Welteinkommen) und rechnet die Schweizer ${QST} an (DBA Schweiz–Italien, Art. 15 Abs. 1 und Art. 24 Abs. 2): Eine Schweizer Steuerersparnis dank der ${S3A} würde Ihnen in Italien grösstenteils wieder genommen. Wir nennen deshalb keine Steuerersparnis; die Fachperson prüft Ihren Fall.`,
  }),
  germany: (frontalier) => ({
    title: "Abzug nicht geprüft",
    text: `Ihr Lohn wird in Deutschland besteuert, das die Schweizer ${QST} anrechnet, ${nonReturnCondition(frontalier)}. Ob eine Einzahlung in die ${S3A} in Deutschland abziehbar ist, ist nicht geprüft: Wir nennen keine Steuerersparnis; die Fachperson prüft Ihren Fall.`,
  }),
  germanyNonReturn: (frontalier) => ({
    title: "Abzug mit der Fachperson zu prüfen",
    text: `Mit ${f.number(frontalier.nonReturnDays ?? 0)} Nichtrückkehrtagen, mehr als ${f.number(frontalier.germany.maxNonReturnDays)}, sind Sie nach dem DBA Schweiz–Deutschland (Art. 15a Abs. 2) kein ${GG} mehr: Ihr Lohn unterliegt der ordentlichen Schweizer ${QST}, Deutschland stellt ihn frei (mit Progressionsvorbehalt), und in der Schweiz kann sich eine ${NOV} mit dem Abzug der ${S3A} öffnen. Wir nennen keine Steuerersparnis: Klären Sie es mit der Fachperson.`,
  }),
  austria: {
    title: "Abzug mit der Fachperson zu prüfen",
    text: `Der Lohn für Ihre Arbeitstage in der Schweiz unterliegt der ordentlichen Schweizer ${QST}, und Österreich besteuert ihn ebenfalls. Ob eine Einzahlung in die ${S3A} Ihre Steuern in der Schweiz oder in Österreich senkt, prüfen Sie mit der Fachperson: Wir nennen keine Steuerersparnis.`,
  },
  selfEmployed: {
    title: "Keine Steuerersparnis genannt",
    text: `Sie sind selbständig erwerbend und wohnen ausserhalb der Schweiz: Die Schweiz besteuert nur das Einkommen einer festen Einrichtung (oder Betriebsstätte), die Sie hier haben, und Ihr Wohnsitzland besteuert Ihr Welteinkommen und rechnet den Schweizer Teil an oder stellt ihn frei (Doppelbesteuerungsabkommen, Art. 7/14; für Italien Art. 24 Abs. 2). Ein Schweizer Abzug ist also nur so viel wert, wie Ihr Wohnsitzland nicht wieder nimmt: Wir nennen keine Steuerersparnis; die Fachperson prüft Ihren Fall.`,
  },
  selfEmployedResidenceUnknown: {
    title: "Abzug je nach Wohnsitzland",
    text: `Sie haben nicht angegeben, ob Sie in der Schweiz wohnen, und der Abzug der ${S3A} hängt davon ab: Wohnen Sie in der Schweiz, ist die ${S3A} von Ihrem steuerbaren Einkommen abziehbar; wohnen Sie im Ausland, besteuert die Schweiz nur das Einkommen einer festen Einrichtung, die Sie hier haben, und Ihr Wohnsitzland besteuert den Rest und rechnet den Schweizer Teil an (DBG Art. 5; DBA Art. 7/14). Jede hier genannte Steuerersparnis setzt voraus, dass Sie in der Schweiz wohnen: Sagen Sie der Fachperson, wo Sie wohnen.`,
  },
  otherCountry: {
    title: "Abzug je nach Wohnsitzland",
    text: `Ihre Besteuerung hängt vom Doppelbesteuerungsabkommen zwischen der Schweiz und Ihrem Wohnsitzland ab, der Abzug der ${S3A} ebenfalls: Wir nennen keine Steuerersparnis; die Fachperson prüft Ihren Fall.`,
  },
  otherSource(frontalier) {
    const threshold = share(frontalier.minSwissIncomeSharePercent);
    const end =
      frontalier.meetsIncomeShare === false
        ? " Unter dieser Schwelle ist ein Abzug unwahrscheinlich: Wir nennen keine Ersparnis."
        : " Jede hier genannte Steuerersparnis setzt voraus, dass Ihnen der Abzug gewährt wird.";
    return {
      title: "Abzug mit der Fachperson zu prüfen",
      text: `Sie arbeiten ${inCanton(frontalier.workCanton)} und unterliegen dort grundsätzlich der ${QST}. Wie in Genf ist ein Abzug der ${S3A} wohl nur über eine nachträgliche ordentliche Veranlagung möglich, mit einer Regel der ${threshold} der Haushaltseinkünfte, die in der Schweiz steuerbar sind, und einem Antrag bis zum 31. März des Folgejahres (für ${frontalier.touRequestYear} bis zum ${f.date(frontalier.touRequestDeadline)}); die genauen Bedingungen Ihres Kantons prüfen Sie mit der Fachperson. ${shareSentence(frontalier)}${end}`,
    };
  },
  residentCompulsory: (resident, compulsory) => ({
    title: `Obligatorische ordentliche Veranlagung: Die ${S3A} ist abziehbar`,
    text: `Sie unterliegen in der Schweiz der ${QST}. Für quellensteuerpflichtige Personen mit Wohnsitz in der Schweiz ist ab einem Bruttoeinkommen von mindestens ${f.chf(resident.compulsoryFromGross)} (bei Verheirateten, sobald einer der Ehepartner es erreicht) die ${NOV} obligatorisch; sie gilt danach jedes Jahr bis zum Ende der Quellenbesteuerung, und mit ihr ist die ${S3A} abziehbar (DBG Art. 89). ${compulsory}.`,
  }),
  residentOnRequest: (resident, year) => ({
    title: `Abzug nur über die ${NOV_SHORT}`,
    text: `Sie unterliegen der ${QST}. Unter einem Bruttoeinkommen von ${f.chf(resident.compulsoryFromGross)} ist die ${S3A} nur abziehbar, wenn Sie bis zum 31. März des Folgejahres eine ${NOV} beantragen; der eingereichte Antrag kann nicht mehr zurückgezogen werden, gilt bei Verheirateten auch für den Ehepartner, und einmal gewährt, gilt die ${NOV_SHORT} jedes folgende Jahr bis zum Ende Ihrer Quellenbesteuerung: Sie deklarieren dann jedes Jahr Ihr ganzes Einkommen und Vermögen (DBG Art. 89a Abs. 5; StHG Art. 33a Abs. 5). ${requestSentence(resident.touRequestYear, resident.touRequestDeadline, year)}${spouseUnknown(resident)} Jede hier genannte Steuerersparnis setzt diesen Antrag voraus.`,
  }),
  residentUnknownPermit: (resident) => ({
    title: "Abzug je nach Ausweis",
    text: `Sind Sie Schweizer Bürgerin oder Bürger oder haben Sie den ${TERMS.permitC}, werden Sie ordentlich veranlagt: Die ${S3A} ist von Ihrem steuerbaren Einkommen abziehbar. Unterliegen Sie der ${QST} (zum Beispiel mit ${TERMS.permitB}), ist sie nur über eine ${NOV} abziehbar: obligatorisch ab einem Bruttoeinkommen von ${f.chf(resident.compulsoryFromGross)}, darunter auf Antrag bis zum 31. März des Folgejahres. Jede hier genannte Steuerersparnis setzt voraus, dass Ihnen der Abzug gewährt wird.`,
  }),
};
