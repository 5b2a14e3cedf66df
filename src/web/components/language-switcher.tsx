import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@shared/i18n/locales";
import { PAGE_LOCALES, pageLanguageOf, samePageIn } from "@shared/i18n/paths";
import { clsx } from "clsx";
import { Link, useLocation } from "react-router";
import { useCatalogue } from "../i18n/catalogue-context";
import { rememberLanguageChoice } from "./language-choice";

/** The same page in each language of its site: "FR · DE · IT", the current one marked. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, hash } = useLocation();
  const catalogue = useCatalogue();
  const { site, locale } = pageLanguageOf(pathname);
  if (PAGE_LOCALES[site].length < 2) return null;
  return (
    // Not a landmark of its own: it sits inside the header's navigations (twice: desktop and phone menu).
    <div className={clsx("flex items-center", className)}>
      <span className="sr-only">{catalogue?.languages.switcherLabel ?? "Language"}</span>
      <ul className="flex items-center gap-0.5">
        {PAGE_LOCALES[site].map((other) => (
          <li key={other}>
            <Link
              to={`${samePageIn(pathname, other)}${hash}`}
              lang={LANGUAGE_TAGS[site][other]}
              hrefLang={LANGUAGE_TAGS[site][other]}
              aria-label={LANGUAGE_NAMES[other]}
              aria-current={other === locale ? "true" : undefined}
              onClick={() => rememberLanguageChoice()}
              className={clsx(
                "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                other === locale
                  ? "text-foreground underline underline-offset-4"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {other}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
