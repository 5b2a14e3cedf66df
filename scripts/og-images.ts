/**
 * Renders each site's Open Graph card (1200×630) from its own brand with Debian's Chromium, into public/og/.
 * Run once after a brand or tagline change: npm run og-images; commit the PNGs.
 */
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "@playwright/test";
import { OG_IMAGE, type OgCard, SITE_OG_CARDS } from "../src/shared/og-image";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)).toString("base64");

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function cardHtml(card: OgCard): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:Inter;font-weight:400;src:url(data:font/woff2;base64,${font(400)}) format("woff2")}
@font-face{font-family:Inter;font-weight:800;src:url(data:font/woff2;base64,${font(800)}) format("woff2")}
html,body{margin:0;width:${OG_IMAGE.width}px;height:${OG_IMAGE.height}px}
body{font-family:Inter,sans-serif;background:${card.background};color:#fff;display:flex;flex-direction:column;
justify-content:space-between;padding:72px 80px;box-sizing:border-box}
.brand{font-size:44px;font-weight:800;letter-spacing:-1px}
.brand span{color:${card.accent}}
h1{font-size:64px;line-height:1.1;font-weight:800;margin:0;letter-spacing:-1.5px;max-width:1000px}
p{font-size:30px;line-height:1.35;margin:0;color:rgba(255,255,255,.88);max-width:1000px}
.bar{height:12px;width:160px;background:${card.accent};border-radius:6px}
</style></head><body>
<div class="brand">${card.brandHtml}</div>
<div><h1>${escapeHtml(card.headline)}</h1><p style="margin-top:24px">${escapeHtml(card.tagline)}</p></div>
<div class="bar"></div>
</body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
await mkdir(path.join("public", "og"), { recursive: true });
for (const card of Object.values(SITE_OG_CARDS).flatMap((cards) => Object.values(cards))) {
  await page.setContent(cardHtml(card));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join("public", card.path) });
  console.log(`wrote public${card.path}`);
}
await browser.close();
