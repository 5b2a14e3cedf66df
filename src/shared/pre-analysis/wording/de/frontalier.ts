import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common, inCanton, TERMS } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { nov: NOV, novShort: NOV_SHORT, pillar3a: S3A, sourceTax: QST, frontalier: GG } = TERMS;

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `Als ${GG} können Sie nur eine ${NOV} beantragen (Status als ${TERMS.quasiResident}), und nur wenn mindestens ${share} der weltweiten Einkünfte Ihres Haushalts in der Schweiz steuerbar sind. Der Antrag ist jedes Jahr neu zu stellen, bis zum 31. März des Folgejahres, und kann nach dem Einreichen nicht mehr zurückgezogen werden. Unter ${share} ist die ${QST} endgültig.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  return `Sie wohnen in Italien und arbeiten ${inCanton(frontalier.workCanton)}: Ihre Besteuerung regelt das Grenzgängerabkommen zwischen der Schweiz und Italien vom 23. Dezember 2020, angewendet seit dem 1. Januar ${italy.appliedFrom}. Haben Sie ab dem ${f.date(italy.newFrontalierFrom)} in der Schweiz zu arbeiten begonnen (neuer ${GG}), unterliegt Ihr Lohn in der Schweiz der ${QST}, von der die Schweiz ${f.percent(italy.swissShareOfSourceTax)} behält, und Italien besteuert ihn ebenfalls, mit einer Steueranrechnung; haben Sie schon vorher hier gearbeitet, wird er bis ${italy.oldUntil} nur in der Schweiz besteuert. Ob die ${S3A} abziehbar ist, prüfen Sie mit der Fachperson.`;
}

function unknown(frontalier: FrontalierAnalysis): string {
  if (frontalier.unknownBecause === "canton") {
    return `Wir kennen Ihren Arbeitskanton nicht: In Genf unterliegt der Lohn der ${QST}; in den Kantonen des Abkommens von 1983 (${frontalier.agreement1983Cantons.join(", ")}) wird er bei ${GG}n mit Wohnsitz in Frankreich in Frankreich besteuert. Davon hängt ab, ob Sie die ${S3A} abziehen können: Die Fachperson prüft Ihren Fall.`;
  }
  const inFrance = frontalier.agreement1983Cantons.includes(frontalier.workCanton ?? "")
    ? "gilt das Grenzgängerabkommen mit Frankreich von 1983, und Ihr Lohn wird in Frankreich besteuert"
    : `unterliegt Ihr Lohn in der Schweiz der ${QST}`;
  return `Sie arbeiten ${inCanton(frontalier.workCanton)}. Ihre Besteuerung hängt von Ihrem Wohnsitzland ab: Wohnen Sie in Italien, gilt das Grenzgängerabkommen mit Italien von 2020 (Kantone ${frontalier.italyAgreementCantons.join(", ")}); wohnen Sie in Frankreich, ${inFrance}. Teilen Sie der Fachperson Ihr Wohnsitzland mit.`;
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
        return italy(frontalier);
      case "other-source":
        return `Sie arbeiten ${canton}: Ihr Lohn unterliegt dort grundsätzlich der ${QST}. Wie in Genf dürfte eine ${NOV} auf Antrag gelten, mit einer Regel der ${percent(frontalier.minSwissIncomeSharePercent)} der Haushaltseinkünfte und einem Antrag bis zum 31. März des Folgejahres, doch die Bedingungen Ihres Kantons prüfen Sie mit der Fachperson.`;
      case "other-country":
        return `Sie wohnen weder in Frankreich noch in Italien und arbeiten ${canton}: Ihre Besteuerung hängt vom Doppelbesteuerungsabkommen zwischen der Schweiz und Ihrem Wohnsitzland ab. Das analysieren wir hier nicht: Die Fachperson prüft Ihren Fall.`;
      case "unknown":
        return unknown(frontalier);
    }
  },
  residenceNote: `Wir wenden die Regeln für ${GG} mit Wohnsitz in Frankreich an, wie im ersten Schritt angegeben; wohnen Sie in Italien oder einem anderen Land, gelten andere Regeln: Sagen Sie es der Fachperson.`,
  shareLabel: "Anteil der Haushaltseinkünfte, der in der Schweiz steuerbar ist",
  salaryTaxationLabel: "Besteuerung Ihres Lohns",
  salaryTaxation: (lost) => (lost ? `${QST} in der Schweiz für die in der Schweiz gearbeiteten Tage` : "In Frankreich"),
  italyShareLabel: `Anteil der ${QST}, den die Schweiz behält (neue ${GG})`,
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
      case "italy-agreement":
      case "other-country":
        return [];
    }
  },
};
