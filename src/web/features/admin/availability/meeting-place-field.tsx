import type { MeetingPlace } from "@shared/demo-slots/meeting-place";
import { useId } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Input } from "~/components/ui/input";

const KINDS = [
  { value: "none", label: "Not set (the emails name no place)" },
  { value: "video", label: "Video call" },
  { value: "phone", label: "Phone" },
];

/** Where the demos happen: a video address or a phone number, said in the invites, the emails and the private page. */
export function MeetingPlaceField({
  place,
  error,
  onChange,
}: {
  place: MeetingPlace | undefined;
  error?: string;
  onChange: (place: MeetingPlace | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${id}-kind`}
        label="Where demos happen"
        options={KINDS}
        value={place?.kind ?? "none"}
        onChange={(event) => {
          const kind = event.target.value;
          onChange(kind === "video" ? { kind, url: "" } : kind === "phone" ? { kind, phone: "" } : undefined);
        }}
      />
      {place?.kind === "video" && (
        <Field id={`${id}-url`} label="Video meeting address" error={error} hint="https://, e.g. a Zoom or Meet link">
          {(aria) => (
            <Input
              {...aria}
              type="url"
              inputMode="url"
              value={place.url}
              onChange={(event) => onChange({ kind: "video", url: event.target.value })}
            />
          )}
        </Field>
      )}
      {place?.kind === "phone" && (
        <Field id={`${id}-phone`} label="Phone number" error={error} hint="With its country code, e.g. +1 514 555 0123">
          {(aria) => (
            <Input
              {...aria}
              type="tel"
              autoComplete="off"
              value={place.phone}
              onChange={(event) => onChange({ kind: "phone", phone: event.target.value })}
            />
          )}
        </Field>
      )}
    </div>
  );
}
