import { useState } from "react";
import { Button } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";
import { type AdminWords, useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { sendDigest } from "./cockpit-api";

const DIGEST_BUTTON_WORDS: AdminWords<{
  send: string;
  sent: string;
  sentTo: (covers: string, to: string) => string;
  failed: string;
}> = {
  fr: {
    send: "Envoyer le résumé du jour maintenant",
    sent: "Résumé envoyé",
    sentTo: (covers, to) => `Résumé pour ${covers} (heure de Zurich), envoyé à ${to}.`,
    failed: "Le résumé n'a pas pu être envoyé",
  },
  en: {
    send: "Send today's digest now",
    sent: "Digest sent",
    sentTo: (covers, to) => `Digest for ${covers} (Zurich time), sent to ${to}.`,
    failed: "Could not send the digest",
  },
};

/**
 * Sends today's digest so far, in the account's language, and says which day and until when it covers (the server
 * words it: "today, Sunday 29 November until 14:32"); yesterday's goes out by itself every morning at DIGEST_HOUR.
 */
export function SendDigestButton() {
  const t = useAdminWords(DIGEST_BUTTON_WORDS);
  const [sending, setSending] = useState(false);
  const says = useErrorText();
  return (
    <Button
      variant="outline"
      disabled={sending}
      onClick={async () => {
        setSending(true);
        try {
          const { to, covers } = await sendDigest();
          notify(t.sent, t.sentTo(covers, to));
        } catch (error) {
          notifyError(t.failed, says(error));
        } finally {
          setSending(false);
        }
      }}
    >
      {t.send}
    </Button>
  );
}
