import type { MeetingPlace } from "@shared/demo-slots/meeting-place";
import { useId } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Input } from "~/components/ui/input";
import { useAdminWords } from "../shared/admin-language";
import { MEETING_PLACE_WORDS } from "./availability-words";

const KINDS = ["none", "video", "phone"] as const;

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
  const t = useAdminWords(MEETING_PLACE_WORDS);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${id}-kind`}
        label={t.where}
        options={KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
        value={place?.kind ?? "none"}
        onChange={(event) => {
          const kind = event.target.value;
          onChange(kind === "video" ? { kind, url: "" } : kind === "phone" ? { kind, phone: "" } : undefined);
        }}
      />
      {place?.kind === "video" && (
        <Field id={`${id}-url`} label={t.videoAddress} error={error} hint={t.videoHint}>
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
        <Field id={`${id}-phone`} label={t.phone} error={error} hint={t.phoneHint}>
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
