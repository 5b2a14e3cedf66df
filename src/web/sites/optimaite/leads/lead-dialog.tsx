import { formatMeetingTime } from "@shared/demo-slots/meeting-time";
import { optimaiteLocaleOr } from "@shared/i18n/locales";
import type { DemoBooked, EstimatedRoi } from "@shared/schemas/lead";
import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Field } from "~/components/form-field";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { notify, notifyError } from "~/components/ui/toaster";
import { withAttribution } from "~/features/tracking/attribution";
import { usePageLanguage } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { ApiError, apiRequest } from "~/lib/api-client";
import { showErrorsAndFocus } from "~/lib/focus-first-invalid";
import { useLoadedFor } from "~/lib/use-loaded-for";
import { SlotPicker } from "../demo-slots/slot-picker";
import { useSlotChoice } from "../demo-slots/use-slot-choice";
import type { CalculatorLink } from "./calculator-link";
import { leadFailureMessage } from "./lead-failure";
import { RoiEstimateNote } from "./roi-estimate-note";
import { translatedMessage, useLeadTexts } from "./texts/lead-texts";

// The schema (and zod) loads once the dialog shows, apart from its code: the dialog opens without it.
const loadSchema = () => import("@shared/schemas/lead").then((module) => module.demoBookingSchema);

const EMPTY = { name: "", email: "", company: "", industry: "", project: "", hearAbout: "", website: "" };
type Values = typeof EMPTY;

export default function LeadDialog({
  kind,
  open,
  onOpenChange,
  estimatedROI,
  calculator,
  prefillProject,
}: {
  kind: "demo" | "contact";
  prefillProject?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  estimatedROI?: EstimatedRoi;
  calculator?: CalculatorLink;
}) {
  const texts = useLeadTexts();
  const copy = texts.LEAD_DIALOGS[kind];
  const locale = optimaiteLocaleOr(usePageLanguage().locale);
  const hearAboutOptions = Object.entries(texts.HEAR_ABOUT_LABELS).map(([value, label]) => ({ value, label }));
  const message = (text: string | undefined) => translatedMessage(texts, text);
  const prefix = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useLoadedFor("lead", loadSchema);
  const slots = useSlotChoice(kind === "demo" && open, texts.slotTaken.notice);
  // A pre-filled message never replaces one the person already wrote.
  useEffect(() => {
    if (open && prefillProject)
      setValues((current) => (current.project ? current : { ...current, project: prefillProject }));
  }, [open, prefillProject]);
  // A field that shows an error is checked again at each change: the error goes as soon as it is fixed.
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (errors[name] && schema) {
      const issue = schema.safeParse(next).error?.issues.find((found) => found.path[0] === name);
      setErrors({ ...errors, [name]: message(issue?.message) });
    }
  };
  const id = (name: string) => `${prefix}-${name}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      ...values,
      ...(kind === "demo" && estimatedROI ? { estimatedROI } : {}),
      ...(kind === "demo" && calculator
        ? { calculatorSessionId: calculator.sessionId, calculatorSessionToken: calculator.token }
        : {}),
      ...(kind === "demo" && slots.slot ? { slot: slots.slot } : {}),
    };
    // Should the schema not download, the server checks the form with it and answers each field's error.
    const parsed = (await loadSchema().catch(() => undefined))?.safeParse(payload) ?? { success: true, data: payload };
    if (!parsed.success) {
      // Each field says what is wrong beside it; a missing required field also gets SPEC's toast.
      const found = parsed.error.issues.map((issue) => [String(issue.path[0]), message(issue.message)]);
      showErrorsAndFocus(formRef.current, () => setErrors(Object.fromEntries(found)));
      if (!values.name.trim() || !values.email.trim() || !values.project.trim()) {
        notifyError(texts.missing.title, texts.missing.text);
      }
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const created = await apiRequest<DemoBooked>(
        kind === "demo" ? "/api/submit-demo-booking" : "/api/submit-contact-form",
        // The page's language, so the answer and the emails speak it (the server may not read it yet).
        { body: withAttribution({ ...parsed.data, locale }) },
      );
      setValues(EMPTY);
      slots.reset();
      // With a slot booked, SPEC's title stays and the text names the time (decision 0029).
      const { meeting } = created;
      notify(
        copy.successTitle,
        meeting
          ? fillMessage(texts.booked, { time: formatMeetingTime(meeting.start, meeting.timeZone, locale) })
          : copy.successText,
      );
      onOpenChange(false);
    } catch (error) {
      if (kind === "demo" && error instanceof ApiError && error.status === 409) {
        // Someone else got the slot first: what was typed stays, the list is fresh.
        slots.taken();
        notifyError(texts.slotTaken.title, texts.slotTaken.notice);
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        const found = error.issues.map((issue) => [issue.path.split(".")[0], message(issue.message)]);
        showErrorsAndFocus(formRef.current, () => setErrors(Object.fromEntries(found)));
      }
      notifyError(texts.errorTitle, leadFailureMessage(kind, error, texts.failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent closeLabel={texts.close}>
        <DialogHeader title={copy.title} description={copy.description} />
        {kind === "demo" && estimatedROI && <RoiEstimateNote estimate={estimatedROI} locale={locale} />}
        <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id("name")} label={texts.fields.name} required error={errors.name}>
              {(aria) => <Input {...aria} autoComplete="name" value={values.name} onChange={set("name")} />}
            </Field>
            <Field id={id("email")} label={texts.fields.email} required error={errors.email}>
              {(aria) => (
                <Input {...aria} type="email" autoComplete="email" value={values.email} onChange={set("email")} />
              )}
            </Field>
            <Field id={id("company")} label={texts.fields.company} error={errors.company}>
              {(aria) => (
                <Input {...aria} autoComplete="organization" value={values.company} onChange={set("company")} />
              )}
            </Field>
            <Field id={id("industry")} label={texts.fields.industry} error={errors.industry}>
              {(aria) => (
                <Input
                  {...aria}
                  placeholder={texts.fields.industryPlaceholder}
                  value={values.industry}
                  onChange={set("industry")}
                />
              )}
            </Field>
          </div>
          <Field id={id("project")} label={copy.projectLabel} required error={errors.project}>
            {(aria) => (
              <Textarea {...aria} rows={4} maxLength={4000} value={values.project} onChange={set("project")} />
            )}
          </Field>
          <Field id={id("hearAbout")} label={texts.fields.hearAbout} error={errors.hearAbout}>
            {(aria) => (
              <Select
                {...aria}
                options={hearAboutOptions}
                placeholder={texts.fields.select}
                value={values.hearAbout}
                onChange={set("hearAbout")}
              />
            )}
          </Field>
          {kind === "demo" && <SlotPicker idPrefix={id("slots")} locale={locale} {...slots.picker} />}
          <HoneypotField value={values.website} onChange={set("website")} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={submitting} onClick={() => onOpenChange(false)}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitting ? copy.submitting : copy.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
