import { signInAsAdmin } from "./support/auth";
import { confirmedSubscriber, inNewsletterTurn } from "./support/newsletter";
import { readOutbox, waitForEmail } from "./support/outbox";
import { expect, test } from "./support/test";

// The preview is a sandboxed frame without scripts: the test browser's own helpers are refused in it, as they should be.
test.use({
  allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
});

test("the owner writes a French newsletter, tests it, sends it to the French subscribers once, never twice", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // slow, and it may wait for its turn to send (inNewsletterTurn)
  // Its issues go to every French subscriber: no other test sends one meanwhile.
  await inNewsletterTurn(async () => {
    const run = Date.now().toString(36);
    const french = [`lea.${run}@example.com`, `marc.${run}@example.com`];
    const german = `anna.${run}@example.ch`;
    for (const email of french) await confirmedSubscriber(request, email, "fr");
    await confirmedSubscriber(request, german, "de");
    const subject = `Le 3e pilier avant le 31 décembre ${run}`;

    await signInAsAdmin(page, "en");
    await page.goto("/admin");
    await page.getByRole("tab", { name: /^Newsletter/ }).click();
    const panel = page.getByRole("region", { name: "Newsletter campaigns" });
    await panel.getByRole("button", { name: "Write a campaign" }).click();
    const form = panel.getByRole("form", { name: "Campaign" });
    await expect(form.getByLabel("Subscribers' language")).toHaveValue("fr");

    // An empty text is refused on the page, and what was typed stays.
    await form.getByLabel("Subject").fill(subject);
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByText("Write the text of the newsletter")).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue(subject);

    await form
      .getByLabel("Text (Markdown)")
      .fill("## Versez avant la fin de l'année\n\nChaque franc versé au **3e pilier** réduit vos impôts.");
    await form.getByRole("button", { name: "Preview" }).click();
    const preview = panel.getByRole("region", { name: "Preview of the email" });
    await expect(
      preview.frameLocator("iframe").getByRole("heading", { name: "Versez avant la fin de l'année" }),
    ).toBeVisible();

    await form.getByRole("button", { name: "Send a test to me" }).click();
    const testCopy = await waitForEmail(
      process.env.E2E_ENGLISH_ADMIN_EMAIL ?? "",
      new RegExp(`^\\[TEST\\] ${subject}$`),
    );
    expect(testCopy.text).toContain("Chaque franc versé au 3e pilier réduit vos impôts.");

    await panel.getByRole("button", { name: "Send now…" }).click();
    const confirm = page.getByRole("dialog", { name: "Send this campaign now?" });
    await expect(confirm).toContainText(subject);
    await confirm.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
    await expect(page.getByText("Sending", { exact: true }).first()).toBeVisible();

    for (const email of french) {
      const issue = await waitForEmail(email, new RegExp(`^${subject}$`));
      expect(issue.text).toContain("Se désinscrire : ");
      expect(issue.mail.headerLines.some((h) => h.key === "list-unsubscribe-post")).toBe(true);
    }

    // The campaign in the list, and its web version.
    const row = panel.getByRole("row", { name: new RegExp(subject) });
    await expect(row.getByRole("cell").nth(2)).toHaveText(/^\d+$/); // recipients
    await row.getByRole("link", { name: /Web version/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");

    // Sending again: the same campaign is refused, and a copy the same week skips everyone who had one.
    const campaignId = new URL(page.url()).pathname.split("/").at(-1);
    expect((await page.request.post(`/api/admin/newsletter/campaigns/${campaignId}/send`, { data: {} })).status()).toBe(
      409,
    );
    const copy = await page.request.post("/api/admin/newsletter/campaigns", {
      data: { locale: "fr", subject, bodyMarkdown: "Encore." },
    });
    const { id: copyId } = (await copy.json()) as { id: string };
    expect((await page.request.post(`/api/admin/newsletter/campaigns/${copyId}/send`, { data: {} })).status()).toBe(
      202,
    );
    await page.goto("/admin");
    await page.getByRole("tab", { name: /^Newsletter/ }).click();
    const rows = page
      .getByRole("region", { name: "Newsletter campaigns" })
      .getByRole("row", { name: new RegExp(subject) });
    await expect(rows).toHaveCount(2);
    // The copy (newest first) skipped at least our two French subscribers (cells: language, status, recipients, sent,
    // failed, skipped, …); other tests' subscribers confirmed meanwhile may get it.
    await expect
      .poll(async () => Number(await rows.first().getByRole("cell").nth(5).textContent()), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    await page.waitForTimeout(3_000);
    const issues = (await readOutbox()).filter((email) => email.subject === subject);
    expect(
      issues
        .map((email) => email.to)
        .filter((to) => [...french, german].includes(to))
        .sort(),
    ).toEqual([...french].sort());
  });
});
