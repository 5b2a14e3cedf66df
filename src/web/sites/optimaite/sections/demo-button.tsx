import type { ReactNode } from "react";
import { OPENS_DIALOG } from "~/components/hydration/preload-on-early-tap";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { useLeadDialogs } from "../leads/lead-dialogs-context";

export function DemoButton({ children, ...props }: Omit<ButtonProps, "onClick"> & { children?: ReactNode }) {
  const { openDemo } = useLeadDialogs();
  const { ui } = useOptimaiteText();
  return (
    <Button onClick={() => openDemo()} {...OPENS_DIALOG} {...props}>
      {children ?? ui.bookDemo}
    </Button>
  );
}

export function ContactButton({
  children,
  project,
  ...props
}: Omit<ButtonProps, "onClick"> & { children?: ReactNode; project?: string }) {
  const { openContact } = useLeadDialogs();
  const { ui } = useOptimaiteText();
  return (
    <Button
      variant="outline"
      onClick={() => openContact(project ? { project } : undefined)}
      {...OPENS_DIALOG}
      {...props}
    >
      {children ?? ui.contactUs}
    </Button>
  );
}
