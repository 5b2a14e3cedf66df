import { swissHackLocale } from "@shared/i18n/locales";
import { preAnalysisPath } from "@shared/pre-analysis/private-link";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { AuditForm } from "./audit-form";
import type { AuditSubmission } from "./audit-submission";
import { AuditSuccess } from "./audit-success";
import { RefineForm } from "./refine-form";
import { useAuditTexts } from "./texts/audit-texts";

type View = "form" | "success" | "refine";

/** The audit dialog: the form, the confirmation that replaces it, then the optional second step. */
export default function AuditDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [submitted, setSubmitted] = useState<AuditSubmission | null>(null);
  const [view, setView] = useState<View>("form");
  const navigate = useNavigate();
  const texts = useAuditTexts();
  const { locale } = useSwissHackText();
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
    navigate(preAnalysisPath(token, swissHackLocale(locale)));
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={texts.close} view={submitted ? view : "form"}>
        {submitted && view === "success" && (
          <AuditSuccess email={submitted.email}>
            <div className="mt-6 rounded-xl border border-primary/30 bg-primary/5 p-4 text-left">
              <p className="font-semibold">{texts.success.nextTitle}</p>
              <p className="mt-1 text-sm text-muted-foreground">{texts.success.nextText}</p>
              <Button className="mt-3" onClick={() => setView("refine")}>
                <Sparkles aria-hidden="true" />
                {texts.success.refineCta}
              </Button>
            </div>
          </AuditSuccess>
        )}
        {submitted && view === "refine" && (
          <>
            <DialogHeader title={texts.refine.title} description={texts.refine.description} />
            <RefineForm submission={submitted} onDone={onRefined} />
            <Button variant="ghost" className="mt-2 w-full" onClick={() => setView("success")}>
              {texts.back}
            </Button>
          </>
        )}
        {!submitted && (
          <>
            <DialogHeader title={texts.auditTitle} description={texts.auditDescription} />
            <AuditForm onSubmitted={onSubmitted} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
