import { Languages } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { LANGUAGE_SUGGESTIONS, suggestedLocale } from "../../../shared/i18n/language-suggestion";
import { LANGUAGE_TAGS, type Locale } from "../../../shared/i18n/locales";
import { LOCALIZED_PUBLIC_PATHS, pageLanguageOf, samePageIn } from "../../../shared/i18n/paths";
import { languageWasChosen, rememberLanguageChoice } from "../../components/language-choice";

/**
 * On a first visit whose browser prefers another of the site's languages, a suggestion to read the page in it,
 * written in that language. Never a redirect: crawlers and shared links land where they point.
 */
export function LanguageSuggestionBanner() {
  const { pathname, hash } = useLocation();
  const [suggestion, setSuggestion] = useState<Locale>();
  useEffect(() => {
    if (!LOCALIZED_PUBLIC_PATHS.includes(pathname) || languageWasChosen()) return setSuggestion(undefined);
    const { site, locale } = pageLanguageOf(pathname);
    setSuggestion(suggestedLocale(site, locale, navigator.languages ?? [navigator.language]));
  }, [pathname]);
  if (!suggestion) return null;
  const { site } = pageLanguageOf(pathname);
  const words = LANGUAGE_SUGGESTIONS[suggestion];
  const dismiss = () => {
    rememberLanguageChoice();
    setSuggestion(undefined);
  };
  return (
    <section
      aria-label={words.text}
      lang={LANGUAGE_TAGS[site][suggestion]}
      className="fixed inset-x-0 top-16 z-30 border-b bg-muted/95 px-4 py-2 shadow-sm"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Languages className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-[12rem] flex-1">{words.text}</p>
        <Button asChild size="sm">
          <Link to={`${samePageIn(pathname, suggestion)}${hash}`} onClick={rememberLanguageChoice}>
            {words.action}
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {words.dismiss}
        </Button>
      </div>
    </section>
  );
}
