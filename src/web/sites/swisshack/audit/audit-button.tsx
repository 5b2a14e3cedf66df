import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { useOpenAudit } from "./audit-dialog-context";

/** Any button that opens the audit dialog. */
export function AuditButton({ children, ...props }: Omit<ButtonProps, "onClick"> & { children?: ReactNode }) {
  const openAudit = useOpenAudit();
  const { ui } = useSwissHackText();
  return (
    <Button onClick={openAudit} {...props}>
      {children ?? ui.auditCta}
    </Button>
  );
}
