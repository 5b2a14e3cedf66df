import type { DocumentBlock } from "@shared/pre-analysis/document";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { visibleText } from "~/i18n/testing/render-at";
import { DocumentTable } from "./document-table";
import { labelsFor } from "./labels";

const table: Extract<DocumentBlock, { kind: "table" }> = {
  kind: "table",
  caption: "Franchisen im Vergleich",
  columns: ["Franchise", "Prämie pro Jahr", "Kosten pro Jahr"],
  rows: [
    ["CHF 300", "CHF 4'200", "CHF 4'500"],
    ["CHF 2'500", "CHF 3'100", "CHF 3'600"],
  ],
  highlightRow: 1,
  sourceIds: [],
};

describe("the deductibles' cards on a phone (field round five)", () => {
  it("write the colon and the space as the page's language does", () => {
    const de = visibleText(renderToStaticMarkup(<DocumentTable table={table} labels={labelsFor("de")} />));
    expect(de).toContain("Franchise: CHF 300");
    expect(de).toContain("Franchise: CHF 2'500 (empfohlen)");
    expect(de).not.toContain("Franchise :");
    const fr = visibleText(
      renderToStaticMarkup(
        <DocumentTable table={{ ...table, columns: ["Franchise", "Prime", "Coût"] }} labels={labelsFor("fr")} />,
      ),
    );
    expect(fr).toMatch(/Franchise\u00a0: CHF 300/);
  });
});
