import { BRANDS, type Brand, DETAIL_KEYS, type DetailKey, type SiteDetails } from "@shared/site-settings/details";
import { DETAIL_HIDES, detailVariable } from "@shared/site-settings/details-from-env";
import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { LiveSettings } from "./site-settings/live-settings";
import { readAllSettings } from "./site-settings/settings-store";

export interface UnsetSetting {
  /** The brand and the detail: what the Overview words in the admin's language (decision 0044). */
  brand: Brand;
  key: DetailKey;
  /** The environment variable that would seed it ("OPTIMAITE_CONTACT_PHONE"); the admin's Settings set it too. */
  name: string;
  /** What the pages leave out while it is unset, in English (the API's readers without the admin's words). */
  hides: string;
}

type Source = Record<string, string | undefined>;

function unsetIn(details: Record<(typeof BRANDS)[number], SiteDetails>): UnsetSetting[] {
  return BRANDS.flatMap((brand) =>
    DETAIL_KEYS.filter((key) => !details[brand][key]).map((key) => ({
      brand,
      key,
      name: detailVariable(brand, key),
      hides: `${brand === "swisshack" ? "SwissHack" : "OptimAIte"}: ${DETAIL_HIDES[key]}`,
    })),
  );
}

/** The details neither the admin's Settings nor the environment set, per brand, as this instance has them now. */
export async function unsetSettingsNow(live: LiveSettings): Promise<UnsetSetting[]> {
  const [swisshack, optimaite] = await Promise.all([live.values("swisshack"), live.values("optimaite")]);
  return unsetIn({ swisshack: swisshack.details, optimaite: optimaite.details });
}

/**
 * One clear warning at start, once the saved Settings are read: which brand's details are still unset, so nothing
 * fake is shown in their place.
 */
export async function warnAboutUnsetSettings(env: Env, db: Db, logger: Logger): Promise<void> {
  const all = await readAllSettings(db, env as unknown as Source);
  const unset = unsetIn({ swisshack: all.swisshack.details, optimaite: all.optimaite.details });
  if (unset.length === 0) return;
  for (const brand of BRANDS) {
    const names = unset.filter((s) => s.name.startsWith("OPTIMAITE_") === (brand === "optimaite")).map((s) => s.name);
    if (names.length === 0) continue;
    logger.warn(
      { brand, unset: names },
      `${brand}: details not set, so their elements are hidden from its pages: ${names.join(", ")} (set them in the admin's Settings tab, or see README, "Environment")`,
    );
  }
}
