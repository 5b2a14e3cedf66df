import type { FollowUp } from "@shared/schemas/admin-leads";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AdminLanguage, AdminLanguageProvider } from "../shared/admin-language";
import { FollowUpsDue } from "../shared/follow-ups-due";
import { COLUMNS, detailColumns, SOURCE_COLUMNS, tableColumns } from "./lead-columns";
import { LEAD_COLUMN_WORDS } from "./leads-words";

const inLanguage = (language: AdminLanguage, node: ReactNode) =>
  renderToStaticMarkup(<AdminLanguageProvider language={language}>{node}</AdminLanguageProvider>);

describe("the back office's tables", () => {
  it("keeps the audit's phone, callback wish, language and source in its table, the rest in the row's details", () => {
    const pipeline = [...SOURCE_COLUMNS, { label: "Pipeline", render: () => "" }];
    const labels = tableColumns("audits", pipeline).map((column) => column.label);
    expect(labels).toEqual(["Date", "Name", "Phone", "Language", "48-hour report", "Source", "Pre-analysis"]);
    expect(detailColumns("audits", pipeline).map((column) => column.label)).toEqual([
      "Canton",
      "Situation",
      "Country of residence",
      "Income",
      "3rd pillar",
      "Health insurance",
      "Goal",
      "Their words",
      "Premium payment link",
      "Last touch",
      "Pipeline",
    ]);
    expect(detailColumns("contacts", pipeline)).toEqual([]);
    expect(tableColumns("contacts", pipeline).map((column) => column.label)).toContain("Pipeline");
  });

  it("writes the audit's callback wish under its phone number", () => {
    const phone = COLUMNS.audits?.find((column) => column.label === "Phone");
    const html = (row: Record<string, unknown>, language: AdminLanguage = "en") =>
      inLanguage(language, <span>{phone?.render(row, language)}</span>);
    expect(html({ phone: "+41791234567", wantsCallback: "yes", callbackTime: "evening" })).toMatch(
      /Callback: yes \(.+\)/,
    );
    expect(html({ phone: "+41791234567", wantsCallback: "no" })).toContain("Callback: no");
    expect(html({ phone: "+41791234567", wantsCallback: "no" }, "fr")).toContain("Rappel\u00a0: non");
  });

  it("flags an audit request whose address sent another within 30 days", () => {
    const name = COLUMNS.audits?.find((column) => column.label === "Name");
    const html = (sameEmailWithin30Days: number, language: AdminLanguage = "en") =>
      inLanguage(
        language,
        <span>{name?.render({ firstName: "Léa", lastName: "Martin", sameEmailWithin30Days }, language)}</span>,
      );
    expect(html(1)).toContain("Duplicate: 1 other request within 30 days");
    expect(html(2, "fr")).toContain("Doublon\u00a0: 2\u00a0autres demandes en 30\u00a0jours");
    expect(html(0)).not.toContain("Duplicate");
  });

  it("lists every tab's follow-ups on the overview, each named with its tab", () => {
    const followUps: FollowUp[] = [
      { tab: "audits", id: "a", who: "Léa <lea@example.com>", status: "new", followUpOn: "2026-11-30", note: null },
      { tab: "demos", id: "b", who: "Ada <ada@example.com>", status: "contacted", followUpOn: "2026-11-29", note: "x" },
    ];
    const html = inLanguage("en", <FollowUpsDue followUps={followUps} today="2026-11-30" />);
    expect(html).toContain("Follow-ups due (2)");
    expect(html).toContain("Today</strong> 2026-11-30: Audit · Léa &lt;lea@example.com&gt; (New)");
    expect(html).toContain("Overdue</strong> 2026-11-29: Demo · Ada &lt;ada@example.com&gt; (Contacted) — x");
    const french = inLanguage("fr", <FollowUpsDue followUps={followUps} today="2026-11-30" />);
    expect(french).toContain("Relances à faire (2)");
    expect(french).toContain("En retard</strong> 2026-11-29\u00a0: Démo · Ada &lt;ada@example.com&gt; (Contacté) — x");
  });

  it("shows each lead's language in its own words in the contacts, demos and newsletter tables", () => {
    for (const tab of ["contacts", "demos", "newsletter"]) {
      const column = COLUMNS[tab]?.find((c) => c.label === "Language");
      expect(column?.render({ locale: "fr" }, "fr"), tab).toBe("Français");
      expect(column?.render({ locale: "de" }, "en"), tab).toBe("Deutsch");
    }
  });

  it("names every column, in the table or the details, in French and English", () => {
    const pipeline = [...SOURCE_COLUMNS, { label: "Pipeline", render: () => "" }];
    for (const tab of Object.keys(COLUMNS))
      for (const column of [...tableColumns(tab, pipeline), ...detailColumns(tab, pipeline)]) {
        expect(LEAD_COLUMN_WORDS.fr[column.label], `${tab}: ${column.label}`).toBeTruthy();
        expect(LEAD_COLUMN_WORDS.en[column.label], `${tab}: ${column.label}`).toBeTruthy();
      }
  });

  it("says how a contact heard about us in the admin's words, not the stored code (field round five)", () => {
    const column = COLUMNS.contacts?.find((candidate) => candidate.label === "Heard about us");
    const cell = (language: AdminLanguage) =>
      inLanguage(language, <span>{column?.render({ hearAbout: "google-search" }, language)}</span>);
    expect(cell("en")).toBe("<span>Google search</span>");
    expect(cell("fr")).toBe("<span>Recherche Google</span>");
  });
});
