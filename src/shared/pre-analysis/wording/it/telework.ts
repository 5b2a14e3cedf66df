import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common, TERMS, thePercent } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
/** "il 25 %", "l'80 %" */
const the = (value: number) => thePercent(value / 100);
const { telework: TL, frontalier: FR, lamal: LAMAL, sourceTax: IF } = TERMS;

function taxRule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  if (regime === "self-employed") {
    return `Le regole sul ${TL} dei frontalieri riguardano i lavoratori dipendenti: come indipendente, l'effetto del lavoro da casa sulla sua imposizione è da vedere con l'esperto.`;
  }
  if (regime === "germany") {
    return `Il ${TL} non cambia il paese che tassa il suo salario, la Germania, e i giorni di ${TL} non contano come giorni senza rientro (lettera del Ministero federale tedesco delle finanze del 26 luglio 2022).`;
  }
  if (regime === "austria")
    return `Non esiste una quota di ${TL} senza effetti sull'imposizione: i giorni di ${TL} sono tassati in Austria.`;
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Fino al ${percent(telework.franceTaxNeutralMaxPercent)} di ${TL} all'anno mantiene lo status di ${FR} dell'accordo del 1983 e il suo salario resta tassato in Francia; oltre, perde questo status.`
        : `Fino al ${percent(telework.franceTaxNeutralMaxPercent)} di ${TL} all'anno, il paese che tassa il suo salario non cambia (dal 1° gennaio 2023).`;
    case "IT":
      return regime === "italy-agreement"
        ? `Per i frontalieri dell'accordo italo-svizzero, il ${TL} non ha effetti sull'imposizione fino al ${percent(telework.italyTaxNeutralMaxPercent)} del tempo di lavoro (protocollo del 2024).`
        : `La regola del ${percent(telework.italyTaxNeutralMaxPercent)} di ${TL} vale solo per i frontalieri dell'accordo italo-svizzero: per lei, i giorni lavorati in Italia vi sono imponibili fin dal primo giorno (convenzione Svizzera–Italia, art. 15).`;
    case "other":
      return `Per il ${TL}, le regole fiscali dipendono dalla convenzione con il suo paese di residenza.`;
    default:
      return `La quota di ${TL} senza effetti sull'imposizione dipende dal suo paese di residenza, che non ha indicato.`;
  }
}

function socialRule({ telework }: FrontalierAnalysis): string {
  if (!telework.socialSecurityRuleApplies) {
    return `La sua sicurezza sociale in caso di ${TL} dipende dal suo paese di residenza e dalla sua situazione: l'esperto la verificherà.`;
  }
  return `La sua sicurezza sociale resta svizzera sotto il ${percent(telework.a1FromPercent)} di ${TL}; dal ${percent(telework.a1FromPercent)} al ${percent(telework.swissSocialSecurityMaxPercent)}, solo con un certificato A1 chiesto dal suo datore di lavoro (accordo quadro UE/AELS, per i cittadini svizzeri, dell'UE o dell'AELS).`;
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry, regime } = frontalier;
  const share = the(telework.share ?? 0);
  const neutral = the(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return `Comunichi all'esperto la sua quota di ${TL} per verificare il suo caso.`;
    case "unchanged":
      if (regime === "agreement-1983") return `Con ${share} di ${TL} mantiene lo status di ${FR}.`;
      if (regime === "germany") {
        const condition =
          frontalier.nonReturnDays === null
            ? `, finché non ha più di ${frontalier.germany.maxNonReturnDays} giorni di mancato rientro`
            : "";
        return `Con ${share} di ${TL} il suo salario resta tassato in Germania${condition}.`;
      }
      return `Con ${share} di ${TL} la sua imposizione non cambia.`;
    case "status-lost":
      return `Con ${share} di ${TL} supera ${neutral}: perde lo status di ${FR} dell'accordo del 1983. Si applica allora la convenzione fiscale generale: il salario dei giorni lavorati in Svizzera è assoggettato all'${IF} in Svizzera, quello dei giorni di ${TL} è tassato in Francia. Veda il suo caso con l'esperto.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Con ${share} supera ${neutral}: la parte di salario dei giorni di ${TL} può diventare imponibile in Italia; verifichi il suo caso con l'esperto.`
        : `Con ${share} supera ${neutral}: la parte di salario corrispondente ai giorni lavorati in Francia può diventare imponibile in Francia.`;
    case "taxed-abroad":
      if (residenceCountry === "DE") return `Con ${share} di ${TL}, il salario di questi giorni è tassato in Germania.`;
      return residenceCountry === "AT"
        ? `Con ${share} di ${TL}, il salario di questi giorni è tassato in Austria.`
        : `Con ${share} di ${TL}, il salario di questi giorni è imponibile in Italia; verifichi il suo caso con l'esperto.`;
    case "depends":
      return `Con ${share} di ${TL}, l'effetto sulla sua imposizione è da verificare con l'esperto.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  const share = the(telework.share ?? 0);
  switch (telework.socialSecurity) {
    case "swiss":
      return `Con ${share}, la sua sicurezza sociale resta svizzera.`;
    case "swiss-with-a1":
      return `Con ${share}, la sua sicurezza sociale resta svizzera solo con un certificato A1 chiesto dal suo datore di lavoro.`;
    case "to-check":
      return `Oltre il ${percent(telework.swissSocialSecurityMaxPercent)}, la sua affiliazione alla sicurezza sociale è da verificare con l'esperto.`;
    default:
      return null;
  }
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `sceglie tra la ${LAMAL} e la CMU francese entro ${healthOption.choiceWithinMonths} mesi dall'inizio della sua attività in Svizzera, e questa scelta è in pratica definitiva. Il contributo CMU è ${thePercent(healthOption.cmuRate)} del suo reddito fiscale di riferimento francese (revenu fiscal de référence) oltre una quota esente: secondo i suoi redditi, può costare più o meno di un premio ${LAMAL}.`;
}

