import { useState } from "react";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { AuditForm } from "./audit-form";
import { AuditSuccess } from "./audit-success";

export interface AuditSubmission {
  id: string;
  email: string;
  refineToken: string;
  /** First-step answers the optional second step builds on. */
  status: string;
  canton: string;
}

/** The audit dialog: the form, then the confirmation that replaces it until the dialog is closed. */
export default function AuditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [submitted, setSubmitted] = useState<AuditSubmission | null>(null);
  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSubmitted(null);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Fermer">
        {submitted ? (
          <AuditSuccess email={submitted.email} />
        ) : (
          <>
            <DialogHeader
              title="Votre audit financier gratuit"
              description="5 minutes de questions, votre rapport PDF personnalisé sous 48 h. Sans engagement."
            />
            <AuditForm onSubmitted={setSubmitted} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
