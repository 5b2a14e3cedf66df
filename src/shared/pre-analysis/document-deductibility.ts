/** Whether a 3a payment lowers Swiss taxes, for the person's population: the callout of the 3a section. */
import type { DocumentBlock } from "./document";
import type { FrontalierAnalysis } from "./frontalier";
import type { IncomeBasis } from "./income";
import type { ResidentTaxAnalysis } from "./resident-tax";
import type { Callout, DocumentWording } from "./wording/types";

const callout = (tone: "info" | "warning", { title, text }: Callout): DocumentBlock => ({
  kind: "callout",
  tone,
  title,
  text,
});

export function frontalierCallout(frontalier: FrontalierAnalysis, year: number, w: DocumentWording): DocumentBlock {
  const t = w.deductibility;
  switch (frontalier.regime) {
    case "agreement-1983":
      return callout("warning", t.agreement1983(frontalier));
    case "geneva-source":
      return callout(
        frontalier.meetsIncomeShare === false ? "warning" : "info",
        t.geneva(frontalier, year, w.frontalier.genevaTouRule(frontalier)),
      );
    case "italy-agreement":
      return callout("warning", t.italy);
    case "italy-zone-unknown":
      return callout("warning", t.italyZoneUnknown(frontalier));
    case "italy-treaty":
      return callout("warning", t.italyTreaty(frontalier));
    case "germany":
      return callout("warning", t.germany(frontalier));
    case "germany-non-return":
      return callout("warning", t.germanyNonReturn(frontalier));
    case "austria":
      return callout("warning", t.austria);
    case "self-employed":
      return callout("warning", t.selfEmployed);
    case "other-country":
      return callout("warning", t.otherCountry);
    case "unknown":
      return callout("warning", t.unknown(frontalier));
    case "other-source":
      return callout(frontalier.meetsIncomeShare === false ? "warning" : "info", t.otherSource(frontalier));
  }
}

export function residentCallout(
  resident: ResidentTaxAnalysis,
  income: IncomeBasis,
  year: number,
  w: DocumentWording,
): DocumentBlock | null {
  const t = w.deductibility;
  if (resident.livesInSwitzerland === null) return callout("warning", t.selfEmployedResidenceUnknown);
  if (resident.tou?.kind === "compulsory") {
    return callout("info", t.residentCompulsory(resident, w.common.residentCompulsory(resident, income)));
  }
  if (resident.tou?.kind === "on-request") return callout("info", t.residentOnRequest(resident, year));
  if (resident.taxation === null) return callout("info", t.residentUnknownPermit(resident));
  return null;
}
