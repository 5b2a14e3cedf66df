import { SITE_LOCALES } from "@shared/i18n/locales";
import type { SiteId } from "@shared/routes";
import { describe, expect, it } from "vitest";
import { CHAT_PACKS, chatPack } from "../chat-packs";

/** Questions that carry a visitor's own figures, which some intents compute with ("40 appels par jour"). */
const WITH_FIGURES = [
  "",
  "40 calls a day, 25 % missed, $175 per client",
  "40 appels par jour, 25 % manqués, 175 $ par client",
  "Ich verdiene 97 500 CHF, 3 Kinder",
  "Guadagno 83 333 CHF all'anno, 2 figli",
  "J'ai 3 succursales et 7 praticiennes",
];

/** What a person must never read ("11.4.1983" is a date): a float's tail, a missing value, an object printed as text. */
const UNREADABLE = /\d[.,]\d{5,}|\bNaN\b|\bundefined\b|\bnull\b|\[object |Infinity|\{\w+\}/;

describe("every intent's answer reads as a person writes it", () => {
  for (const site of Object.keys(CHAT_PACKS) as SiteId[])
    for (const locale of SITE_LOCALES[site])
      it(`${site} in ${locale}`, () => {
        const pack = chatPack(site, locale);
        const unreadable: string[] = [];
        for (const intent of pack.intents)
          for (const question of WITH_FIGURES) {
            const { text, links } = intent.answer(new Date("2026-11-30T09:00:00Z"), question);
            const shown = `${text} ${links.map((link) => `${link.label} ${link.href}`).join(" ")}`;
            if (UNREADABLE.test(shown))
              unreadable.push(`${intent.id} («${question}»): ${shown.match(UNREADABLE)?.[0]}`);
          }
        expect(unreadable).toEqual([]);
      });
});
