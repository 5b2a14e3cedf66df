import { readPdf } from "../../src/server/testing/pdf-reader";
import { validAuditRequest, validRefineAnswers } from "../../src/shared/schemas/audit.fixture";
import { signInAsAdmin } from "./support/auth";
import { waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

const flatten = (text: string) => text.replace(/\s+/gu, " ");

test("the expert writes the 48-hour report in the admin, in French, and the person receives it once as a PDF", async ({
  page,
  request,
}) => {
  test.slow();
  const email = `rapport.${Date.now()}@example.com`;
  const created = await request.post("/api/audit-requests", { data: { ...validAuditRequest, email } });
  expect(created.status()).toBe(201);
  const audit = (await created.json()) as { id: string; refineToken: string };
  const refined = await request.post(`/api/audit-requests/${audit.id}/pre-analysis`, {
    data: { refineToken: audit.refineToken, answers: validRefineAnswers },
  });
  expect(refined.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Audits/ }).click();
  const row = page.getByRole("tabpanel", { name: /Audits/ }).getByRole("row", { name: new RegExp(email) });
  // Just arrived: 47 full hours left of the 48 promised (decision 0041).
  await expect(row.getByText("47 h restantes")).toBeVisible();
  await row.getByRole("link", { name: /Rédiger le rapport/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Rapport pour Léa Martin" })).toBeVisible();
  await expect(page.getByText(/rapport rédigé en français/)).toBeVisible();
  await expect(page.getByLabel("Titre du rapport")).toHaveValue("Votre rapport personnalisé");
  // The pre-analysis's sections are kept by default.
  const kept = page.getByRole("group", { name: /Sections reprises de la pré-analyse/ }).getByRole("checkbox");
  expect(await kept.count()).toBeGreaterThan(0);
  for (const box of await kept.all()) await expect(box).toBeChecked();

  await page.getByLabel("Introduction").fill("Merci pour votre confiance, voici notre analyse.");
  await page.getByRole("button", { name: "Ajouter une section" }).click();
  await page.getByLabel("Titre de la section 1").fill("Votre prévoyance");
  await page
    .getByLabel("Texte de la section 1")
    .fill("Deux leviers s’offrent à vous.\n\n- Ouvrir un 3e pilier\n- Racheter la LPP");
  await page.getByRole("button", { name: "Ajouter une recommandation" }).click();
  await page
    .getByRole("textbox", { name: "Recommandation 1" })
    .fill("Versez le maximum du 3e pilier avant le 31 décembre.");
  await expect(page.getByText(/^Brouillon enregistré à/)).toBeVisible();

  // A closed tab loses nothing: the draft comes back as it was typed.
  await page.reload();
  await expect(page.getByLabel("Texte de la section 1")).toHaveValue(/Racheter la LPP/);
  await expect(page.getByRole("textbox", { name: "Recommandation 1" })).toHaveValue(
    "Versez le maximum du 3e pilier avant le 31 décembre.",
  );

  await page.getByRole("button", { name: "Envoyer le rapport" }).click();
  await expect(page.getByText("Rapport envoyé", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rapports envoyés" })).toBeVisible();
  const sentLine = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Télécharger le PDF" }) });
  await expect(sentLine).toHaveCount(1);

  const received = await waitForEmail(email, /^Votre rapport SwissHack personnalisé$/);
  expect(received.text).toContain("Comme promis, voici votre rapport personnalisé");
  expect(received.attachments).toEqual(["rapport-swisshack.pdf"]);
  const attachment = received.mail.attachments[0];
  expect(attachment).toBeDefined();
  const pdfText = flatten((await readPdf(new Uint8Array(attachment?.content ?? []))).pages.join("\n"));
  for (const expected of [
    "Votre rapport personnalisé",
    "Préparé pour Léa par",
    "Merci pour votre confiance, voici notre analyse.",
    "Votre prévoyance",
    "Racheter la LPP",
    "Nos recommandations",
    "Versez le maximum du 3e pilier avant le 31 décembre.",
    "Sources",
  ]) {
    expect(pdfText).toContain(expected);
  }

  // A second send asks first; cancelled, nothing more is sent.
  await page.getByRole("button", { name: "Envoyer le rapport" }).click();
  const confirm = page.getByRole("dialog", { name: "Un rapport a déjà été envoyé" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(sentLine).toHaveCount(1);

  // The audits list says the report went out, and the request's history says who sent it.
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Audits/ }).click();
  const listed = page.getByRole("tabpanel", { name: /Audits/ }).getByRole("row", { name: new RegExp(email) });
  await expect(listed.getByRole("combobox").first()).toHaveValue("report-sent");
  await expect(listed.getByText(/h restantes?$/)).toHaveCount(0);
  const history = await page.request.get(`/api/admin/leads/audits/${audit.id}/events`);
  const events = (await history.json()) as { events: { actorEmail: string; changes: unknown; createdAt: string }[] };
  expect(events.events[0]).toMatchObject({
    actorEmail: process.env.E2E_ADMIN_EMAIL,
    changes: { reportStatus: ["new", "report-sent"] },
  });
});
