import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common, inCanton, TERMS } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { nov: NOV, novShort: NOV_SHORT, pillar3a: S3A, sourceTax: QST, frontalier: GG } = TERMS;

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `Als ${GG} können Sie nur eine ${NOV} beantragen (Status als ${TERMS.quasiResident}), und nur wenn mindestens ${share} der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar sind. Der Antrag ist jedes Jahr neu zu stellen, bis zum 31. März des Folgejahres, kann nach dem Einreichen nicht mehr zurückgezogen werden und gilt bei Verheirateten auch für den Ehepartner. Unter ${share} ist die ${QST} endgültig.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  const km = f.number(italy.borderZoneKm);
  const zone =
    frontalier.borderZone === "within"
      ? `Sie wohnen weniger als ${km} km von der Grenze entfernt: Sie sind ${GG}`
      : `Wohnen Sie weniger als ${km} km von der Grenze entfernt, was Sie uns nicht angegeben haben, sind Sie ${GG}`;
  const beyond =
    frontalier.borderZone === "within"
      ? ""
      : ` Wohnen Sie weiter von der Grenze entfernt, gilt das Abkommen nicht: Italien besteuert dann Ihren ganzen Lohn und rechnet die Schweizer Steuer an (DBA Schweiz–Italien, Art. 15 Abs. 1 und Art. 24 Abs. 2); sagen Sie es der Fachperson.`;
  return `Sie wohnen in Italien und arbeiten ${inCanton(frontalier.workCanton)}. ${zone} im Sinne des Grenzgängerabkommens zwischen der Schweiz und Italien vom 23. Dezember 2020, angewendet seit dem 1. Januar ${italy.appliedFrom}. Haben Sie ab dem ${f.date(italy.newFrontalierFrom)} in der Schweiz zu arbeiten begonnen (neuer ${GG}), unterliegt Ihr Lohn in der Schweiz der ${QST} zu ${f.percent(italy.swissShareOfSourceTax)} der ordentlichen ${QST}, und Italien besteuert ihn ebenfalls, mit einer Steueranrechnung. Haben Sie bereits zwischen dem ${f.date(italy.oldFrontalierFrom)} und dem ${f.date(italy.newFrontalierFrom)} in den Kantonen ${frontalier.italyAgreementCantons.join(", ")} gearbeitet (bisheriger ${GG}), wird Ihr Lohn weiterhin nur in der Schweiz besteuert, ohne Enddatum: ${italy.communesCompensationUntil} ist nur das Jahr, in dem die Schweiz aufhört, den italienischen Grenzgemeinden ihren Anteil zu zahlen.${beyond} Ob die ${S3A} abziehbar ist, prüfen Sie mit der Fachperson.`;
}

function italyTreaty(frontalier: FrontalierAnalysis): string {
  const why =
    frontalier.borderZone === "beyond"
      ? `mehr als ${f.number(frontalier.italy.borderZoneKm)} km von der Grenze entfernt`
      : `ausserhalb der Kantone des Grenzgängerabkommens mit Italien von 2020 (${frontalier.italyAgreementCantons.join(", ")})`;
  return `Sie wohnen in Italien und arbeiten ${inCanton(frontalier.workCanton)}, ${why}: Dieses Abkommen betrifft Sie nicht. Nach dem Doppelbesteuerungsabkommen zwischen der Schweiz und Italien unterliegt der Lohn für Ihre Arbeitstage in der Schweiz dort der ${QST} (Art. 15 Abs. 1), Italien besteuert Ihren ganzen Lohn und rechnet die Schweizer Steuer an (Art. 24 Abs. 2), und die in Italien gearbeiteten Tage sind ab dem ersten Tag nur in Italien steuerbar.`;
}

function germany(frontalier: FrontalierAnalysis): string {
  const { germany } = frontalier;
  const max = f.number(germany.maxNonReturnDays);
  const days =
    frontalier.nonReturnDays === null
      ? ` Ihre Nichtrückkehrtage haben Sie uns nicht angegeben: Das Obige setzt voraus, dass es höchstens ${max} sind; darüber siehe oben.`
      : ` Sie geben ${f.number(frontalier.nonReturnDays)} Nichtrückkehrtage an: Sie behalten diesen Status.`;
  return `Sie wohnen in Deutschland und arbeiten ${inCanton(frontalier.workCanton)}: Als ${GG} im Sinne des Doppelbesteuerungsabkommens Deutschland–Schweiz (Art. 15a) wird Ihr Lohn in Deutschland besteuert. Die Schweiz erhebt eine ${QST} von höchstens ${f.percent(germany.maxSwissSourceTaxRate)} des Bruttolohns, wenn Sie Ihrem Arbeitgeber die deutsche Ansässigkeitsbescheinigung (Formular Gre-1) abgeben, und Deutschland rechnet sie auf seine Steuer an (§ 36 EStG). Mit mehr als ${max} beruflich bedingten Nichtrückkehrtagen im Jahr (bei Teilzeit anteilig), die Ihr Arbeitgeber auf dem Formular Gre-3 bescheinigt, verlieren Sie diesen Status; Tage im ${TERMS.telework} zählen nicht als Nichtrückkehrtage.${days}`;
}

function germanyNonReturn(frontalier: FrontalierAnalysis): string {
  return `Sie wohnen in Deutschland und arbeiten ${inCanton(frontalier.workCanton)}, mit ${f.number(frontalier.nonReturnDays ?? 0)} beruflich bedingten Nichtrückkehrtagen, mehr als ${f.number(frontalier.germany.maxNonReturnDays)}: Für dieses Jahr sind Sie kein ${GG} im Sinne des Doppelbesteuerungsabkommens Deutschland–Schweiz (Art. 15a Abs. 2). Der Lohn für Ihre Arbeitstage in der Schweiz unterliegt der ordentlichen Schweizer ${QST}, Deutschland stellt ihn mit Progressionsvorbehalt frei, und Ihre Tage im ${TERMS.telework} werden in Deutschland besteuert. Lassen Sie diese Tage von Ihrem Arbeitgeber bescheinigen (Formular Gre-3) und besprechen Sie Ihren Fall mit der Fachperson.`;
}

function austria(frontalier: FrontalierAnalysis): string {
  const { austria } = frontalier;
  return `Sie wohnen in Österreich und arbeiten ${inCanton(frontalier.workCanton)}: Mit Österreich gibt es keinen Grenzgängerstatus mehr (die ${QST} von ${f.percent(austria.repealedFrontalierRate)} für ${GG} wurde mit dem Protokoll vom ${f.date(austria.repealedOn)} aufgehoben). Der Lohn für Ihre Arbeitstage in der Schweiz unterliegt der ordentlichen Schweizer ${QST}, und Österreich besteuert ihn ebenfalls, mit einer Steueranrechnung; Ihre Tage im ${TERMS.telework} werden in Österreich besteuert.`;
}

function selfEmployed(frontalier: FrontalierAnalysis): string {
  return `Sie sind selbständig erwerbend, wohnen ausserhalb der Schweiz und arbeiten ${inCanton(frontalier.workCanton)}: Die ${QST} betrifft nur Arbeitnehmende und unter den Selbständigen nur Künstler, Sportler und Referenten (DBG Art. 92) sowie Verwaltungsräte (Art. 93). Die Schweiz besteuert Ihr Einkommen aus selbständiger Erwerbstätigkeit aufgrund wirtschaftlicher Zugehörigkeit nur, soweit es einer festen Einrichtung oder Betriebsstätte in der Schweiz zuzurechnen ist (DBG Art. 4 und 5; Doppelbesteuerungsabkommen, Art. 7/14); Ihr Wohnsitzland besteuert Ihr Welteinkommen und rechnet den Schweizer Teil an oder stellt ihn frei (zum Beispiel DBA Schweiz–Italien, Art. 24 Abs. 2). Die Fachperson prüft Ihren Fall.`;
}

function unknown(frontalier: FrontalierAnalysis): string {
  if (frontalier.unknownBecause === "canton") {
    return `Wir kennen Ihren Arbeitskanton nicht: In Genf unterliegt der Lohn der ${QST}; anderswo kann je nach Wohnsitzland ein Grenzgängerabkommen gelten. Davon hängt ab, ob Sie die ${S3A} abziehen können: Die Fachperson prüft Ihren Fall.`;
  }
  return `Sie arbeiten ${inCanton(frontalier.workCanton)} und haben uns Ihr Wohnsitzland nicht angegeben: Wir wenden deshalb die Regeln keines Landes an. Davon hängen ab, welches Land Ihren Lohn besteuert, der Abzug der ${S3A}, der Anteil ${TERMS.telework} ohne Einfluss auf die Besteuerung und Ihre Krankenversicherung; die Regeln sind für Frankreich, Italien, Deutschland und Österreich verschieden. Teilen Sie der Fachperson Ihr Wohnsitzland mit.`;
}

function closedYear(taxYear: number, year: number): string[] {
  if (taxYear === year) return [];
  return [
    `Das Jahr ${taxYear} ist abgeschlossen: Für diesen Antrag zählen nur die bereits für ${taxYear} geleisteten Einzahlungen in die ${S3A}; Ihre Einzahlungen ${year} gehören zum Antrag für ${year}, einzureichen bis zum 31. März ${year + 1}.`,
  ];
}

function geneva(frontalier: FrontalierAnalysis, year: number): string[] {
  const taxYear = frontalier.touRequestYear;
  const threshold = percent(frontalier.minSwissIncomeSharePercent);
  if (frontalier.meetsIncomeShare === false) {
    return [
      `Mit weniger als ${threshold} der Haushaltseinkünfte in der Schweiz steht Ihnen die ${NOV_SHORT} nicht offen: Die ${QST} ist endgültig, auf dieser Grundlage ist nichts einzureichen.`,
      "Ändert sich Ihre Situation (Einkommen des Ehepartners, andere Einkünfte), sprechen Sie mit der Fachperson.",
    ];
  }
  const first =
    frontalier.meetsIncomeShare === null
      ? `Berechnen Sie, welcher Anteil der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar ist: Ab ${threshold} können Sie bei der Genfer Steuerverwaltung die ${NOV_SHORT} für ${taxYear} beantragen; darunter ist die ${QST} endgültig.`
      : `Wenn Sie sie wollen, reichen Sie Ihren Antrag auf ${NOV_SHORT} für ${taxYear} bei der Genfer Steuerverwaltung ein: Er ist jedes Jahr zu erneuern und kann nach dem Einreichen nicht mehr zurückgezogen werden; entscheiden Sie ihn mit der Fachperson.`;
  return [
    first,
    `Sammeln Sie die Belege der weltweiten Einkünfte Ihres Haushalts, um zu zeigen, dass mindestens ${threshold} davon in der Schweiz steuerbar sind.`,
    `Legen Sie die Bescheinigung Ihrer Einzahlungen in die ${S3A} ${taxYear} bei (und allfälliger Einkäufe).`,
    ...closedYear(taxYear, year),
  ];
}

export const frontalier: FrontalierWording = {
  ...telework,
  heading: `${GG}: Besteuerung, ${TERMS.telework} und Krankenversicherung`,
  genevaTouRule,
  taxation(frontalier, year) {
    const canton = inCanton(frontalier.workCanton);
    switch (frontalier.regime) {
      case "geneva-source":
        return `Sie arbeiten in Genf: Ihr Lohn unterliegt dort der ${QST}. ${genevaTouRule(frontalier)} Nur mit der ${NOV_SHORT} können Sie die ${S3A}, Einkäufe in die Pensionskasse (${TERMS.bvg}) und Kinderbetreuungskosten abziehen (DBG Art. 99a; Genfer Wegleitung zur ${QST}, ${common.figureYear(frontalier.citations.tou, year)}).`;
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? `Sie arbeiten ${canton}, der auf ${GG} mit Wohnsitz in Frankreich das Abkommen von 1983 anwendet. Mit mehr als ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} ${TERMS.telework} verlieren Sie diesen Status (siehe unten): Der Lohn für die in der Schweiz gearbeiteten Tage unterliegt dann in der Schweiz der ${QST}.`
          : `Sie arbeiten ${canton}, der das Grenzgängerabkommen mit Frankreich von 1983 anwendet: Solange Sie den Grenzgängerstatus behalten (tägliche Rückkehr nach Frankreich, französische Bescheinigung des steuerlichen Wohnsitzes), wird Ihr Lohn in Frankreich besteuert, und Frankreich überweist dem Kanton eine Ausgleichszahlung. Für Ihren Lohn gibt es keine Schweizer Steuererklärung und damit keinen Schweizer Abzug für die ${S3A}; ob sie in Frankreich abziehbar ist, ist nicht gesichert.`;
      case "italy-agreement":
      case "italy-zone-unknown":
        return italy(frontalier);
      case "other-source":
        return `Sie arbeiten ${canton}: Ihr Lohn unterliegt dort grundsätzlich der ${QST}. Wie in Genf dürfte eine ${NOV} auf Antrag gelten, mit einer Regel der ${percent(frontalier.minSwissIncomeSharePercent)} der Haushaltseinkünfte und einem Antrag bis zum 31. März des Folgejahres, doch die Bedingungen Ihres Kantons prüfen Sie mit der Fachperson.`;
      case "italy-treaty":
        return italyTreaty(frontalier);
      case "germany":
        return germany(frontalier);
      case "germany-non-return":
        return germanyNonReturn(frontalier);
      case "austria":
        return austria(frontalier);
      case "self-employed":
        return selfEmployed(frontalier);
      case "other-country":
        return `Sie wohnen weder in Frankreich, Italien, Deutschland noch Österreich und arbeiten ${canton}: Ihre Besteuerung hängt vom Doppelbesteuerungsabkommen zwischen der Schweiz und Ihrem Wohnsitzland ab. Das analysieren wir hier nicht: Die Fachperson prüft Ihren Fall.`;
      case "unknown":
        return unknown(frontalier);
    }
  },
  shareLabel: "Anteil der Haushaltseinkünfte, der in der Schweiz steuerbar ist",
  salaryTaxationLabel: "Besteuerung Ihres Lohns",
  salaryTaxation: (lost) => (lost ? `${QST} in der Schweiz für die in der Schweiz gearbeiteten Tage` : "In Frankreich"),
  italyShareLabel: `Schweizer ${QST} neuer ${GG}, als Anteil der ordentlichen`,
  germanySourceTaxLabel: `Schweizer ${QST}, höchstens (mit Formular Gre-1)`,
  germanyNonReturnDaysLabel: "Nichtrückkehrtage pro Jahr, höchstens, für den Grenzgängerstatus",
  days: (count) => `${f.number(count)} Tage`,
  touMinShareLabel: `Mindestanteil für einen Antrag auf ${NOV_SHORT}`,
  touDeadlineLabel: (year) => `Frist für den Antrag auf ${NOV_SHORT} für ${year}`,
  touRequestLabel: `Antrag auf ${NOV_SHORT}`,
  touRequest: "Jedes Jahr neu, nach dem Einreichen unwiderruflich",
  beforeMarchTitle: (deadline) => `Zu erledigen bis zum ${f.date(deadline)}`,
  beforeMarch(frontalier, year) {
    const taxYear = frontalier.touRequestYear;
    switch (frontalier.regime) {
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? [
              `Mit mehr als ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} ${TERMS.telework} klären Sie mit der Fachperson, was Sie für Ihre Steuern ${taxYear} in der Schweiz und in Frankreich deklarieren müssen.`,
            ]
          : [
              `Für Ihre Steuern ${taxYear} ist in der Schweiz kein Antrag einzureichen: Ihr Lohn wird in Frankreich besteuert.`,
              `Prüfen Sie in Ihrer französischen Steuererklärung, dass Ihr Schweizer Lohn korrekt deklariert ist, und fragen Sie die Fachperson, ob eine ${S3A} ohne Steuerabzug für Sie sinnvoll ist.`,
            ];
      case "geneva-source":
        return geneva(frontalier, year);
      case "other-source":
        return [
          `Prüfen Sie mit der Fachperson, ob ${common.cantonPhrase(frontalier.workCanton)} für ${taxYear} eine nachträgliche ordentliche Veranlagung zulässt und bis wann sie zu beantragen ist.`,
          `Bereiten Sie die Belege der weltweiten Einkünfte Ihres Haushalts (Regel der ${percent(frontalier.minSwissIncomeSharePercent)}) und die Bescheinigung Ihrer Einzahlungen in die ${S3A} ${taxYear} vor.`,
        ];
      case "unknown":
        return frontalier.unknownBecause === "canton"
          ? [
              `Prüfen Sie mit der Fachperson, ob Ihr Arbeitskanton für ${taxYear} eine nachträgliche ordentliche Veranlagung zulässt und bis wann sie zu beantragen ist.`,
            ]
          : [];
      default:
        // Italy's agreement, Germany, Austria, the self-employed, other countries: no TOU request to file.
        return [];
    }
  },
};
