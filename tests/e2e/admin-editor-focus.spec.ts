import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { expect, test } from "./support/test";

// Issue 58: in the post editor and the campaign editor, a keyboard user's focus never falls to <body> after an action:
// it lands on what replaced the pressed control, on what the action opened, or back on what opened a dialog.

// The campaign's preview is a sandboxed frame without scripts: the test browser's own helpers are refused in it.
test.use({
  allowedConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
});

/** What has the keyboard focus: "body", or the focused element's role and name when it is visible. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return "body";
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return `hidden <${element.tagName}>`;
    return "visible";
  });

async function expectVisibleFocus(page: Page, after: string) {
  await expect.poll(() => focusOf(page), { message: `the focus after ${after}`, timeout: 5_000 }).toBe("visible");
}

/** Presses the control from the keyboard, as a person tabbing to it would. */
async function press(control: Locator, key = "Enter") {
  await control.focus();
  await control.press(key);
}

test("the post editor keeps the keyboard focus on a visible control after publishing, back to draft and scheduling", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page, "en");
  await page.getByRole("tab", { name: "Posts" }).click();
  await page.getByRole("button", { name: "New post" }).click();
  const run = Date.now().toString(36);
  await page.getByLabel("Title").fill(`La focalisation au clavier ${run}`);
  await page.getByLabel("Author").fill("Léa Martin");
  await page.getByLabel("Excerpt").fill("Un article pour vérifier le focus.");
  await page.getByLabel("Text (Markdown)").fill("## Clavier\n\nTout se fait au clavier.");
  const status = page.getByRole("status").filter({ hasText: "Status:" });

  await press(page.getByRole("button", { name: "Publish now" }));
  await expect(status).toContainText("Published");
  await expectVisibleFocus(page, "Publish now");
  await expect(page.getByRole("button", { name: "Back to draft" })).toBeFocused();

  await press(page.getByRole("button", { name: "Back to draft" }));
  await expect(status).toContainText("Draft");
  await expectVisibleFocus(page, "Back to draft");
  await expect(page.getByRole("button", { name: "Publish now" })).toBeFocused();

  await press(page.getByRole("button", { name: "Schedule", exact: true }));
  await expect(status).toContainText("Scheduled for");
  await expectVisibleFocus(page, "Schedule");
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeFocused();
});

test("the campaign editor keeps the keyboard focus on a visible element through writing, previewing, testing, confirming and scheduling", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page, "en");
  await page.getByRole("tab", { name: /^Newsletter/ }).click();
  const panel = page.getByRole("region", { name: "Newsletter campaigns" });

  await press(panel.getByRole("button", { name: "Write a campaign" }));
  await expect(panel.getByRole("form", { name: "Campaign" })).toBeVisible();
  await expectVisibleFocus(page, "Write a campaign");
  await expect(panel.getByRole("heading", { name: "New campaign" })).toBeFocused();

  const form = panel.getByRole("form", { name: "Campaign" });
  // Italian: no other test sends to Italian subscribers, and the schedule below is cancelled at the end.
  await form.getByLabel("Subscribers' language").selectOption("it");
  await form.getByLabel("Subject").fill(`Il focus da tastiera ${Date.now().toString(36)}`);
  await form.getByLabel("Text (Markdown)").fill("## Tastiera\n\nTutto si fa con la tastiera.");

  await press(form.getByRole("button", { name: "Preview" }));
  await expect(panel.getByRole("region", { name: "Preview of the email" })).toBeVisible();
  await expectVisibleFocus(page, "Preview");

  await press(form.getByRole("button", { name: "Send a test to me" }));
  await expect(page.getByText("Test sent")).toBeVisible();
  await expectVisibleFocus(page, "Send a test to me");

  // The confirmation: it opens on its first control, and each way of closing it goes back to "Send now…".
  const sendNow = panel.getByRole("button", { name: "Send now…" });
  const dialog = page.getByRole("dialog", { name: "Send this campaign now?" });
  for (const close of ["Not now", "Escape", "Close"] as const) {
    await press(sendNow);
    await expect(dialog, `opened before ${close}`).toBeVisible();
    await expectVisibleFocus(page, "Send now… (the dialog opens)");
    if (close === "Escape") {
      // A toast still on screen ("Test sent") takes the first Escape: a person presses it again.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    } else await press(dialog.getByRole("button", { name: close }));
    await expect(dialog, `closed by ${close}`).toBeHidden();
    await expectVisibleFocus(page, `${close} in the confirmation`);
    await expect(sendNow).toBeFocused();
  }

  // Scheduling closes the editor: the focus goes to the button that writes a campaign.
  await press(panel.getByRole("button", { name: "Schedule", exact: true }));
  await expect(page.getByText("Campaign scheduled")).toBeVisible();
  await expect(form).toBeHidden();
  await expectVisibleFocus(page, "Schedule");

  // Reopened: cancelling the schedule leaves the focus on the scheduling controls; closing goes back to the list.
  await press(panel.getByRole("button", { name: /^Edit Il focus da tastiera/ }));
  await expectVisibleFocus(page, "Edit");
  await press(panel.getByRole("button", { name: "Cancel the schedule" }));
  await expect(page.getByText("Schedule cancelled")).toBeVisible();
  await expectVisibleFocus(page, "Cancel the schedule");
  await press(form.getByRole("button", { name: "Close" }));
  await expect(form).toBeHidden();
  await expectVisibleFocus(page, "Close");
  await expect(panel.getByRole("button", { name: "Write a campaign" })).toBeFocused();
});
