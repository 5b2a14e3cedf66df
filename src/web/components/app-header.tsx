import type { ReactNode } from "react";
import { Link } from "react-router";

/** The plain header of the application pages (/auth, /admin, /sitemap-manager). */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b bg-background px-4">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4">
        <Link
          to="/optimaite"
          className="rounded text-lg font-extrabold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Optim<span className="text-primary">AI</span>te
        </Link>
        <nav aria-label="Application" className="flex items-center gap-2 text-sm">
          {children}
        </nav>
      </div>
    </header>
  );
}
