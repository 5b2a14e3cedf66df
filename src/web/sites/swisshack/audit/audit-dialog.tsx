import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { AuditForm } from "./audit-form";
import { AuditSuccess } from "./audit-success";
import { RefineForm } from "./refine-form";

export interface AuditSubmission {
  id: string;
  email: string;
  refineToken: string;
  /** First-step answers the optional second step builds on. */
  status: string;
  canton: string;
}

type View = "form" | "success" | "refine";

/** The audit dialog: the form, the confirmation that replaces it, then the optional second step. */
export default function AuditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [submitted, setSubmitted] = useState<AuditSubmission | null>(null);
  const [view, setView] = useState<View>("form");
  const navigate = useNavigate();
  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSubmitted(null);
      setView("form");
    }
  };
  const onSubmitted = (submission: AuditSubmission) => {
    setSubmitted(submission);
    setView("success");
  };
  const onRefined = ({ token }: { token: string }) => {
    handleOpenChange(false);
    navigate(`/pre-analyse/${token}`);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Fermer" view={submitted ? view : "form"}>
        {submitted && view === "success" && (
          <AuditSuccess email={submitted.email}>
            <div className="mt-6 rounded-xl border border-primary/30 bg-primary/5 p-4 text-left">
              <p className="font-semibold">Envie d'un premier chiffrage tout de suite ?</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Répondez à quelques questions de plus (moins de 2 minutes) : votre pré-analyse 3e pilier et LAMal
                s'affiche aussitôt, avec son PDF.
              </p>
              <Button className="mt-3" onClick={() => setView("refine")}>
                <Sparkles aria-hidden="true" />
                Affiner mon estimation
              </Button>
            </div>
          </AuditSuccess>
        )}
        {submitted && view === "refine" && (
          <>
            <DialogHeader
              title="Affiner mon estimation"
              description="Moins de 2 minutes : votre pré-analyse personnalisée s'affiche aussitôt, avec son PDF."
            />
            <RefineForm submission={submitted} onDone={onRefined} />
            <Button variant="ghost" className="mt-2 w-full" onClick={() => setView("success")}>
              Retour
            </Button>
          </>
        )}
        {!submitted && (
          <>
            <DialogHeader
              title="Votre audit financier gratuit"
              description="5 minutes de questions, votre rapport PDF personnalisé sous 48 h. Sans engagement."
            />
            <AuditForm onSubmitted={onSubmitted} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
