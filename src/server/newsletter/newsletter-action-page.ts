import type { SwissHackLocale } from "@shared/i18n/locales";
import { type NewsletterAction, newsletterWording } from "./wording";

export type { NewsletterAction } from "./wording";

/** The page's own policy: its inline style, and a form that posts back here. */
export const ACTION_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The page an emailed newsletter link opens: nothing happens until its one button POSTs, so mail security
 * scanners that fetch every link neither confirm nor cancel a subscription. It speaks the subscriber's language.
 */
export function newsletterActionPage(action: NewsletterAction, locale: SwissHackLocale = "fr"): string {
  const { title, text, button } = newsletterWording(locale).actionPage[action];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} – SwissHack</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-top:4px solid #c8102e;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{font-size:1.125rem;line-height:1.5;color:#475569}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:#c8102e;border:0;border-radius:.5rem;cursor:pointer}
button:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<form method="post"><button type="submit">${button}</button></form>
</main>
</body>
</html>`;
}
