import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common, fromDate, inCanton, TERMS, theDate, thePercent } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { tou: TOU, touShort: TOU_SHORT, pillar3a: P3A, sourceTax: IF, frontalier: FR, lpp: LPP } = TERMS;

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `Come ${FR} può solo chiedere una tassazione ordinaria ulteriore (${TOU_SHORT}, status di ${TERMS.quasiResident}), e solo se almeno il ${share} dei redditi mondiali della sua economia domestica è imponibile in Svizzera. La domanda va fatta ogni anno, entro il 31 marzo dell'anno successivo, non può più essere ritirata una volta presentata e, se è sposato, vale anche per il coniuge. Sotto il ${share}, l'${IF} è definitiva.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  const km = f.number(italy.borderZoneKm);
  const zone =
    frontalier.borderZone === "within"
      ? `Abita a meno di ${km} km dal confine: è ${FR}`
      : `Se abita a meno di ${km} km dal confine, cosa che non ci ha indicato, è ${FR}`;
  const beyond =
    frontalier.borderZone === "within"
      ? ""
      : ` Se abita più lontano dal confine, l'accordo non si applica: l'Italia tassa allora tutto il suo salario e computa l'imposta svizzera (Convenzione Svizzera–Italia, art. 15 § 1 e art. 24 § 2); lo dica all'esperto.`;
  return `Vive in Italia e lavora ${inCanton(frontalier.workCanton)}. ${zone} ai sensi dell'accordo italo-svizzero del 23 dicembre 2020, applicato dal 1° gennaio ${italy.appliedFrom}. Se ha iniziato a lavorare in Svizzera ${fromDate(italy.newFrontalierFrom)} in poi (nuovo ${FR}), il suo salario è assoggettato all'${IF} in Svizzera, all'${f.percent(italy.swissShareOfSourceTax)} dell'${IF} ordinaria, ed è tassato anche in Italia, con un credito d'imposta. Se lavorava già nei cantoni ${frontalier.italyAgreementCantons.join(", ")} tra ${theDate(italy.oldFrontalierFrom)} e ${theDate(italy.newFrontalierFrom)} (vecchio ${FR}), il suo salario resta tassato solo in Svizzera, senza data di fine: il ${italy.communesCompensationUntil} è solo l'anno in cui la Svizzera smette di versare ai comuni di confine italiani la loro quota.${beyond} Una deduzione del ${P3A} è da verificare con l'esperto.`;
}

function italyTreaty(frontalier: FrontalierAnalysis): string {
  const why =
    frontalier.borderZone === "beyond"
      ? `a più di ${f.number(frontalier.italy.borderZoneKm)} km dal confine`
      : `fuori dai cantoni dell'accordo italo-svizzero del 2020 (${frontalier.italyAgreementCantons.join(", ")})`;
  return `Vive in Italia e lavora ${inCanton(frontalier.workCanton)}, ${why}: questo accordo non la riguarda. Secondo la convenzione tra la Svizzera e l'Italia, il salario dei suoi giorni di lavoro in Svizzera vi è assoggettato all'${IF} (art. 15 § 1), l'Italia tassa tutto il suo salario e computa l'imposta svizzera (art. 24 § 2), e i giorni lavorati in Italia sono imponibili solo in Italia fin dal primo giorno.`;
}

function germany(frontalier: FrontalierAnalysis): string {
  const { germany } = frontalier;
  const max = f.number(germany.maxNonReturnDays);
  const days =
    frontalier.nonReturnDays === null
      ? ` Non ci ha indicato i suoi giorni di mancato rientro: quanto precede presuppone che non siano più di ${max}; oltre, veda sopra.`
      : ` Indica ${f.number(frontalier.nonReturnDays)} giorni di mancato rientro: mantiene questo status.`;
  return `Vive in Germania e lavora ${inCanton(frontalier.workCanton)}: come ${FR} ai sensi della convenzione tra la Germania e la Svizzera (art. 15a), il suo salario è tassato in Germania. La Svizzera preleva un'${IF} di al massimo ${thePercent(germany.maxSwissSourceTaxRate)} del salario lordo se consegna al datore di lavoro il certificato di residenza tedesco (modulo Gre-1), e la Germania la computa nella sua imposta (§ 36 EStG). Perde questo status con più di ${max} giorni all'anno senza rientro al domicilio per motivi di lavoro (in proporzione a tempo parziale), attestati dal datore di lavoro sul modulo Gre-3; i giorni di ${TERMS.telework} non contano come giorni senza rientro.${days}`;
}

function germanyNonReturn(frontalier: FrontalierAnalysis): string {
  return `Vive in Germania e lavora ${inCanton(frontalier.workCanton)}, con ${f.number(frontalier.nonReturnDays ?? 0)} giorni di mancato rientro al domicilio per motivi di lavoro, più di ${f.number(frontalier.germany.maxNonReturnDays)}: per quest'anno non è ${FR} ai sensi della convenzione tra la Germania e la Svizzera (art. 15a § 2). Il salario dei suoi giorni di lavoro in Svizzera è assoggettato all'${IF} ordinaria svizzera, la Germania lo esenta con riserva di progressività e i suoi giorni di ${TERMS.telework} sono tassati in Germania. Faccia attestare questi giorni dal datore di lavoro (modulo Gre-3) e veda il suo caso con l'esperto.`;
}

