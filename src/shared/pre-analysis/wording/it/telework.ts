import type { FrontalierAnalysis } from "../../frontalier";
import type { TeleworkWording } from "../types";
import { common, TERMS, thePercent } from "./common";

const { fmt: f } = common;
const percent = (value: number) => f.percent(value / 100);
const { telework: TL, frontalier: FR, lamal: LAMAL, sourceTax: IF } = TERMS;

function rule({ telework, regime, residenceCountry }: FrontalierAnalysis): string {
  const social = `la sua sicurezza sociale resta svizzera fino al ${percent(telework.swissSocialSecurityMaxPercent)} di ${TL}, con un certificato A1 chiesto dal suo datore di lavoro (accordo quadro UE/AELS)`;
  const france = percent(telework.franceTaxNeutralMaxPercent);
  const italy = percent(telework.italyTaxNeutralMaxPercent);
  switch (residenceCountry) {
    case "FR":
      return regime === "agreement-1983"
        ? `Fino al ${france} di ${TL} all'anno mantiene lo statuto di ${FR} dell'accordo del 1983 e il suo salario resta tassato in Francia; oltre, perde questo statuto. Inoltre, ${social}.`
        : `Fino al ${france} di ${TL} all'anno, il paese che tassa il suo salario non cambia (dal 1° gennaio 2023); ${social}.`;
    case "IT":
      return `Secondo l'accordo italo-svizzero, il ${TL} non ha effetti sull'imposizione fino al ${italy} del tempo di lavoro; ${social}.`;
    case "other":
      return `Per il ${TL}, le regole fiscali dipendono dalla convenzione con il suo paese di residenza; ${social}, se il suo paese vi aderisce.`;
    case null:
      return `La soglia di ${TL} senza effetti sull'imposizione dipende dal suo paese di residenza: il ${france} se vive in Francia, il ${italy} se vive in Italia; ${social}.`;
  }
}

function outcome(frontalier: FrontalierAnalysis): string {
  const { telework, residenceCountry } = frontalier;
  const share = percent(telework.share ?? 0);
  const neutral = percent(telework.taxNeutralMaxPercent ?? 0);
  switch (telework.outcome) {
    case "unknown":
      return `Comunichi all'esperto la sua quota di ${TL} per verificare il suo caso.`;
    case "unchanged":
      return frontalier.regime === "agreement-1983"
        ? `Con il ${share} di ${TL} mantiene lo statuto di ${FR}.`
        : `Con il ${share} di ${TL} la sua imposizione non cambia.`;
    case "status-lost":
      return `Con il ${share} di ${TL} supera il ${neutral}: perde lo statuto di ${FR} dell'accordo del 1983. Si applica allora la convenzione fiscale generale: il salario dei giorni lavorati in Svizzera è assoggettato all'${IF} in Svizzera, quello dei giorni di ${TL} è tassato in Francia. Veda il suo caso con l'esperto.`;
    case "partly-taxable-abroad":
      return residenceCountry === "IT"
        ? `Con il ${share} supera il ${neutral}: la parte di salario dei giorni di ${TL} può diventare imponibile in Italia; verifichi il suo caso con l'esperto.`
        : `Con il ${share} supera il ${neutral}: la parte di salario corrispondente ai giorni lavorati in Francia può diventare imponibile in Francia.`;
    case "depends":
      return `Con il ${share} di ${TL}, l'effetto sulla sua imposizione dipende dal suo paese di residenza: verifichi il suo caso con l'esperto.`;
  }
}

function social({ telework }: FrontalierAnalysis): string | null {
  if (telework.share === null) return null;
  return telework.socialSecurityToCheck
    ? `Oltre il ${percent(telework.swissSocialSecurityMaxPercent)}, la sua affiliazione alla sicurezza sociale è da verificare con l'esperto.`
    : "La sua sicurezza sociale resta svizzera.";
}

function franceHealthText({ healthOption }: FrontalierAnalysis): string {
  return `sceglie tra la ${LAMAL} e la CMU francese entro ${healthOption.choiceWithinMonths} mesi dall'inizio della sua attività in Svizzera, e questa scelta è in pratica definitiva. Il contributo CMU è ${thePercent(healthOption.cmuRate)} del suo reddito fiscale di riferimento francese (revenu fiscal de référence) oltre una quota esente: secondo i suoi redditi, può costare più o meno di un premio ${LAMAL}.`;
}

export const telework: TeleworkWording = {
  telework: (frontalier) =>
    [rule(frontalier), outcome(frontalier), social(frontalier)].filter((part) => part !== null).join(" "),
  teleworkShareLabel: `La sua quota di ${TL}`,
  teleworkNeutralLabel: (agreement1983) =>
    agreement1983
      ? `${TL[0]?.toUpperCase()}${TL.slice(1)} compatibile con lo statuto di ${FR} (accordo del 1983)`
      : `${TL[0]?.toUpperCase()}${TL.slice(1)} senza effetti sull'imposizione`,
  upTo: (value) => `fino al ${percent(value)}`,
  socialSecurityLabel: "Sicurezza sociale svizzera (con un certificato A1)",
  health: {
    italy: `Assicurazione malattie: come ${FR} che vive in Italia, di regola è coperto dal Servizio sanitario nazionale italiano; le regole francesi non la riguardano. L'esperto verificherà la sua affiliazione.`,
    italyLabel: "Assicurazione malattie dei frontalieri che vivono in Italia",
    italyValue: "Servizio sanitario nazionale italiano",
    depends: (frontalier) =>
      frontalier.residenceCountry === null
        ? `Assicurazione malattie: dipende dal suo paese di residenza. Se vive in Francia, ${franceHealthText(frontalier)} Se vive in Italia, di regola è coperto dal Servizio sanitario nazionale italiano. L'esperto verificherà il suo caso.`
        : "Assicurazione malattie: dipende dalle regole del suo paese di residenza e della Svizzera; l'esperto verificherà il suo caso.",
  },
  franceHealth: (frontalier) =>
    `Assicurazione malattie: come ${FR} che vive in Francia, ${franceHealthText(frontalier)}`,
  choiceLabel: `Termine del diritto d'opzione ${LAMAL} / CMU`,
  months: (count) => `${f.number(count)} mesi`,
  cmuLabel: "Contributo CMU",
  cmu: (rate) => `${f.percent(rate)} del reddito fiscale di riferimento, oltre una quota esente`,
};
