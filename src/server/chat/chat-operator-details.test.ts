import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

type Reply = { response: string; links: { href: string }[] };

/** The answer's words with the French no-break spaces as plain ones. */
const plain = (reply: Reply) => reply.response.replace(/[\u00a0\u202f]/g, " ");

describe("the assistant gives the operator's details as the legal pages show them (issue 56)", () => {
  let withDetails: TestApp;
  let withoutDetails: TestApp;
  const ask = async (t: TestApp, locale: string, message: string) => {
    const res = await t.postJson("/api/ai-chat", { message, site: "optimaite", locale });
    expect(res.status).toBe(200);
    return plain((await res.json()) as Reply);
  };

  beforeAll(async () => {
    withDetails = await createTestApp("pglite", {
      OPTIMAITE_CONTACT_EMAIL: "privacy@optimaite.example",
      OPTIMAITE_CONTACT_PHONE: "+1 514 555 0100",
      OPTIMAITE_LEGAL_COMPANY: "OptimAIte inc.",
      OPTIMAITE_LEGAL_ADDRESS: "1000 rue Sherbrooke, Montréal",
    });
    withoutDetails = await createTestApp("pglite");
  });
  afterAll(async () => {
    await withDetails.close();
    await withoutDetails.close();
  });

  it("says where to write to have one's data deleted", async () => {
    expect(await ask(withDetails, "fr", "comment je fais pour faire supprimer mes données?")).toContain(
      "écrivez à privacy@optimaite.example",
    );
    expect(await ask(withDetails, "en", "how do I get my data deleted?")).toContain(
      "write to privacy@optimaite.example",
    );
  });

  it("gives the company's address, email and phone when asked where it is", async () => {
    const answer = await ask(withDetails, "fr", "c'est quoi votre adresse?");
    expect(answer).toContain("1000 rue Sherbrooke, Montréal");
    expect(answer).toContain("+1 514 555 0100");
  });

  it("leaves out a sentence whose detail is unset, as the pages do", async () => {
    const answer = await ask(withoutDetails, "fr", "comment je fais pour faire supprimer mes données?");
    expect(answer).toContain("Nous répondons dans un délai de 30 jours");
    expect(answer).not.toMatch(/\{email\}|écrivez à/);
  });

  it("while the email is unset, says to write through the contact form, which reaches the same team", async () => {
    expect(await ask(withoutDetails, "fr", "comment je fais pour faire supprimer mes données?")).toContain(
      "écrivez-nous par le formulaire « Nous joindre »",
    );
    expect(await ask(withoutDetails, "en", "how do I get my data deleted?")).toContain(
      'write to us through the "Contact us" form',
    );
  });
});
