import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useLeadDialogs } from "../leads/lead-dialogs-context";

export function DemoButton({
  children = "Book Free Demo",
  ...props
}: Omit<ButtonProps, "onClick"> & { children?: ReactNode }) {
  const { openDemo } = useLeadDialogs();
  return (
    <Button onClick={() => openDemo()} {...props}>
      {children}
    </Button>
  );
}

export function ContactButton({
  children = "Contact Us",
  project,
  ...props
}: Omit<ButtonProps, "onClick"> & { children?: ReactNode; project?: string }) {
  const { openContact } = useLeadDialogs();
  return (
    <Button variant="outline" onClick={() => openContact(project ? { project } : undefined)} {...props}>
      {children}
    </Button>
  );
}
