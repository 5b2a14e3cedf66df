import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/catalogue-context";

export function OptimaiteLogo() {
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized("/optimaite")}
      className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-black text-white"
        aria-hidden="true"
      >
        AI
      </span>
      <span>
        Optim<span className="text-primary">AI</span>te
      </span>
    </Link>
  );
}
