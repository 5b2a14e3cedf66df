import type { FrontalierAnalysis } from "../../frontalier";
import type { ResidentTaxAnalysis } from "../../resident-tax";
import type { DeductibilityWording } from "../types";
import { common, inCanton, TERMS, theDate } from "./common";

const { fmt: f } = common;
const share = (value: number) => f.percent(value / 100);
const { tou: TOU, touShort: TOU_SHORT, pillar3a: P3A, sourceTax: IF, frontalier: FR } = TERMS;

function shareSentence(frontalier: FrontalierAnalysis): string {
  return frontalier.swissIncomeShare === null
    ? "Non ha indicato questa quota: la verifichi prima di presentare una domanda."
    : `Indica il ${share(frontalier.swissIncomeShare)}.`;
}

/** "La domanda per il 2026 va presentata entro il 31 marzo 2027", and from January to March, this year's too. */
function requestSentence(taxYear: number, deadline: string, year: number): string {
  const sentence = `La domanda per il ${taxYear} va presentata entro ${theDate(deadline)}.`;
  if (taxYear === year) return sentence;
  return `${sentence} L'anno ${taxYear} è chiuso: contano solo i versamenti nel ${P3A} già fatti per il ${taxYear}. Gli importi qui sotto riguardano il ${year}, la cui domanda andrà presentata entro il 31 marzo ${year + 1}.`;
}

/** CDI Svizzera–Germania art. 15a § 2: the status holds only up to 60 non-return days. */
function nonReturnCondition(frontalier: FrontalierAnalysis): string {
  const max = f.number(frontalier.germany.maxNonReturnDays);
  return frontalier.nonReturnDays === null
    ? `finché non ha più di ${max} giorni all'anno di mancato rientro al domicilio per motivi di lavoro, che non ci ha indicato (oltre, secondo la convenzione Svizzera–Germania, art. 15a § 2, è assoggettato all'${IF} svizzera e la Germania esenta il suo salario)`
    : `con ${f.number(frontalier.nonReturnDays)} giorni di mancato rientro, al massimo ${max}`;
}

/** OIS art. 9 cpv. 3: a spouse earning CHF 120,000 or more makes the TOU compulsory for the couple. */
function spouseUnknown(resident: ResidentTaxAnalysis): string {
  if (resident.tou?.kind !== "on-request" || !resident.tou.spouseUnknown) return "";
  return ` Non ha indicato il reddito del suo coniuge: se raggiunge ${f.chf(resident.compulsoryFromGross)} lordi, la ${TOU_SHORT} è obbligatoria per entrambi (OIS art. 9 cpv. 3).`;
}