function austria(frontalier: FrontalierAnalysis): string {
  const { austria } = frontalier;
  return `Vive in Austria e lavora ${inCanton(frontalier.workCanton)}: con l'Austria non esiste più uno status di ${FR} (l'${IF} del ${f.percent(austria.repealedFrontalierRate)} per i frontalieri è stata abolita dal protocollo del ${f.date(austria.repealedOn)}). Il salario dei suoi giorni di lavoro in Svizzera è assoggettato all'${IF} ordinaria svizzera, e l'Austria lo tassa anche, con un credito d'imposta; i suoi giorni di ${TERMS.telework} sono tassati in Austria.`;
}

function selfEmployed(frontalier: FrontalierAnalysis): string {
  return `Lei è indipendente, vive fuori dalla Svizzera e lavora ${inCanton(frontalier.workCanton)}: l'${IF} riguarda solo i lavoratori dipendenti e, tra gli indipendenti, solo artisti, sportivi e conferenzieri (LIFD art. 92) e membri di consigli di amministrazione (art. 93). La Svizzera tassa il suo reddito da attività indipendente per appartenenza economica solo se proviene da una sede fissa o da una stabile organizzazione che ha in Svizzera (LIFD art. 4 e 5; convenzioni, art. 7/14); il suo paese di residenza tassa il suo reddito mondiale e computa o esenta la parte svizzera (per esempio Convenzione Svizzera–Italia, art. 24 § 2). L'esperto verificherà il suo caso.`;
}

function unknown(frontalier: FrontalierAnalysis): string {
  if (frontalier.unknownBecause === "canton") {
    return `Non conosciamo il suo cantone di lavoro: a Ginevra il salario è assoggettato all'${IF}; altrove, secondo il paese di residenza, può applicarsi un accordo sui frontalieri. Da questo dipende la possibilità di dedurre il ${P3A}: l'esperto verificherà il suo caso.`;
  }
  return `Lavora ${inCanton(frontalier.workCanton)} e non ci ha indicato il suo paese di residenza: non applichiamo quindi le regole di nessun paese. Ne dipendono il paese che tassa il suo salario, la deduzione del ${P3A}, la quota di ${TERMS.telework} senza effetti sull'imposizione e la sua assicurazione malattie; le regole sono diverse per la Francia, l'Italia, la Germania e l'Austria. Comunichi il suo paese di residenza all'esperto.`;
}

function closedYear(taxYear: number, year: number): string[] {
  if (taxYear === year) return [];
  return [
    `L'anno ${taxYear} è chiuso: in questa domanda contano solo i versamenti nel ${P3A} già fatti per il ${taxYear}; i suoi versamenti del ${year} rientreranno nella domanda per il ${year}, da presentare entro il 31 marzo ${year + 1}.`,
  ];
}

function geneva(frontalier: FrontalierAnalysis, year: number): string[] {
  const taxYear = frontalier.touRequestYear;
  const threshold = percent(frontalier.minSwissIncomeSharePercent);
  if (frontalier.meetsIncomeShare === false) {
    return [
      `Con meno del ${threshold} dei redditi dell'economia domestica imponibili in Svizzera, la ${TOU_SHORT} non le è aperta: l'${IF} è definitiva, non c'è nulla da presentare su questa base.`,
      "Se la sua situazione cambia (redditi del coniuge, altri redditi), ne parli con l'esperto.",
    ];
  }
  const first =
    frontalier.meetsIncomeShare === null
      ? `Calcoli la quota dei redditi mondiali della sua economia domestica imponibile in Svizzera: dal ${threshold} in su può chiedere la ${TOU_SHORT} per il ${taxYear} all'amministrazione fiscale ginevrina; al di sotto, l'${IF} è definitiva.`
      : `Se la desidera, presenti la domanda di ${TOU_SHORT} per il ${taxYear} all'amministrazione fiscale ginevrina: va rinnovata ogni anno e non può più essere ritirata una volta presentata; la decida con l'esperto.`;
  return [
    first,
    `Raccolga i giustificativi dei redditi mondiali della sua economia domestica, per dimostrare che almeno il ${threshold} è imponibile in Svizzera.`,
    `Alleghi l'attestato dei suoi versamenti nel ${P3A} ${taxYear} (e degli eventuali riscatti).`,
    ...closedYear(taxYear, year),
  ];
}

