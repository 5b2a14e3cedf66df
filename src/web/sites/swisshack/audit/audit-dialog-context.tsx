import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { trackEvent } from "~/features/tracking/track-event";

// The dialog and its form load on first open, keeping the landing page's initial JavaScript small.
const AuditDialog = lazy(() => import("./audit-dialog"));

const AuditDialogContext = createContext<() => void>(() => {});

/** Lets any "Audit gratuit" button of a SwissHack page open the audit dialog. */
export function AuditDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openAudit = useCallback(() => {
    trackEvent("audit_opened");
    setLoaded(true);
    setOpen(true);
  }, []);
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
