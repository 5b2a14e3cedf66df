import { lazy, Suspense, useEffect, useState } from "react";

// sonner loads after the page is interactive: toasts only follow a person's action, so the first paint needs none.
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}

/** The two kinds of toast of the specification: a title with a description, plain or destructive. */
export function notify(title: string, description?: string) {
  void import("sonner").then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(title: string, description?: string) {
  void import("sonner").then(({ toast }) => toast.error(title, { description }));
}