export const frontalier: FrontalierWording = {
  ...telework,
  heading: `${FR[0]?.toUpperCase()}${FR.slice(1)}: imposizione, ${TERMS.telework} e assicurazione malattie`,
  genevaTouRule,
  taxation(frontalier, year) {
    const canton = inCanton(frontalier.workCanton);
    switch (frontalier.regime) {
      case "geneva-source":
        return `Lavora a Ginevra: il suo salario vi è assoggettato all'${IF}. ${genevaTouRule(frontalier)} Solo la ${TOU_SHORT} permette di dedurre il ${P3A}, i riscatti ${LPP} e le spese di custodia dei figli (LIFD art. 99a; guida ginevrina all'${IF}, ${common.figureYear(frontalier.citations.tou, year)}).`;
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? `Lavora ${canton}, che applica l'accordo franco-svizzero del 1983 ai frontalieri che vivono in Francia. Con più del ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} di ${TERMS.telework} perde questo status (vedi sotto): il salario dei giorni lavorati in Svizzera vi è allora assoggettato all'${IF}.`
          : `Lavora ${canton}, che applica l'accordo franco-svizzero del 1983: finché mantiene lo status di ${FR} (rientro quotidiano in Francia, attestato di residenza fiscale francese), il suo salario è tassato in Francia, e la Francia versa al cantone una compensazione. Nessuna dichiarazione d'imposta svizzera per il suo salario, quindi nessuna deduzione svizzera per il ${P3A}; la sua deducibilità in Francia non è accertata.`;
      case "italy-agreement":
      case "italy-zone-unknown":
        return italy(frontalier);
      case "other-source":
        return `Lavora ${canton}: il suo salario vi è di regola assoggettato all'${IF}. Come a Ginevra, dovrebbe applicarsi una ${TOU} su domanda, con una regola del ${percent(frontalier.minSwissIncomeSharePercent)} dei redditi dell'economia domestica e una domanda entro il 31 marzo dell'anno successivo, ma le condizioni del suo cantone sono da verificare con l'esperto.`;
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
        return `Vive fuori dalla Francia, dall'Italia, dalla Germania e dall'Austria e lavora ${canton}: la sua imposizione dipende dalla convenzione tra la Svizzera e il suo paese di residenza. Non la analizziamo qui: l'esperto verificherà il suo caso.`;
      case "unknown":
        return unknown(frontalier);
    }
  },
  shareLabel: "Quota dei redditi della sua economia domestica imponibile in Svizzera",
  salaryTaxationLabel: "Imposizione del suo salario",
  salaryTaxation: (lost) => (lost ? `${IF} in Svizzera per i giorni lavorati in Svizzera` : "In Francia"),
  italyShareLabel: `${IF[0]?.toUpperCase()}${IF.slice(1)} svizzera dei nuovi frontalieri, in quota di quella ordinaria`,
  germanySourceTaxLabel: `${IF[0]?.toUpperCase()}${IF.slice(1)} svizzera, al massimo (con il modulo Gre-1)`,
  germanyNonReturnDaysLabel: "Giorni senza rientro all'anno, al massimo, per restare frontaliere",
  days: (count) => `${f.number(count)} giorni`,
  touMinShareLabel: `Quota minima per chiedere la ${TOU_SHORT}`,
  touDeadlineLabel: (year) => `Termine per la domanda di ${TOU_SHORT} per il ${year}`,
  touRequestLabel: `Domanda di ${TOU_SHORT}`,
  touRequest: "Ogni anno, irrevocabile una volta presentata",
  beforeMarchTitle: (deadline) => `Da fare entro ${theDate(deadline)}`,
  beforeMarch(frontalier, year) {
    const taxYear = frontalier.touRequestYear;
    switch (frontalier.regime) {
      case "agreement-1983":
        return frontalier.telework.outcome === "status-lost"
          ? [
              `Con più del ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} di ${TERMS.telework}, veda con l'esperto che cosa deve dichiarare in Svizzera e in Francia per le imposte ${taxYear}.`,
            ]
          : [
              `Nessuna domanda da presentare in Svizzera per le imposte ${taxYear}: il suo salario è tassato in Francia.`,
              `Verifichi nella sua dichiarazione francese che il salario svizzero sia dichiarato correttamente, e chieda all'esperto se un ${P3A} ha senso per lei senza deduzione fiscale.`,
            ];
      case "geneva-source":
        return geneva(frontalier, year);
      case "other-source":
        return [
          `Verifichi con l'esperto se ${common.cantonPhrase(frontalier.workCanton)} permette una tassazione ordinaria ulteriore per il ${taxYear} ed entro quando chiederla.`,
          `Prepari i giustificativi dei redditi mondiali della sua economia domestica (regola del ${percent(frontalier.minSwissIncomeSharePercent)}) e l'attestato dei suoi versamenti nel ${P3A} ${taxYear}.`,
        ];
      case "unknown":
        return frontalier.unknownBecause === "canton"
          ? [
              `Verifichi con l'esperto se il suo cantone di lavoro permette una tassazione ordinaria ulteriore per il ${taxYear} ed entro quando chiederla.`,
            ]
          : [];
      default:
        // Italy's agreement, Germany, Austria, the self-employed, other countries: no TOU request to file.
        return [];
    }
  },
};
