import { Link } from "react-router";

export function SwissHackLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-extrabold text-lg tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-white"
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