export const deductibility: DeductibilityWording = {
  geneva(frontalier, year, rule) {
    if (frontalier.meetsIncomeShare === false) {
      return {
        title: `Nessuna deduzione del ${P3A}`,
        text: `A Ginevra lei è assoggettato all'${IF}. Come ${FR} può dedurre il ${P3A} solo con una ${TOU} su domanda, che richiede che almeno il ${share(frontalier.minSwissIncomeSharePercent)} dei redditi mondiali della sua economia domestica sia imponibile in Svizzera. ${shareSentence(frontalier)} Sotto questa soglia non è possibile alcuna ${TOU_SHORT}: l'${IF} è definitiva e un versamento nel ${P3A} non le fa risparmiare alcuna imposta in Svizzera.`,
      };
    }
    return {
      title: `Deduzione possibile solo con la ${TOU_SHORT}`,
      text: `A Ginevra lei è assoggettato all'${IF}. ${rule} ${shareSentence(frontalier)} ${requestSentence(frontalier.touRequestYear, frontalier.touRequestDeadline, year)} Ogni risparmio d'imposta indicato qui presuppone che la ${TOU_SHORT} le sia concessa.`,
    };
  },
  agreement1983(frontalier) {
    if (frontalier.telework.outcome === "status-lost") {
      return {
        title: "Nessuna deduzione fiscale svizzera indicata",
        text: `Il suo cantone di lavoro applica l'accordo franco-svizzero del 1983, ma con più del ${share(frontalier.telework.franceTaxNeutralMaxPercent)} di ${TERMS.telework} perde lo status di ${FR}: il salario dei giorni lavorati in Svizzera vi è assoggettato all'${IF}. Una deduzione del ${P3A} sarebbe possibile solo con una tassazione ordinaria ulteriore, che richiede che almeno il ${share(frontalier.minSwissIncomeSharePercent)} dei redditi dell'economia domestica sia imponibile in Svizzera: è da vedere con l'esperto. Non indichiamo quindi alcun risparmio d'imposta.`,
      };
    }
    return {
      title: "Nessuna deduzione fiscale svizzera per lei",
      text: `Il suo cantone di lavoro applica l'accordo franco-svizzero del 1983: il suo salario è tassato in Francia. Un versamento nel ${P3A} non le dà quindi alcuna deduzione fiscale in Svizzera, e la sua deducibilità in Francia non è accertata. Non indichiamo quindi alcun risparmio d'imposta; l'interesse di un ${P3A} come risparmio per la vecchiaia è da discutere con l'esperto.`,
    };
  },
  unknown(frontalier) {
    const threshold = share(frontalier.minSwissIncomeSharePercent);
    if (frontalier.unknownBecause === "residence") {
      return {
        title: "Deduzione secondo il paese di residenza",
        text: `La deduzione del ${P3A} dipende dal suo paese di residenza, che non ha indicato: secondo il paese, il suo salario è tassato in Svizzera, in quel paese o in entrambi. Non indichiamo quindi alcun risparmio d'imposta: comunichi il suo paese di residenza all'esperto.`,
      };
    }
    return {
      title: "Deduzione secondo il cantone di lavoro",
      text: `Non conosciamo il suo cantone di lavoro, e la deduzione del ${P3A} ne dipende: nei cantoni dell'accordo franco-svizzero del 1983 (${frontalier.agreement1983Cantons.join(", ")}) il salario dei frontalieri che vivono in Francia è tassato in Francia e il ${P3A} non dà alcuna deduzione in Svizzera; altrove, come a Ginevra, una deduzione passa di regola da una tassazione ordinaria ulteriore (regola del ${threshold} dei redditi dell'economia domestica imponibili in Svizzera). Non indichiamo quindi alcun risparmio d'imposta: comunichi il suo cantone di lavoro all'esperto.`,
    };
  },
  italy: {
    title: "Deduzione da verificare con l'esperto",
    text: `Secondo l'accordo italo-svizzero, il suo salario è assoggettato all'${IF} in Svizzera, e tassato anche in Italia se lei è un nuovo ${FR}. Se un versamento nel ${P3A} riduca le sue imposte, in Svizzera o in Italia, è da verificare con l'esperto: non indichiamo alcun risparmio d'imposta.`,
  },
  italyZoneUnknown: (frontalier) => ({
    title: "Deduzione secondo la distanza dal confine",
    text: `Vive in Italia e lavora ${inCanton(frontalier.workCanton)}, ma non ha indicato se abita entro ${f.number(frontalier.italy.borderZoneKm)} km dal confine, e la regola ne dipende: entro ${f.number(frontalier.italy.borderZoneKm)} km si applica l'accordo italo-svizzero del 2020; oltre non si applica, l'Italia tassa tutto il suo salario e computa l'imposta svizzera (Convenzione Svizzera–Italia, art. 15 § 1 e art. 24 § 2). Non indichiamo alcun risparmio d'imposta: comunichi questa distanza all'esperto.`,
  }),
  italyTreaty: (frontalier) => ({
    title: "Nessun risparmio d'imposta svizzero indicato",
    text: `${frontalier.borderZone === "beyond" ? `Abita a più di ${f.number(frontalier.italy.borderZoneKm)} km dal confine` : `Lavora fuori dai cantoni dell'accordo italo-svizzero del 2020 (${frontalier.italyAgreementCantons.join(", ")})`}: questo accordo non la riguarda. L'Italia tassa tutto il suo salario (reddito mondiale) e computa l'${IF} svizzera (Convenzione Svizzera–Italia, art. 15 § 1 e art. 24 § 2): un risparmio d'imposta in Svizzera grazie al ${P3A} le verrebbe in gran parte ripreso in Italia. Non indichiamo quindi alcun risparmio d'imposta; l'esperto verificherà il suo caso.`,
  }),
  germany: (frontalier) => ({
    title: "Deduzione non verificata",
    text: `Il suo salario è tassato in Germania, che computa l'${IF} svizzera, ${nonReturnCondition(frontalier)}. Se un versamento nel ${P3A} sia deducibile in Germania non è verificato: non indichiamo alcun risparmio d'imposta; l'esperto verificherà il suo caso.`,
  }),
  germanyNonReturn: (frontalier) => ({
    title: "Deduzione da verificare con l'esperto",
    text: `Con ${f.number(frontalier.nonReturnDays ?? 0)} giorni di mancato rientro, più di ${f.number(frontalier.germany.maxNonReturnDays)}, non è più ${FR} secondo la convenzione Svizzera–Germania (art. 15a § 2): il suo salario è assoggettato all'${IF} ordinaria svizzera, la Germania lo esenta (con riserva di progressività) e in Svizzera può aprirsi una ${TOU} con la deduzione del ${P3A}. Non indichiamo alcun risparmio d'imposta: lo veda con l'esperto.`,
  }),
  austria: {
    title: "Deduzione da verificare con l'esperto",
    text: `Il salario dei suoi giorni di lavoro in Svizzera è assoggettato all'${IF} ordinaria svizzera, e l'Austria lo tassa anche. Se un versamento nel ${P3A} riduca le sue imposte, in Svizzera o in Austria, è da verificare con l'esperto: non indichiamo alcun risparmio d'imposta.`,
  },
  selfEmployed: {
    title: "Nessun risparmio d'imposta indicato",
    text: `È indipendente e vive fuori dalla Svizzera: la Svizzera tassa solo il reddito di una sede fissa (o stabile organizzazione) che ha qui, e il suo paese di residenza tassa il suo reddito mondiale computando o esentando la parte svizzera (convenzioni contro le doppie imposizioni, art. 7/14; per l'Italia art. 24 § 2). Una deduzione svizzera vale quindi solo quanto il suo paese di residenza non riprende: non indichiamo alcun risparmio d'imposta; l'esperto verificherà il suo caso.`,
  },
  selfEmployedResidenceUnknown: {
    title: "Deduzione secondo il paese di residenza",
    text: `Non ha indicato se vive in Svizzera, e la deduzione del ${P3A} ne dipende: se vive in Svizzera, il ${P3A} si deduce dal suo reddito imponibile; se vive all'estero, la Svizzera tassa solo il reddito di una sede fissa che ha qui, e il suo paese di residenza tassa il resto computando la parte svizzera (LIFD art. 5; convenzioni art. 7/14). Ogni risparmio d'imposta indicato qui presuppone che viva in Svizzera: dica all'esperto dove vive.`,
  },
  otherCountry: {
    title: "Deduzione secondo il paese di residenza",
    text: `La sua imposizione dipende dalla convenzione tra la Svizzera e il suo paese di residenza, e così la deduzione del ${P3A}: non indichiamo alcun risparmio d'imposta; l'esperto verificherà il suo caso.`,
  },
  otherSource(frontalier) {
    const threshold = share(frontalier.minSwissIncomeSharePercent);
    const end =
      frontalier.meetsIncomeShare === false
        ? " Sotto questa soglia una deduzione è poco probabile: non indichiamo alcun risparmio."
        : " Ogni risparmio d'imposta indicato qui presuppone che la deduzione le sia concessa.";
    return {
      title: "Deduzione da verificare con l'esperto",
      text: `Lavora ${inCanton(frontalier.workCanton)}, dove di regola è assoggettato all'${IF}. Come a Ginevra, una deduzione del ${P3A} passa probabilmente da una tassazione ordinaria ulteriore, con una regola del ${threshold} dei redditi dell'economia domestica imponibili in Svizzera e una domanda entro il 31 marzo dell'anno successivo (${theDate(frontalier.touRequestDeadline)} per il ${frontalier.touRequestYear}); le condizioni esatte del suo cantone sono da verificare con l'esperto. ${shareSentence(frontalier)}${end}`,
    };
  },
  residentCompulsory: (resident, compulsory) => ({
    title: `Tassazione ordinaria obbligatoria: il ${P3A} è deducibile`,
    text: `Lei è assoggettato all'${IF} in Svizzera. Per i residenti assoggettati all'${IF}, da un reddito lordo di almeno ${f.chf(resident.compulsoryFromGross)} (per una coppia sposata, appena uno dei coniugi lo raggiunge) la ${TOU} è obbligatoria; si applica poi ogni anno fino alla fine dell'imposizione alla fonte e permette di dedurre il ${P3A} (LIFD art. 89). ${compulsory}.`,
  }),
  residentOnRequest: (resident, year) => ({
    title: `Deduzione possibile solo con la ${TOU_SHORT}`,
    text: `Lei è assoggettato all'${IF}. Sotto un reddito lordo di ${f.chf(resident.compulsoryFromGross)}, il ${P3A} si deduce solo se chiede una ${TOU} entro il 31 marzo dell'anno successivo; una volta presentata, la domanda non può più essere ritirata, vale anche per il coniuge, se è sposato, e una volta concessa la ${TOU_SHORT} si applica ogni anno successivo fino alla fine della sua imposizione alla fonte: dichiara allora ogni anno tutti i suoi redditi e la sua sostanza (LIFD art. 89a cpv. 5; LAID art. 33a cpv. 5). ${requestSentence(resident.touRequestYear, resident.touRequestDeadline, year)}${spouseUnknown(resident)} Ogni risparmio d'imposta indicato qui presuppone questa domanda.`,
  }),
  residentUnknownPermit: (resident) => ({
    title: "Deduzione secondo il permesso",
    text: `Se ha la cittadinanza svizzera o il ${TERMS.permitC}, è tassato secondo la procedura ordinaria: il ${P3A} si deduce dal suo reddito imponibile. Se è assoggettato all'${IF} (per esempio con il ${TERMS.permitB}), si deduce solo con una ${TOU}: obbligatoria da un reddito lordo di ${f.chf(resident.compulsoryFromGross)}, su domanda entro il 31 marzo dell'anno successivo al di sotto. Ogni risparmio d'imposta indicato qui presuppone che la deduzione le sia concessa.`,
  }),
};
