import type { ReactNode } from "react";
import { OPENS_DIALOG } from "~/components/hydration/preload-on-early-tap";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { useOpenAudit } from "./audit-dialog-context";

/** Any button that opens the audit dialog. */
export function AuditButton({ children, ...props }: Omit<ButtonProps, "onClick"> & { children?: ReactNode }) {
  const openAudit = useOpenAudit();
  const { ui } = useSwissHackText();
  return (
    <Button onClick={openAudit} {...OPENS_DIALOG} {...props}>
      {children ?? ui.auditCta}
    </Button>
  );
}
