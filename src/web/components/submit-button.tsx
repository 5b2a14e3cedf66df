import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";

/** A form's full-width submit button: disabled with a spinner and its progress text while the form is sent. */
export function SubmitButton({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {pending ? pendingText : children}
    </Button>
  );
}
