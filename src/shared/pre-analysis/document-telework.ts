/** The frontalier section's telework and health insurance blocks, each rule for its country of residence. */
import type { SourceList } from "./citations";
import type { DocumentBlock, FigureItem } from "./document";
import type { FrontalierAnalysis } from "./frontalier";
import type { DocumentWording } from "./wording/types";

export function teleworkFigures(frontalier: FrontalierAnalysis, sources: SourceList, w: DocumentWording): FigureItem[] {
  const { telework, residenceCountry } = frontalier;
  const t = w.frontalier;
  const items: FigureItem[] = [];
  if (telework.share !== null) {
    items.push({
      label: t.teleworkShareLabel,
      value: w.common.fmt.percent(telework.share / 100),
      sourceIds: [sources.answers()],
    });
  }
  if (telework.taxNeutralMaxPercent !== null) {
    const rule = residenceCountry === "IT" ? frontalier.citations.italyTelework : frontalier.citations.telework;
    items.push({
      label: t.teleworkNeutralLabel(frontalier.regime === "agreement-1983"),
      value: t.upTo(telework.taxNeutralMaxPercent),
      sourceIds: [sources.official(rule)],
    });
  }
  // The framework agreement's rule, only where it is verified for the person's country (not Austria, say).
  if (!telework.socialSecurityRuleApplies) return items;
  items.push({
    label: t.socialSecurityLabel,
    value: t.upTo(telework.swissSocialSecurityMaxPercent),
    sourceIds: [sources.official(frontalier.citations.socialSecurity)],
  });
  return items;
}

export function healthBlocks(frontalier: FrontalierAnalysis, sources: SourceList, w: DocumentWording): DocumentBlock[] {
  const { choiceWithinMonths, cmuRate } = frontalier.healthOption;
  const t = w.frontalier;
  switch (frontalier.health) {
    case "lamal-default":
      return [
        { kind: "paragraph", text: t.health.lamalDefault(frontalier) },
        {
          kind: "figures",
          items: [
            {
              label: t.health.exemptionLabel(frontalier),
              value: t.health.exemptionValue(frontalier.exemptionWithinMonths),
              sourceIds: [sources.official(frontalier.citations.healthExemption)],
            },
          ],
        },
      ];
    case "depends":
      return [{ kind: "paragraph", text: t.health.depends(frontalier) }];
    case "france-option": {
      const option = sources.official(frontalier.citations.healthOption);
      return [
        { kind: "paragraph", text: t.franceHealth(frontalier) },
        {
          kind: "figures",
          items: [
            { label: t.choiceLabel, value: t.months(choiceWithinMonths), sourceIds: [option] },
            { label: t.cmuLabel, value: t.cmu(cmuRate), sourceIds: [option] },
          ],
        },
      ];
    }
  }
}
