import {
  type BrandSettings,
  DETAIL_KEYS,
  type DetailKey,
  FIGURE_KEYS,
  type SiteFigures,
  siteSettingsInputSchema,
} from "@shared/schemas/site-settings";
import { BRAND_FIGURES, COMPUTABLE_FIGURES } from "@shared/site-settings/shown-figures";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify, notifyError } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api-client";
import { useAdminWords } from "../shared/admin-language";
import { FigureFields } from "./figure-fields";
import { saveSiteSettings } from "./settings-api";
import { fieldErrors } from "./settings-form-errors";
import { SETTINGS_WORDS } from "./settings-words";

const INPUT_TYPES: Partial<Record<DetailKey, string>> = {
  contactEmail: "email",
  contactPhone: "tel",
  whatsappNumber: "tel",
  linkedin: "url",
  instagram: "url",
  facebook: "url",
};

const textsOf = (details: BrandSettings["details"]) =>
  Object.fromEntries(DETAIL_KEYS.map((key) => [key, details[key] ?? ""])) as Record<DetailKey, string>;

/**
 * One brand's details and figures. A refused save keeps everything typed and shows each field's error; the
 * server checks with the same schema.
 */
export function BrandSettingsForm({
  settings,
  onSaved,
}: {
  settings: BrandSettings;
  onSaved: (saved: BrandSettings) => void;
}) {
  const t = useAdminWords(SETTINGS_WORDS);
  const [texts, setTexts] = useState(() => textsOf(settings.details));
  const [figures, setFigures] = useState<SiteFigures>(settings.figures);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const input = { details: texts, figures };
    const checked = siteSettingsInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, t.errors));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveSiteSettings(settings.brand, checked.data);
      const changed =
        DETAIL_KEYS.filter((key) => saved.details[key] !== settings.details[key]).length +
        FIGURE_KEYS.filter((key) => JSON.stringify(saved.figures[key]) !== JSON.stringify(settings.figures[key]))
          .length;
      notify(t.saved(changed));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setErrors(fieldErrors(error.issues, t.errors));
      notifyError(t.saveFailed, error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.details}</legend>
        {DETAIL_KEYS.map((key) => {
          const id = `${settings.brand}-${key}`;
          const error = errors[key];
          return (
            <div key={key} className="grid content-start gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {t.fields[key]}
              </label>
              <Input
                id={id}
                type={INPUT_TYPES[key] ?? "text"}
                value={texts[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-note`}
                onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
              />
              <p id={`${id}-note`} className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
                {error ?? [t.hints[key], t.sources[settings.sources[key]]].filter(Boolean).join(" · ")}
              </p>
            </div>
          );
        })}
      </fieldset>
      <section className="grid gap-3">
        <h3 className="text-lg font-semibold">{t.figures}</h3>
        {BRAND_FIGURES[settings.brand].map((name) => (
          <FigureFields
            key={name}
            name={name}
            setting={figures[name]}
            computable={COMPUTABLE_FIGURES.includes(name)}
            confirmedSubscribers={settings.confirmedSubscribers}
            error={errors[name]}
            onChange={(setting) => setFigures({ ...figures, [name]: setting })}
          />
        ))}
      </section>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
