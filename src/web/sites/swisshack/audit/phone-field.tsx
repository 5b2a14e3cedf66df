import { PHONE_COUNTRIES, type PhoneCountry } from "@shared/schemas/phone-countries";
import type { ComponentProps } from "react";
import { Field } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { fillMessage } from "~/i18n/translation";
import { useLoadedFor } from "~/lib/use-loaded-for";
import { useAuditTexts } from "./texts/audit-texts";

/**
 * The country the person said: a frontalier's country of residence, Switzerland for anyone living there, nothing yet
 * (the person picks one) before they said which.
 */
export function defaultPhoneCountry(status: string, residenceCountry?: string): PhoneCountry | "" {
  if (status === "resident" || status === "independant") return "CH";
  if (status !== "frontalier") return "";
  return (PHONE_COUNTRIES as readonly string[]).includes(residenceCountry ?? "")
    ? (residenceCountry as PhoneCountry)
    : "";
}

/** The reader of numbers and its metadata: a download of its own, made once the field shows. */
const loadPhoneReader = () => import("@shared/schemas/phone");

/**
 * The phone number with its country: the person picks the country of a national number and reads the number as it
 * was understood ("+33 6 12 34 56 78") before sending. A national number is never read in a country nobody chose.
 */
export function PhoneField({
  id,
  error,
  phone,
  country,
  countryProps,
  inputProps,
}: {
  id: string;
  error?: string;
  phone: string;
  country: PhoneCountry | "";
  countryProps: ComponentProps<"select">;
  inputProps: ComponentProps<"input">;
}) {
  const { form, phoneCountries, choose } = useAuditTexts();
  const countryOptions = Object.entries(phoneCountries).map(([value, label]) => ({ value, label }));
  // Until the reader has arrived (a moment after the dialog opened), the number is not echoed yet.
  const reader = useLoadedFor("phone", loadPhoneReader);
  const understood = reader && phone.trim() ? reader.toE164(phone, country) : null;
  return (
    <Field id={id} label={form.phone} required error={error} hint={form.phoneHint}>
      {(aria) => (
        <>
          <div className="flex gap-2">
            <Select
              aria-label={form.phoneCountry}
              className="w-36 shrink-0"
              options={countryOptions}
              placeholder={choose}
              {...countryProps}
            />
            <Input
              {...aria}
              aria-describedby={[aria["aria-describedby"], `${id}-understood`].filter(Boolean).join(" ")}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              {...inputProps}
            />
          </div>
          <p id={`${id}-understood`} aria-live="polite" className="text-xs font-medium text-slate-700">
            {understood
              ? fillMessage(form.phoneUnderstood, { phone: reader?.formatPhone(understood) ?? understood })
              : ""}
          </p>
        </>
      )}
    </Field>
  );
}
