import { describe, expect, it } from "vitest";
import { reportTextSections } from "./report-body";

describe("reportTextSections", () => {
  it("cuts paragraphs at empty lines and reads '- ' lines as a list, in their order", () => {
    expect(
      reportTextSections("Prévoyance", "Deux leviers.\nSuite du texte.\n\n- Ouvrir un 3a\n- Racheter la LPP\nEnfin."),
    ).toEqual([
      {
        heading: "Prévoyance",
        blocks: [
          { kind: "paragraph", text: "Deux leviers.\nSuite du texte." },
          { kind: "list", items: ["Ouvrir un 3a", "Racheter la LPP"] },
          { kind: "paragraph", text: "Enfin." },
        ],
      },
    ]);
  });

  it("opens a new section at a '## ' line, and keeps an empty first section only when nothing follows it", () => {
    expect(
      reportTextSections("Impôts", "## Déductions\nFrais de transport.\n## Calendrier\n* Avant le 31 mars"),
    ).toEqual([
      { heading: "Déductions", blocks: [{ kind: "paragraph", text: "Frais de transport." }] },
      { heading: "Calendrier", blocks: [{ kind: "list", items: ["Avant le 31 mars"] }] },
    ]);
    expect(reportTextSections("Seul titre", "  \r\n ")).toEqual([{ heading: "Seul titre", blocks: [] }]);
  });
});
