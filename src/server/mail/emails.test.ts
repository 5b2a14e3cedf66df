import { answers } from "@shared/pre-analysis/testing/test-profiles";
import { PRERENDERED_PATHS } from "@shared/routes";
import { validAuditRequest } from "@shared/schemas/audit.fixture";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

const SITE = "https://swisshack.example";
const TEAM = "team@swisshack.example";

/** Every kind of email the app sends, each read back from its .eml file with mailparser (see testing/eml.ts). */
describe("the emails, as a mail client reads them", () => {
  let t: TestApp;
  let mails: ParsedMail[];
  let ip = 0;
  const post = (url: string, body: unknown) =>
    t.postJson(url, body, { origin: SITE, "x-forwarded-for": `198.51.100.${++ip}` });
  const to = (address: string, subject: RegExp) => {
    const found = mails.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === address && subject.test(m.subject ?? ""),
    );
    if (!found) throw new Error(`no email to ${address} matching ${subject}`);
    return found;
  };
  const hrefs = (html: string) =>
    [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));

  beforeAll(async () => {
    t = await createTestApp("pglite", { SITE_URL: SITE, TEAM_EMAIL: TEAM, TRUST_PROXY: "true" });
    const audit = (await (await post("/api/audit-requests", validAuditRequest)).json()) as {
      id: string;
      refineToken: string;
    };
    await post(`/api/audit-requests/${audit.id}/pre-analysis`, {
      refineToken: audit.refineToken,
      answers: answers({ frontalier: { workCanton: "GE", swissIncomeShare: 95, teleworkShare: 20 } }),
    });
    await post("/api/newsletter", { email: "news@example.com" });
    const lead = { name: "Dr Rossi", email: "rossi@example.com", project: "An AI receptionist" };
    await post("/api/submit-demo-booking", lead);
    await post("/api/submit-contact-form", { ...lead, email: "rossi.contact@example.com" });
    await post("/api/auth/sign-up/email", { email: "member@example.com", password: "a long passphrase", name: "M" });
    mails = (await t.sentEmails()).map((email) => email.mail);
  });
  afterAll(() => t.close());

  it("sends every kind of email", () => {
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        "Confirmez votre compte SwissHack",
        "Confirmez votre inscription à la newsletter SwissHack",
        "Nouveau message de contact",
        "Nouvelle réservation de démo",
        "Nouvelle demande d'audit",
        "Votre audit SwissHack est demandé",
        "Votre pré-analyse SwissHack",
        "We received your message",
        "Your OptimAIte demo request",
      ].sort(),
    );
  });

  it("marks every email as automatic and gives each a plain-text and an accessible HTML part", () => {
    for (const mail of mails) {
      const where = mail.subject;
      expect(mail.headers.get("auto-submitted"), where).toBe("auto-generated");
      expect(mail.text?.trim().length, where).toBeGreaterThan(20);
      const html = mail.html || "";
      expect(html, where).toMatch(/<html lang="(fr|en)/);
      expect(html, where).toMatch(/<title>[^<]+<\/title>/);
      expect(html, where).not.toMatch(/<img[^>]+src="(https?:)?\/\//);
      for (const word of (mail.text ?? "").match(/[A-Za-zÀ-ÿ]{6,}/g)?.slice(0, 10) ?? []) {
        expect(html, `${where}: ${word}`).toContain(word);
      }
    }
  });

  it("sends each brand's emails under its own name, from MAIL_FROM's address", () => {
    const from = (mail: ParsedMail) => mail.from?.value[0];
    for (const subject of [/OptimAIte demo/, /We received your message/]) {
      const mail = mails.find((m) => subject.test(m.subject ?? ""));
      expect(from(mail as ParsedMail)).toEqual({ name: "OptimAIte", address: "no-reply@swisshack.example" });
    }
    for (const subject of [/Votre audit/, /pré-analyse/, /newsletter/]) {
      const mail = mails.find((m) => subject.test(m.subject ?? ""));
      expect(from(mail as ParsedMail)).toEqual({ name: "SwissHack", address: "no-reply@swisshack.example" });
    }
  });

  it("gives the newsletter email RFC 8058 one-click unsubscribe headers over https", async () => {
    const mail = to("news@example.com", /newsletter/);
    const raw = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
    const url = /^<(https:\/\/[^>]+)>$/.exec(raw("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(url).toMatch(/^https:\/\/swisshack\.example\/api\/newsletter\/unsubscribe\?token=[\w-]+$/);
    expect(raw("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = await t.app.request(new URL(url).pathname + new URL(url).search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await oneClick.json()).toEqual({ status: "unsubscribed" });
  });

  it("has only links that work, the same in both parts", async () => {
    for (const mail of mails) {
      const textLinks = (mail.text ?? "").match(/https?:\/\/[^\s<>"]+/g) ?? [];
      expect(hrefs(mail.html || "").sort(), mail.subject).toEqual([...new Set(textLinks)].sort());
      for (const link of textLinks) {
        expect(link, mail.subject).toMatch(new RegExp(`^${SITE}(/|$)`));
        const url = new URL(link);
        const preAnalysis = /^\/pre-analyse\/([\w-]+)$/.exec(url.pathname)?.[1];
        if (url.pathname.startsWith("/api/") || preAnalysis) {
          const api = preAnalysis ? `/api/pre-analyses/${preAnalysis}` : url.pathname + url.search;
          expect((await t.app.request(api, { method: "GET" })).status, link).toBeLessThan(400);
        } else {
          expect(PRERENDERED_PATHS, link).toContain(url.pathname);
        }
      }
    }
  });
});
