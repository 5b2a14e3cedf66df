import { lazy, Suspense, useEffect, useState } from "react";

// The toasts' code (sonner, its host and placement) loads with the first toast: toasts only follow a person's
// action, so a page needs none of it to start.
const ToastHost = lazy(() => import("./toast-host"));

let hostRequested = false;
const hostRequests = new Set<() => void>();

function requestHost() {
  if (hostRequested) return;
  hostRequested = true;
  for (const request of hostRequests) request();
}

/** Where the toasts show, rendered once the first toast is asked for. */
export function Toaster() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const request = () => setShow(true);
    hostRequests.add(request);
    if (hostRequested) request();
    return () => {
      hostRequests.delete(request);
    };
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

function showToast(kind: "success" | "error", title: string, description?: string) {
  requestHost();
  void import("./toast-show").then(({ show }) => show(kind, title, description));
}

/** The two kinds of toast of the specification: a title with a description, plain or destructive. */
export function notify(title: string, description?: string) {
  showToast("success", title, description);
}

export function notifyError(title: string, description?: string) {
  showToast("error", title, description);
}
