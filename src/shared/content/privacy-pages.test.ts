import { describe, expect, it } from "vitest";
import { OPTIMAITE_PRIVACY } from "./optimaite/privacy";
import { PRIVACY } from "./swisshack/privacy";

const textOf = (page: typeof PRIVACY | typeof OPTIMAITE_PRIVACY) =>
  [page.intro, ...page.sections.flatMap((section) => [section.title, ...section.paragraphs])].join("\n");

describe("each site's privacy page describes its own data", () => {
  it("SwissHack's French page: the audit, its second step and the newsletter, nothing of OptimAIte's forms", () => {
    const text = textOf(PRIVACY);
    for (const other of ["OptimAIte", "démonstration", "calculateur", "contact d'"]) expect(text).not.toContain(other);
    for (const own of ["Demande d'audit", "pré-analyse", "Newsletter", "30 jours"]) expect(text).toContain(own);
  });

  it("OptimAIte's English page: the demo and contact forms and the calculator, nothing of SwissHack's", () => {
    const text = textOf(OPTIMAITE_PRIVACY);
    for (const other of ["SwissHack", "audit", "newsletter", "Newsletter"]) expect(text).not.toContain(other);
    for (const own of ["Demo booking and contact forms", "ROI calculator"]) expect(text).toContain(own);
  });
});
