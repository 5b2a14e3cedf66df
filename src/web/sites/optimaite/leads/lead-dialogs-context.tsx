import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { EstimatedRoi } from "../../../../shared/schemas/lead";

// Dialogs and their form load on first use, keeping the pages' initial JavaScript small.
const LeadDialog = lazy(() => import("./lead-dialog"));

export interface CalculatorLink {
  sessionId: string;
  token: string;
}

interface DemoRequest {
  estimatedROI?: EstimatedRoi;
  calculator?: CalculatorLink;
}

interface LeadDialogs {
  openDemo(request?: DemoRequest): void;
  openContact(): void;
}

const LeadDialogsContext = createContext<LeadDialogs>({ openDemo: () => {}, openContact: () => {} });

/** Lets any Book Free Demo or Contact button of an OptimAIte page open its dialog. */
export function LeadDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ kind: "demo" | "contact"; open: boolean; demo?: DemoRequest } | null>(null);
  const openDemo = useCallback((demo?: DemoRequest) => setState({ kind: "demo", open: true, demo }), []);
  const openContact = useCallback(() => setState({ kind: "contact", open: true }), []);
  const value = useMemo(() => ({ openDemo, openContact }), [openDemo, openContact]);
  return (
    <LeadDialogsContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <LeadDialog
            kind={state.kind}
            open={state.open}
            estimatedROI={state.demo?.estimatedROI}
            calculator={state.demo?.calculator}
            onOpenChange={(open) => setState((current) => (current ? { ...current, open } : current))}
          />
        </Suspense>
      )}
    </LeadDialogsContext.Provider>
  );
}

export function useLeadDialogs() {
  return useContext(LeadDialogsContext);
}