const COUNTRY = { IT: "in Italia", DE: "in Germania", AT: "in Austria" } as const;
const HOME_COVER = {
  IT: "il Servizio sanitario nazionale italiano",
  DE: "la cassa malati pubblica tedesca (GKV) o un'assicurazione privata tedesca (PKV)",
  AT: "l'assicurazione malattie austriaca",
} as const;
const homeCountry = (frontalier: FrontalierAnalysis) =>
  frontalier.residenceCountry === "DE" || frontalier.residenceCountry === "AT" ? frontalier.residenceCountry : "IT";

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [taxRule(frontalier), socialRule(frontalier), outcome(frontalier), social(frontalier)]
      .filter((part) => part !== null)
      .join(" "),
  teleworkShareLabel: `La sua quota di ${TL}`,
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? `${TL[0]?.toUpperCase()}${TL.slice(1)} compatibile con lo status di ${FR} (accordo del 1983)`
      : `${TL[0]?.toUpperCase()}${TL.slice(1)} senza effetti sull'imposizione`,
  upTo: (value) => `fino al ${percent(value)}`,
  socialSecurityLabel: "Sicurezza sociale svizzera (con un certificato A1)",
  health: {
    lamalDefault: (frontalier) => {
      const country = homeCountry(frontalier);
      return `Assicurazione malattie: come ${FR} che vive ${COUNTRY[country]}, di regola è assicurato di base secondo la ${LAMAL}, a meno che non chieda di esserne esentato per ${HOME_COVER[country]} entro ${frontalier.exemptionWithinMonths} mesi dall'inizio della sua attività in Svizzera; l'esenzione è irrevocabile (OAMal art. 2 cpv. 6).`;
    },
    exemptionLabel: () => `Esenzione dalla ${LAMAL}, su domanda e irrevocabile`,
    exemptionValue: (months) => `entro ${f.number(months)} mesi`,
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? "Assicurazione malattie: le regole dipendono dal suo paese di residenza, che non ha indicato; l'esperto verificherà il suo caso."
        : "Assicurazione malattie: dipende dalle regole del suo paese di residenza e della Svizzera; l'esperto verificherà il suo caso.",
  },
  franceHealth: (frontalier) =>
    `Assicurazione malattie: come ${FR} che vive in Francia, ${franceHealthText(frontalier)}`,
  choiceLabel: `Termine del diritto d'opzione ${LAMAL} / CMU`,
  months: (count) => `${f.number(count)} mesi`,
  cmuLabel: "Contributo CMU",
  cmu: (rate) => `${f.percent(rate)} del reddito fiscale di riferimento, oltre una quota esente`,
};
