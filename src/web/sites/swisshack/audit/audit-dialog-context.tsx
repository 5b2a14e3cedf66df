import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { usePreloadOnEarlyTap } from "~/components/hydration/preload-on-early-tap";
import { lazyByLocale } from "~/components/lazy-by-locale";
import { trackEvent } from "~/features/tracking/track-event";
import { useCatalogue, usePageLanguage } from "~/i18n/catalogue-context";
import { AuditTextsProvider, auditTextsIn } from "./texts/audit-texts";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// The dialog, its form and its words in the page's language load on first open, keeping the page's first JavaScript
// small.
const auditDialog = lazyByLocale<DialogProps>(async (locale) => {
  const [{ default: AuditDialog }, texts] = await Promise.all([import("./audit-dialog"), auditTextsIn(locale)]);
  return (props: DialogProps) => (
    <AuditTextsProvider value={texts}>
      <AuditDialog {...props} />
    </AuditTextsProvider>
  );
});

const AuditDialogContext = createContext<() => void>(() => {});

/** Lets any "Audit gratuit" button of a SwissHack page open the audit dialog. */
export function AuditDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The texts' language, not the address's: the private pre-analysis page is one address for every language.
  const catalogue = useCatalogue();
  const pageLocale = usePageLanguage().locale;
  const locale = catalogue?.site === "swisshack" ? catalogue.locale : pageLocale;
  const AuditDialog = auditDialog.componentIn(locale);
  usePreloadOnEarlyTap(useCallback(() => auditDialog.preload(locale), [locale]));
  const openAudit = useCallback(() => {
    trackEvent("audit_opened");
    auditDialog.afterLoading(locale, () => {
      setLoaded(true);
      setOpen(true);
    });
  }, [locale]);
  const value = useMemo(() => openAudit, [openAudit]);
  return (
    <AuditDialogContext.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <AuditDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </AuditDialogContext.Provider>
  );
}

export function useOpenAudit() {
  return useContext(AuditDialogContext);
}
