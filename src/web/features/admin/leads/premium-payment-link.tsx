import { LANGUAGE_NAMES } from "@shared/i18n/locales";
import type { PremiumPaymentLink as Link } from "@shared/schemas/premium-payment-link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { FORMAT_WORDS, FRAME_WORDS } from "../shared/shared-words";
import { emailPremiumLink, loadPremiumLink } from "./leads-api";
import { PREMIUM_LINK_WORDS } from "./premium-link-words";

/** Copies the text, or selects the field for a copy by hand (no clipboard outside a secure page). */
async function copied(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/**
 * The Premium payment link of one audit request: shown to copy, or emailed to the person in their language, with
 * when it was last sent and by whom.
 */
export function PremiumPaymentLink({ auditRequestId }: { auditRequestId: string }) {
  const t = useAdminWords(PREMIUM_LINK_WORDS);
  const language = useAdminLanguage();
  const { colon } = useAdminWords(FRAME_WORDS);
  const says = useErrorText();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<Link | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "by-hand">("idle");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadPremiumLink(auditRequestId).then(setLink, (failure: unknown) => setError(says(failure)));
  }, [auditRequestId, says]);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await emailPremiumLink(auditRequestId);
      setLink(sent);
      notify(t.sent, t.sentDetail(sent.email));
    } catch (failure) {
      setError(says(failure));
    } finally {
      setBusy(false);
    }
  };

  const when = (iso: string) =>
    new Date(iso).toLocaleString(FORMAT_WORDS[language].locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Zurich",
    });

  return (
    <div className="space-y-2">
      {!link && !error && <p role="status">{t.loading}</p>}
      {link && (
        <>
          <p className="text-sm text-muted-foreground">{t.hint(LANGUAGE_NAMES[link.locale])}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t.link}
            </label>
            <Input
              ref={field}
              id={`${id}-url`}
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs"
            />
            <Button
              variant="outline"
              onClick={async () => setCopyState((await copied(link.url, field.current)) ? "copied" : "by-hand")}
            >
              {copyState === "copied" ? t.copied : t.copy}
            </Button>
          </div>
          {copyState === "by-hand" && <p className="text-sm">{t.copyByHand}</p>}
          {/* An address has no place to break: it may break anywhere rather than widen the dialog past a phone. */}
          <Button disabled={busy} onClick={() => void send()} className="max-w-full [overflow-wrap:anywhere]">
            {busy ? t.sending : t.emailTo(link.email)}
          </Button>
          {link.lastSent && (
            <p role="status" className="text-sm text-muted-foreground">
              {t.lastSent(when(link.lastSent.at), link.lastSent.by)}
            </p>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">{t.failed}</span>
          {colon} {error}
        </p>
      )}
    </div>
  );
}
