import type { SwissHackLocale } from "@shared/i18n/locales";
import { documentLocale } from "@shared/pre-analysis/document";
import { linkLanguage } from "@shared/pre-analysis/private-link";
import { FileWarning, Loader2 } from "lucide-react";
import { useMatches, useParams } from "react-router";
import { PreAnalysisDocumentView } from "~/components/pre-analysis/document-view";
import { labelsFor } from "~/components/pre-analysis/labels";
import { type LoadedPreAnalysis, usePreAnalysis } from "~/components/pre-analysis/use-pre-analysis";
import { CatalogueProvider, catalogueOf, useLanguageFromData } from "~/i18n/catalogue-context";
import { useDocumentLanguageTag } from "~/i18n/document-language";
import { swissHackCatalogueIn } from "~/i18n/swisshack-catalogue-in";
import { useLoadedFor } from "~/lib/use-loaded-for";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { AuditButton } from "../audit/audit-button";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { PremiumOrderButton } from "../premium-order/order-button";
import { PreAnalysisActions } from "./pre-analysis-actions";

const expiryDate = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang, { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));

/** /pre-analyse/:token: the instant pre-analysis behind its private link, printable, with its PDF. */
export function PreAnalysisPage() {
  const token = useParams().token ?? "";
  const state = usePreAnalysis(`/api/pre-analyses/${encodeURIComponent(token)}`);
  // The document's language once loaded; until then, and when the link shows none, the one the link names
  // (`?lang=de`, read after hydration: the prerendered shell is French).
  const named = useSearchParamAfterHydration("lang");
  const locale: SwissHackLocale =
    state.status === "loaded"
      ? (state.data.locale ?? documentLocale(state.data.document))
      : (linkLanguage(named) ?? "fr");
  const catalogue = useCatalogueIn(locale);
  const labels = labelsFor(locale);
  return (
    <CatalogueProvider value={catalogue}>
      {/* Here rather than in the route's meta: it follows the page's language (React puts it in <head>). */}
      <title>{labels.pageTitle}</title>
      {/* One address for every language: the document is in its own, and `/de/pre-analyse/…` is no page. */}
      <SwissHackLayout languages={false}>
        <div className="mx-auto max-w-4xl px-4 py-10 md:py-14" lang={labels.lang}>
          {state.status === "loading" && (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              {labels.loading}
            </p>
          )}
          {state.status === "failed" && (
            <div className="mx-auto max-w-xl py-10 text-center">
              <FileWarning className="mx-auto mb-4 size-14 text-slate-500" aria-hidden="true" />
              <h1 className="text-3xl font-bold">{labels.unavailable}</h1>
              <p className="mt-4 text-lg text-muted-foreground">{labels.failure[state.failure]}</p>
              <AuditButton className="mt-8">{labels.retryAudit}</AuditButton>
            </div>
          )}
          {state.status === "loaded" && <LoadedPage token={token} data={state.data} />}
        </div>
      </SwissHackLayout>
    </CatalogueProvider>
  );
}

/**
 * The header, footer and dialogs in the page's language, and `<html lang>` with them. Compared with the route's own
 * catalogue (French, the shell served for every link), never with the one root provides: that one follows this
 * page's choice, and comparing with it undid the choice as soon as it was made, then made it again, forever.
 */
function useCatalogueIn(locale: SwissHackLocale) {
  const routeCatalogue = catalogueOf(useMatches());
  const own = useLoadedFor(locale === routeCatalogue?.locale ? undefined : locale, swissHackCatalogueIn);
  // What root renders around the page (the cookie banner, the chat) speaks it too, and `<html lang>` says it.
  useLanguageFromData(own);
  useDocumentLanguageTag(own && labelsFor(locale).lang);
  return own ?? routeCatalogue;
}

/** The document in its own language: the response's locale (French for documents stored before languages). */
function LoadedPage({ token, data }: { token: string; data: LoadedPreAnalysis }) {
  const labels = labelsFor(data.locale ?? documentLocale(data.document));
  return (
    <div lang={labels.lang}>
      <header className="mb-8 space-y-4 border-b pb-8">
        <p className="font-semibold text-primary">{labels.kicker}</p>
        <h1 className="text-balance text-3xl font-extrabold tracking-tight md:text-4xl">{data.document.title}</h1>
        <p className="text-lg text-muted-foreground">{data.document.subtitle}</p>
        <PreAnalysisActions pdfUrl={`/api/pre-analyses/${encodeURIComponent(token)}/pdf`} labels={labels} />
        {data.premiumOrder && (
          <PremiumOrderButton className="print:hidden" auditRequestId={data.premiumOrder.auditRequestId} />
        )}
        <p className="text-sm text-muted-foreground print:hidden">
          {labels.linkValidUntil(expiryDate(labels.lang, data.expiresAt))}
        </p>
      </header>
      <PreAnalysisDocumentView document={data.document} />
    </div>
  );
}
