import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogHeader } from "~/components/ui/dialog";
import { useAuditTexts } from "./texts/audit-texts";

/** A long address breaks before its "@" rather than inside the domain. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <strong className="break-words">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </strong>
  );
}

/** SPEC: the success view replaces the form, shows the entered email, and stays until the dialog is closed. */
export function AuditSuccess({ email, children }: { email: string; children?: ReactNode }) {
  const texts = useAuditTexts();
  // The address sits where each language's word order puts it ("… an {email} gesendet.").
  const [before, after] = texts.form.sentTo.split("{email}");
  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto mb-3 size-14 text-green-700" aria-hidden="true" />
      <DialogHeader title={texts.form.successTitle} description={texts.form.successText} />
      <p className="text-foreground">
        {before}
        <EmailAddress email={email} />
        {after}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{texts.form.spam}</p>
      {children}
      <DialogClose asChild>
        <Button className="mt-6" variant="outline">
          {texts.close}
        </Button>
      </DialogClose>
    </div>
  );
}
