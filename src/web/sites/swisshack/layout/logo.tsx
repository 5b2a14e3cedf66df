import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/catalogue-context";

export function SwissHackLogo() {
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized("/")}
      className="flex items-center gap-2 rounded-md font-extrabold text-lg tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {/* Below 360 px the header keeps the name, the audit button and the menu on one line without the mark. */}
      <span
        className="hidden size-8 items-center justify-center rounded-md bg-primary text-white min-[360px]:inline-flex"
        aria-hidden="true"
      >
        <svg viewBox="0 0 32 32" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" />
        </svg>
      </span>
      <span>
        Swiss<span className="text-primary">Hack</span>
      </span>
    </Link>
  );
}
