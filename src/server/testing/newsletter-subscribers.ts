import type { Db } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { sha256Hex } from "../lib/tokens";
import { unsubscribeToken } from "../newsletter/unsubscribe-link";

// Tests only: confirmed subscribers stored as the double opt-in leaves them, in batches.

export interface SeededSubscriber {
  email: string;
  locale?: "fr" | "de" | "it";
  status?: "pending" | "subscribed" | "unsubscribed";
  lastNewsletterAt?: Date | null;
  bouncedAt?: Date | null;
}

export async function seedSubscribers(db: Db, secret: string, people: SeededSubscriber[]): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < people.length; from += 2_000) {
    const rows = people.slice(from, from + 2_000).map((person) => {
      const id = crypto.randomUUID();
      ids.push(id);
      return {
        id,
        email: person.email,
        locale: person.locale ?? "fr",
        status: person.status ?? "subscribed",
        confirmedAt: (person.status ?? "subscribed") === "subscribed" ? new Date() : null,
        unsubscribeTokenHash: sha256Hex(unsubscribeToken(secret, id)),
        lastNewsletterAt: person.lastNewsletterAt ?? null,
        bouncedAt: person.bouncedAt ?? null,
      };
    });
    await db.insert(newsletterSubscriptions).values(rows);
  }
  return ids;
}

/** A campaign body with what an owner writes: a heading, emphasis, a list and a link. */
export const SAMPLE_BODY =
  "## Le 3e pilier avant le 31 décembre\n\nVersez **avant la fin de l'année** pour déduire le montant.\n\n- jusqu'à 7 258 CHF\n- pour les salariés\n\nLisez [le guide](https://www.estv.admin.ch/guide).";
