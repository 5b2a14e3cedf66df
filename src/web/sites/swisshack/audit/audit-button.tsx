import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useOpenAudit } from "./audit-dialog-context";

/** Any button that opens the audit dialog. */
export function AuditButton({
  children = "Audit gratuit",
  ...props
}: Omit<ButtonProps, "onClick"> & { children?: ReactNode }) {
  const openAudit = useOpenAudit();
  return (
    <Button onClick={openAudit} {...props}>
      {children}
    </Button>
  );
}
