import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * A button of the back office that waits while an action runs: it keeps the keyboard focus (`aria-disabled`, its
 * presses ignored) where a natively disabled button would drop it to <body> (issue 58), so a person tabbing goes on
 * from where they were.
 */
export function BusyButton({ busy, onClick, ...props }: Omit<ButtonProps, "disabled"> & { busy: boolean }) {
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return <Button {...props} aria-disabled={busy || undefined} onClick={busy ? ignore : onClick} />;
}
