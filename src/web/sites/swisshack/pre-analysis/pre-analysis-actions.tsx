import { Download, Link2, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { notify, notifyError } from "~/components/ui/toaster";

/** Download, print and share buttons of the pre-analysis page (hidden when printing). */
export function PreAnalysisActions({ pdfUrl }: { pdfUrl: string }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify("Lien copié", "Ce lien est privé : ne le partagez qu'avec des personnes de confiance.");
    } catch {
      notifyError("Copie impossible", "Copiez l'adresse de la page depuis la barre du navigateur.");
    }
  };
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button asChild>
        <a href={pdfUrl} download>
          <Download aria-hidden="true" />
          Télécharger le PDF
        </a>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimer
      </Button>
      <Button variant="outline" onClick={copyLink}>
        <Link2 aria-hidden="true" />
        Copier le lien privé
      </Button>
    </div>
  );
}
