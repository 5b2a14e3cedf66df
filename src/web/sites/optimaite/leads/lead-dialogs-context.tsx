import type { EstimatedRoi } from "@shared/schemas/lead";
import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { usePreloadOnEarlyTap } from "~/components/hydration/preload-on-early-tap";
import { lazyByLocale } from "~/components/lazy-by-locale";
import { usePageLanguage } from "~/i18n/catalogue-context";
import type { CalculatorLink } from "./calculator-link";
import { LeadTextsProvider, leadTextsIn } from "./texts/lead-texts";

type LeadDialogProps = Parameters<typeof import("./lead-dialog").default>[0];

// Dialogs, their form and their words in the page's language load on first use, keeping the pages' initial
// JavaScript small: a page never fetches another language's words.
const leadDialog = lazyByLocale<LeadDialogProps>(async (locale) => {
  const [{ default: LeadDialog }, texts] = await Promise.all([import("./lead-dialog"), leadTextsIn(locale)]);
  return (props: LeadDialogProps) => (
    <LeadTextsProvider value={texts}>
      <LeadDialog {...props} />
    </LeadTextsProvider>
  );
});

interface DemoRequest {
  estimatedROI?: EstimatedRoi;
  calculator?: CalculatorLink;
}

interface LeadDialogs {
  openDemo(request?: DemoRequest): void;
  /** `project` pre-fills an empty message, e.g. with the integration a visitor asked about. */
  openContact(prefill?: { project: string }): void;
}

const LeadDialogsContext = createContext<LeadDialogs>({ openDemo: () => {}, openContact: () => {} });

type Kind = "demo" | "contact";
interface DialogState {
  open: boolean;
  demo?: DemoRequest;
  prefillProject?: string;
}

/**
 * Lets any Book Free Demo or Contact button of an OptimAIte page open its dialog. Each dialog is its own component
 * with its own form: what was typed into one never shows up in (or gets sent by) the other, and a dialog closed with
 * Cancel still holds its text when it opens again.
 */
export function LeadDialogsProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<Partial<Record<Kind, DialogState>>>({});
  const { locale } = usePageLanguage();
  const openDemo = useCallback(
    (demo?: DemoRequest) =>
      leadDialog.afterLoading(locale, () => setDialogs((d) => ({ ...d, demo: { open: true, demo } }))),
    [locale],
  );
  const openContact = useCallback(
    (prefill?: { project: string }) =>
      leadDialog.afterLoading(locale, () =>
        setDialogs((d) => ({ ...d, contact: { open: true, prefillProject: prefill?.project } })),
      ),
    [locale],
  );
  const value = useMemo(() => ({ openDemo, openContact }), [openDemo, openContact]);
  const LeadDialog = leadDialog.componentIn(locale);
  usePreloadOnEarlyTap(useCallback(() => leadDialog.preload(locale), [locale]));
  // A link can open a dialog: "?demo=open" or "?contact=open" (the chat assistant's links use them).
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get("demo") === "open") openDemo();
    else if (params.get("contact") === "open") openContact();
  }, [search, openDemo, openContact]);
  const setOpen = (kind: Kind) => (open: boolean) =>
    setDialogs((d) => {
      const current = d[kind];
      return current ? { ...d, [kind]: { ...current, open } } : d;
    });
  return (
    <LeadDialogsContext.Provider value={value}>
      {children}
      {(["demo", "contact"] as const).map((kind) => {
        const state = dialogs[kind];
        return (
          state && (
            <Suspense key={kind} fallback={null}>
              <LeadDialog
                kind={kind}
                open={state.open}
                estimatedROI={state.demo?.estimatedROI}
                calculator={state.demo?.calculator}
                prefillProject={state.prefillProject}
                onOpenChange={setOpen(kind)}
              />
            </Suspense>
          )
        );
      })}
    </LeadDialogsContext.Provider>
  );
}

export function useLeadDialogs() {
  return useContext(LeadDialogsContext);
}
