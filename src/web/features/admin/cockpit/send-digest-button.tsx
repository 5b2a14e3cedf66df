import { useState } from "react";
import { Button } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";
import { sendDigest } from "./cockpit-api";

/** Sends the daily digest now (it also goes out by itself every morning at DIGEST_HOUR). */
export function SendDigestButton() {
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={sending}
      onClick={async () => {
        setSending(true);
        try {
          const { to } = await sendDigest();
          notify("Digest sent", `The daily digest is on its way to ${to}.`);
        } catch (error) {
          notifyError("Could not send the digest", (error as Error).message);
        } finally {
          setSending(false);
        }
      }}
    >
      Send the daily digest now
    </Button>
  );
}
