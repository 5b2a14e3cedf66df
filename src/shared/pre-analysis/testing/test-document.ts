import type { FirstStepAnswers, RefineAnswers } from "../answers";
import { buildPreAnalysis } from "../build-pre-analysis";
import type { DocumentBlock, PreAnalysisDocument } from "../document";
import { NBSP } from "../format";
import { TODAY } from "./test-profiles";

/** Test support: build a profile's document and read all of its text. */
export const build = (profile: { firstStep: FirstStepAnswers; answers: RefineAnswers }, today = TODAY) =>
  buildPreAnalysis({ firstStep: profile.firstStep, answers: profile.answers, today });

export function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items;
    case "callout":
      return [block.title, block.text];
    case "figures":
      return block.items.flatMap((item) => [item.label, item.value]);
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()];
  }
}

export function allText(document: PreAnalysisDocument): string {
  return [
    document.title,
    document.subtitle,
    document.summary.potential ?? "",
    ...document.summary.actions.map((a) => a.text),
    ...document.answersSummary.flatMap((a) => [a.label, a.value]),
    ...document.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]),
    document.disclaimer,
    document.callbackOffer,
    ...document.sources.flatMap((s) => [s.label, s.reference]),
  ].join("\n");
}

export const plain = (text: string) => text.replaceAll(NBSP, " ");
