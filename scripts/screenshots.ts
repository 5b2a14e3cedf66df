// npm run screenshots -- /path [/other] [--locale de-CH] [--widths 320,375]: full-page PNGs at 1280 and 375 px (or the
// given widths) into ./screenshots (for looking at pages), from a browser preferring the given language (the language
// suggestion shows).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { projectRoot, startServer } from "./lib/server-process";

async function main() {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const localeArg = process.argv.indexOf("--locale");
  const locale = localeArg > 0 ? process.argv[localeArg + 1] : undefined;
  const widthsArg = process.argv.indexOf("--widths");
  const widths = widthsArg > 0 ? (process.argv[widthsArg + 1] ?? "").split(",").map(Number) : [1280, 375];
  const outDir = path.join(projectRoot, "screenshots");
  await mkdir(outDir, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce", locale });
      for (const route of routes) {
        await page.goto(`${server.baseUrl}${route}`, { waitUntil: "networkidle" });
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
        const file = path.join(outDir, `${name}${locale ? `-${locale}` : ""}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await page.screenshot({ path: file.replace(/\.png$/, "-top.png") });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
