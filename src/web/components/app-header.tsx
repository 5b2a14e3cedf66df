import type { SiteId } from "@shared/routes";
import type { ReactNode } from "react";
import { Link } from "react-router";

export type AppBrand = SiteId | "back-office";

const focusRing = "rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function BrandMark({ brand, home, backOffice }: { brand: AppBrand; home?: string; backOffice: string }) {
  if (brand === "swisshack")
    return (
      <Link to={home ?? "/"} className={`${focusRing} text-lg font-extrabold`}>
        Swiss<span className="text-primary">Hack</span>
      </Link>
    );
  if (brand === "optimaite")
    return (
      <Link to={home ?? "/optimaite"} className={`${focusRing} text-lg font-extrabold`}>
        Optim<span className="text-primary">AI</span>te
      </Link>
    );
  // The back office serves both sites: a neutral name, and a way to each site.
  return (
    <span className="flex items-baseline gap-3">
      <Link to="/admin" className={`${focusRing} text-lg font-extrabold`}>
        {backOffice}
      </Link>
      <span className="hidden gap-2 text-sm text-muted-foreground sm:flex">
        <Link to="/" className={`${focusRing} hover:underline`}>
          SwissHack
        </Link>
        <span aria-hidden="true">·</span>
        <Link to="/optimaite" className={`${focusRing} hover:underline`}>
          OptimAIte
        </Link>
      </span>
    </span>
  );
}

/**
 * The plain header of the application pages: the site's brand on the account pages (its mark links to `home`, the
 * site's home in the visitor's language), the back office's, with its links, on the admin pages.
 */
export function AppHeader({
  brand = "back-office",
  home,
  backOffice = "Back office",
  children,
}: {
  brand?: AppBrand;
  home?: string;
  /** The back office's name, in the account's language. */
  backOffice?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b bg-background px-4">
      {/* On a phone the actions go under the brand rather than past the window's edge (longer words in French). */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <BrandMark brand={brand} home={home} backOffice={backOffice} />
        {/* No links to list (the account pages): no navigation landmark, rather than an empty one. */}
        {children && (
          <nav aria-label="Application" className="flex flex-wrap items-center justify-end gap-2 text-sm">
            {children}
          </nav>
        )}
      </div>
    </header>
  );
}
