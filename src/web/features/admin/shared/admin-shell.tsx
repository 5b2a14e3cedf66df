import type { ReactNode } from "react";
import { useAdminGuard } from "~/components/use-admin-guard";
import { AdminFrame } from "./admin-frame";
import { AdminLanguageProvider } from "./admin-language";
import { useAccountLanguage } from "./use-account-language";

/**
 * An admin page: the guard (the French sign-in when signed out), the account's language for everything inside
 * (French until chosen, `<html lang>` following it) and the frame; `children` is given the admin once allowed.
 */
export function AdminShell({
  wide,
  actions,
  children,
}: {
  wide?: boolean;
  actions?: ReactNode;
  children: (admin: ReturnType<typeof useAdminGuard>) => ReactNode;
}) {
  const admin = useAdminGuard();
  const { language, choose } = useAccountLanguage(admin);
  return (
    <AdminLanguageProvider language={language} onChoose={choose}>
      <AdminFrame wide={wide} actions={admin && actions}>
        {children(admin)}
      </AdminFrame>
    </AdminLanguageProvider>
  );
}
