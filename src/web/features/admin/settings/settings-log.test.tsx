import type { SettingsChange } from "@shared/schemas/site-settings";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminLanguageProvider } from "../shared/admin-language";
import { SettingsLog } from "./settings-log";

const change = (key: string, previousValue: unknown, value: unknown): SettingsChange => ({
  id: 1,
  brand: "optimaite",
  key,
  previousValue,
  value,
  changedBy: "owner@example.com",
  changedAt: "2026-11-29T07:29:00.000Z",
});

const text = (changes: SettingsChange[], language: "fr" | "en") =>
  renderToStaticMarkup(
    <AdminLanguageProvider language={language}>
      <SettingsLog changes={changes} />
    </AdminLanguageProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the settings log", () => {
  it("words a figure's change as the owner chose it, never as JSON", () => {
    const practices = change(
      "figure.practices",
      { mode: "spec" },
      { mode: "figure", value: 1200, checkedOn: "2026-11-29" },
    );
    const fr = text([practices], "fr");
    expect(fr).toContain("Cliniques clientes");
    expect(fr).toContain("Texte d'origine du site");
    expect(fr).toMatch(/1[\s\u202f\u00a0’']200 \(vérifié le 29\.11\.2026\)/);
    expect(fr).not.toContain("{");
    const subscribers = change(
      "figure.subscribers",
      { mode: "spec" },
      { mode: "computed", threshold: 1000, roundTo: 100 },
    );
    expect(text([subscribers], "en")).toContain("show from 1,000, round down to 100");
  });

  it("shows a detail's text as typed, and an emptied one as empty", () => {
    const phone = change("contactPhone", "+41 22 345 67 89", null);
    const en = text([phone], "en");
    expect(en).toContain("+41 22 345 67 89");
    expect(en).toMatch(/\(empty\)|—/);
  });
});
