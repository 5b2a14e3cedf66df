import type { NewsletterResult } from "@shared/content/swisshack/newsletter-results";
import { CheckCircle2, Info } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { useHydrated } from "~/lib/use-hydrated";
import { SwissHackLayout } from "../layout/swisshack-layout";

/** Where the confirmation and unsubscribe links land (?status=confirmed|unsubscribed|expired|invalid). */
export function NewsletterResultPage() {
  const text = useSwissHackText();
  const NEWSLETTER_RESULTS = text.newsletterResults;
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  // The prerendered page has no query string: the status is read once hydrated, so the first render matches it.
  const hydrated = useHydrated();
  const status = hydrated ? (params.get("status") as NewsletterResult | null) : null;
  const result = status && status in NEWSLETTER_RESULTS ? NEWSLETTER_RESULTS[status] : NEWSLETTER_RESULTS.default;
  const positive = status === "confirmed" || status === "unsubscribed";
  return (
    <SwissHackLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        {positive ? (
          <CheckCircle2 className="mx-auto mb-4 size-14 text-green-700" aria-hidden="true" />
        ) : (
          <Info className="mx-auto mb-4 size-14 text-slate-500" aria-hidden="true" />
        )}
        <h1 className="text-3xl font-bold">{result.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{result.text}</p>
        <Button asChild className="mt-8">
          <Link to={localized(result.linkTo)}>{result.linkLabel}</Link>
        </Button>
      </section>
    </SwissHackLayout>
  );
}
