import { Download, Link2, Printer } from "lucide-react";
import type { PreAnalysisLabels } from "~/components/pre-analysis/labels";
import { Button } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";

/** Download, print and share buttons of the pre-analysis page (hidden when printing). */
export function PreAnalysisActions({ pdfUrl, labels }: { pdfUrl: string; labels: PreAnalysisLabels }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify(...labels.copied);
    } catch {
      notifyError(...labels.copyFailed);
    }
  };
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button asChild>
        <a href={pdfUrl} download>
          <Download aria-hidden="true" />
          {labels.download}
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {labels.print}
      </Button>
      <Button variant="outline" onClick={copyLink}>
        <Link2 aria-hidden="true" />
        {labels.copyLink}
      </Button>
    </div>
  );
}
