import type { FrontalierAnalysis } from "../../frontalier";
import type { FrontalierWording } from "../types";
import { common, fromDate, inCanton, TERMS, theDate, thePercent } from "./common";
import { telework } from "./telework";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { tou: TOU, touShort: TOU_SHORT, pillar3a: P3A, sourceTax: IF, frontalier: FR, lpp: LPP } = TERMS;

function genevaTouRule(frontalier: FrontalierAnalysis): string {
  const share = percent(frontalier.minSwissIncomeSharePercent);
  return `Come ${FR} può solo chiedere una tassazione ordinaria ulteriore (${TOU_SHORT}, statuto di ${TERMS.quasiResident}), e solo se almeno il ${share} dei redditi mondiali della sua economia domestica è imponibile in Svizzera. La domanda va fatta ogni anno, entro il 31 marzo dell'anno successivo, non può più essere ritirata una volta presentata e, se è sposato, vale anche per il coniuge. Sotto il ${share}, l'${IF} è definitiva.`;
}

function italy(frontalier: FrontalierAnalysis): string {
  const { italy } = frontalier;
  return `Vive in Italia e lavora ${inCanton(frontalier.workCanton)}. Se abita a meno di ${f.number(italy.borderZoneKm)} km dal confine, è ${FR} ai sensi dell'accordo italo-svizzero del 23 dicembre 2020, applicato dal 1° gennaio ${italy.appliedFrom}. Se ha iniziato a lavorare in Svizzera ${fromDate(italy.newFrontalierFrom)} in poi (nuovo ${FR}), il suo salario è assoggettato all'${IF} in Svizzera, all'${f.percent(italy.swissShareOfSourceTax)} dell'${IF} ordinaria, ed è tassato anche in Italia, con un credito d'imposta. Se lavorava già nei cantoni ${frontalier.italyAgreementCantons.join(", ")} tra ${theDate(italy.oldFrontalierFrom)} e ${theDate(italy.newFrontalierFrom)} (vecchio ${FR}), il suo salario resta tassato solo in Svizzera, senza data di fine: il ${italy.communesCompensationUntil} è solo l'anno in cui la Svizzera smette di versare ai comuni di confine italiani la loro quota. Se abita più lontano dal confine, l'accordo non si applica: lo dica all'esperto. Una deduzione del ${P3A} è da verificare con l'esperto.`;
}

function italyTreaty(frontalier: FrontalierAnalysis): string {
  return `Vive in Italia e lavora ${inCanton(frontalier.workCanton)}, fuori dai cantoni dell'accordo italo-svizzero del 2020 (${frontalier.italyAgreementCantons.join(", ")}): questo accordo non la riguarda. Secondo la convenzione tra la Svizzera e l'Italia (art. 15), il salario dei suoi giorni di lavoro in Svizzera vi è assoggettato all'${IF}, e l'Italia tassa quello dei giorni lavorati in Italia fin dal primo giorno.`;
}

function germany(frontalier: FrontalierAnalysis): string {
  const { germany } = frontalier;
  return `Vive in Germania e lavora ${inCanton(frontalier.workCanton)}: come ${FR} ai sensi della convenzione tra la Germania e la Svizzera (art. 15a), il suo salario è tassato in Germania. La Svizzera preleva un'${IF} di al massimo ${thePercent(germany.maxSwissSourceTaxRate)} del salario lordo se consegna al datore di lavoro il certificato di residenza tedesco (modulo Gre-1), e la Germania la computa nella sua imposta (§ 36 EStG). Perde questo statuto con più di ${f.number(germany.maxNonReturnDays)} giorni all'anno senza rientro al domicilio per motivi di lavoro (in proporzione a tempo parziale), attestati dal datore di lavoro sul modulo Gre-3; i giorni di ${TERMS.telework} non contano come giorni senza rientro.`;
}

function austria(frontalier: FrontalierAnalysis): string {
  const { austria } = frontalier;
  return `Vive in Austria e lavora ${inCanton(frontalier.workCanton)}: con l'Austria non esiste più uno statuto di ${FR} (l'${IF} del ${f.percent(austria.repealedFrontalierRate)} per i frontalieri è stata abolita dal protocollo del ${f.date(austria.repealedOn)}). Il salario dei suoi giorni di lavoro in Svizzera è assoggettato all'${IF} ordinaria svizzera, e l'Austria lo tassa anche, con un credito d'imposta; i suoi giorni di ${TERMS.telework} sono tassati in Austria.`;
}

function selfEmployed(frontalier: FrontalierAnalysis): string {
  return `Lei è indipendente e lavora ${inCanton(frontalier.workCanton)}: l'${IF} riguarda solo i lavoratori dipendenti, quindi lei non vi è assoggettato. Il suo reddito da attività indipendente è tassato in Svizzera per appartenenza economica (LIFD art. 5 cpv. 1 lett. a), e il suo paese di residenza può tassarlo anche, secondo la sua convenzione con la Svizzera: l'esperto verificherà il suo caso.`;
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
          ? `Lavora ${canton}, che applica l'accordo franco-svizzero del 1983 ai frontalieri che vivono in Francia. Con più del ${percent(frontalier.telework.franceTaxNeutralMaxPercent)} di ${TERMS.telework} perde questo statuto (vedi sotto): il salario dei giorni lavorati in Svizzera vi è allora assoggettato all'${IF}.`
          : `Lavora ${canton}, che applica l'accordo franco-svizzero del 1983: finché mantiene lo statuto di ${FR} (rientro quotidiano in Francia, attestato di residenza fiscale francese), il suo salario è tassato in Francia, e la Francia versa al cantone una compensazione. Nessuna dichiarazione d'imposta svizzera per il suo salario, quindi nessuna deduzione svizzera per il ${P3A}; la sua deducibilità in Francia non è accertata.`;
      case "italy-agreement":
        return italy(frontalier);
      case "other-source":
        return `Lavora ${canton}: il suo salario vi è di regola assoggettato all'${IF}. Come a Ginevra, dovrebbe applicarsi una ${TOU} su domanda, con una regola del ${percent(frontalier.minSwissIncomeSharePercent)} dei redditi dell'economia domestica e una domanda entro il 31 marzo dell'anno successivo, ma le condizioni del suo cantone sono da verificare con l'esperto.`;
      case "italy-treaty":
        return italyTreaty(frontalier);
      case "germany":
        return germany(frontalier);
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
      case "italy-treaty":
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
