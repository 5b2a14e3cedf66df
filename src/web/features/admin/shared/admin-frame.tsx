import type { ReactNode } from "react";
import { AppHeader } from "~/components/app-header";
import { SignOutButton } from "~/components/sign-out-button";

/**
 * The back office's frame, the same on every admin page: the app's header (with `actions` on its right) and the
 * page's main column, `wide` for the dashboard's tables, narrower for a document.
 */
export function AdminFrame({
  actions,
  wide = false,
  children,
}: {
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <AppHeader>{actions}</AppHeader>
      <main className={`mx-auto ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 py-8`}>{children}</main>
    </>
  );
}

/** The dashboard's header actions for a signed-in admin: the sitemap manager and signing out. */
export function AdminActions() {
  return (
    <>
      <a href="/sitemap-manager" className="rounded px-2 py-1 hover:underline">
        Sitemap
      </a>
      <SignOutButton />
    </>
  );
}
