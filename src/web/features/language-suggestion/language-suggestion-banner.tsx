import { LANGUAGE_SUGGESTIONS } from "@shared/i18n/language-suggestion";
import { LANGUAGE_TAGS, type Locale } from "@shared/i18n/locales";
import { LOCALIZED_PUBLIC_PATHS, PAGE_LOCALES, pageLanguageOf, samePageIn } from "@shared/i18n/paths";
import { Languages } from "lucide-react";
import { type MouseEvent, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { languageWasChosen, rememberLanguageChoice } from "../../components/language-choice";
import { SUGGESTED_LANGUAGE_ATTRIBUTE } from "./suggest-early";

function forgetSuggestion() {
  document.documentElement.removeAttribute(SUGGESTED_LANGUAGE_ATTRIBUTE);
}

function chooseLanguage() {
  rememberLanguageChoice();
  forgetSuggestion();
}

/** "No thanks" hides the suggestion with the button that had the focus: the focus moves on to what follows it. */
function dismiss(event: MouseEvent<HTMLButtonElement>) {
  const suggestion = event.currentTarget.closest("section");
  chooseLanguage();
  const focusable = document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea");
  const next = [...focusable].find(
    (element) =>
      suggestion?.compareDocumentPosition(element) === Node.DOCUMENT_POSITION_FOLLOWING &&
      element.getClientRects().length > 0,
  );
  next?.focus();
}

/**
 * On a first visit whose browser prefers another of the site's languages, a suggestion to read the page in it,
 * written in that language. Never a redirect: crawlers and shared links land where they point. Each other language's
 * suggestion is in the page's HTML, in the flow above the header; `<html data-suggest-language>` (set before the first
 * paint by `SuggestLanguageEarly`) shows the one that applies, so nothing moves once the page is on screen.
 */
export function LanguageSuggestion() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on each page of the visit
  useEffect(() => {
    // Chosen with the switcher on another page of this visit: no suggestion any more.
    if (languageWasChosen()) forgetSuggestion();
  }, [pathname]);
  if (!LOCALIZED_PUBLIC_PATHS.includes(pathname)) return null;
  const { site, locale } = pageLanguageOf(pathname);
  const others = PAGE_LOCALES[site].filter((other): other is Locale => other !== locale);
  return others.map((suggestion) => {
    const words = LANGUAGE_SUGGESTIONS[suggestion];
    return (
      <section
        key={suggestion}
        aria-label={words.text}
        lang={LANGUAGE_TAGS[site][suggestion]}
        data-suggestion={suggestion}
        className="language-suggestion border-b bg-muted px-4 py-2"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Languages className="size-4 shrink-0" aria-hidden="true" />
          <p className="min-w-[12rem] flex-1">{words.text}</p>
          <Button asChild size="sm">
            <Link to={`${samePageIn(pathname, suggestion)}${hash}`} onClick={chooseLanguage}>
              {words.action}
            </Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            {words.dismiss}
          </Button>
        </div>
      </section>
    );
  });
}
