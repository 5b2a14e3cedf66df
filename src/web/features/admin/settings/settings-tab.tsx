import { BRANDS, type Brand, type BrandSettings, type SettingsChange } from "@shared/schemas/site-settings";
import { useCallback, useEffect, useState } from "react";
import { useAdminWords } from "../shared/admin-language";
import { BrandSettingsForm } from "./brand-settings-form";
import { loadSettingsLog, loadSiteSettings } from "./settings-api";
import { SettingsLog } from "./settings-log";
import { SETTINGS_WORDS } from "./settings-words";

/** The tab's name in the tab list, in the account's language. */
export function SettingsTabLabel() {
  return <>{useAdminWords(SETTINGS_WORDS).tab}</>;
}

/** The Settings tab: each brand's details and figures (decision 0042), and the log of every change. */
export function SettingsTab() {
  const t = useAdminWords(SETTINGS_WORDS);
  const [brands, setBrands] = useState<BrandSettings[] | null>(null);
  const [changes, setChanges] = useState<SettingsChange[]>([]);
  const [brand, setBrand] = useState<Brand>("swisshack");
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const [settings, log] = await Promise.all([loadSiteSettings(), loadSettingsLog()]);
      setBrands(settings.brands);
      setChanges(log.changes);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const current = brands?.find((settings) => settings.brand === brand);
  return (
    <section className="mt-4" aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">{t.intro}</p>
      <fieldset className="mt-4 inline-flex rounded-md border p-1">
        <legend className="sr-only">{t.title}</legend>
        {BRANDS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={brand === name}
            onClick={() => setBrand(name)}
            className={`rounded px-4 py-2 text-sm font-semibold ${brand === name ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`}
          >
            {t.brands[name]}
          </button>
        ))}
      </fieldset>
      <div className="mt-6">
        {failed ? (
          <p role="alert">{t.loadFailed}</p>
        ) : !current ? (
          <p role="status">{t.loading}</p>
        ) : (
          <BrandSettingsForm key={brand} settings={current} onSaved={() => void reload()} />
        )}
      </div>
      <SettingsLog changes={changes} />
    </section>
  );
}
