import { readFile } from "node:fs/promises";
import { readPdf } from "../../src/server/testing/pdf-reader";
import { expect, test } from "./support/test";

/**
 * Issue 39: a Basel frontalier living in Germany, on /de, from the first step to the pre-analysis and its PDF. The
 * first step asks the country, the phone follows it, and every rule read is Germany's, never France's.
 */
for (const width of [375, 1280]) {
  test(`a Basel frontalier living in Germany reads German rules for Germany, at ${width} px`, async ({
    page,
  }, testInfo) => {
    // The whole walk, both steps, the page and the PDF: longer than one page's test on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/de");
    await page.getByRole("banner").getByRole("button", { name: "Gratis-Check" }).click();
    const dialog = page.getByRole("dialog", { name: "Ihr kostenloser Finanzcheck" });

    // The number typed before anything else is not read in a country nobody chose (it was "+41 61 234 56 78").
    const phone = dialog.getByRole("textbox", { name: "Telefon" });
    await phone.fill("0151 23456789");
    await expect(dialog.getByText(/^Erkannte Nummer:/)).toHaveCount(0);
    await dialog.getByLabel("Vorname").fill("Jonas");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Keller");
    await dialog.getByLabel("E-Mail").fill(`jonas.lorrach.${width}@example.com`);

    // Basel is in the list, named in German, and Basel comes first on the German pages.
    const canton = dialog.getByLabel("Arbeitskanton");
    await expect(canton.locator("option").nth(1)).toHaveText("Basel-Stadt");
    await expect(canton.locator("option")).toHaveCount(27);
    await canton.selectOption("BS");
    await dialog.getByLabel("Status").selectOption("frontalier");
    await dialog.getByLabel("Wohnsitzland").selectOption("DE");
    // The phone's country follows: Germany; the error clears once the number reads right.
    await expect(dialog.getByLabel("Land der Nummer")).toHaveValue("DE");
    await expect(dialog.getByText(/^Erkannte Nummer: \+49 151/)).toBeVisible();

    await dialog.getByLabel("Jährliches Bruttoeinkommen").selectOption("90000-120000");
    await dialog.getByLabel("Aktuelle Krankenversicherung").selectOption("lamal");
    await dialog.getByLabel("Hauptziel").selectOption("all");
    await dialog.getByRole("group", { name: "Haben Sie eine Säule 3a?" }).getByLabel("Ja").check();
    await dialog
      .getByRole("group", { name: /zurückgerufen/ })
      .getByLabel("Nein, der Bericht genügt mir")
      .check();
    await dialog.getByRole("checkbox", { name: /Ich bin einverstanden/ }).check();
    // The country can be changed after typing: read as Swiss the number is refused, read as German again it is not.
    await dialog.getByLabel("Land der Nummer").selectOption("CH");
    await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();
    await expect(dialog.getByText(/^Ungültige Telefonnummer/)).toBeVisible();
    await dialog.getByLabel("Land der Nummer").selectOption("DE");
    await expect(dialog.getByText(/^Ungültige Telefonnummer/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Meinen Gratis-Check erhalten" }).click();

    await page
      .getByRole("dialog", { name: "Check erfolgreich angefordert!" })
      .getByRole("button", { name: "Schätzung verfeinern" })
      .click();
    const refine = page.getByRole("dialog", { name: "Schätzung verfeinern" });
    // The second step starts from what the first one was told.
    await expect(refine.getByLabel("Arbeitskanton")).toHaveValue("BS");
    await expect(refine.getByLabel("Wohnsitzland")).toHaveValue("DE");
    await refine
      .getByRole("group", { name: "Zivilstand" })
      .getByLabel(/^Ledig/)
      .check();
    await refine.getByLabel("Berufliche Situation").selectOption("employee-with-pension-fund");
    await refine.getByLabel("Aktuelle Franchise").selectOption("300");
    await refine
      .getByRole("group", { name: /Gesundheitskosten/ })
      .getByLabel(/^Tief/)
      .check();
    await refine.getByLabel("Homeoffice-Anteil (%)").fill("30");
    await refine.getByRole("button", { name: "Meine Voranalyse ansehen" }).click();
    await expect(page).toHaveURL(/\/pre-analyse\/[\w-]{40,}\?lang=de$/, { timeout: 20_000 });

    const year = new Date().getFullYear();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ihre SwissHack-Voranalyse ${year}`);
    const frontalier = page.getByRole("region", { name: /Grenzgänger/ });
    await expect(
      frontalier.getByText(/Sie wohnen in Deutschland und arbeiten im Kanton Basel-Stadt/).first(),
    ).toBeVisible();
    await expect(frontalier.getByText(/höchstens 4\.5\s% des Bruttolohns/).first()).toBeVisible();
    await expect(
      frontalier.getByText(/Mit 30\s*%\s*Homeoffice\s+wird\s+Ihr\s+Lohn\s+weiterhin\s+in\s+Deutschland\s+besteuert/),
    ).toBeVisible();
    await expect(frontalier.getByText(/GKV/).first()).toBeVisible();
    await expect(page.getByText(/in Deutschland abziehbar ist, ist nicht geprüft/).first()).toBeVisible();
    await expect(page.locator("main").getByText(/Frankreich|CMU|1983/)).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath(`frontalier-germany-${width}.png`), fullPage: true });
    await page.screenshot({ path: testInfo.outputPath(`frontalier-germany-top-${width}.png`) });
    await frontalier.screenshot({ path: testInfo.outputPath(`frontalier-germany-rules-${width}.png`) });

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "PDF herunterladen" }).click();
    const download = await downloadPromise;
    const pdfPath = testInfo.outputPath("voranalyse.pdf");
    await download.saveAs(pdfPath);
    const text = (await readPdf(await readFile(pdfPath))).pages.join("\n").replace(/\s+/g, " ");
    expect(text).toContain("Sie wohnen in Deutschland und arbeiten im Kanton Basel-Stadt");
    expect(text).toContain("Formular Gre-1");
    expect(text).not.toMatch(/Frankreich|CMU|1983/);
  });
}
