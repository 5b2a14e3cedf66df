import { Toaster as SonnerToaster, toast } from "sonner";

export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton />;
}

/** The two kinds of toast of the specification: a title with a description, plain or destructive. */
export function notify(title: string, description?: string) {
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string) {
  toast.error(title, { description });
}
