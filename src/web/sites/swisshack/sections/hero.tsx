import { formatChfIn, formatWholeNumber } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import { countersWithSubscribers } from "@shared/site-settings/shown-figures";
import { ShieldCheck } from "lucide-react";
import { AnimatedCounter } from "~/components/motion/animated-counter";
import { Button } from "~/components/ui/button";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { keepClear } from "~/lib/keep-clear";
import { useSiteFigures } from "~/lib/use-site-details";
import { AuditButton } from "../audit/audit-button";
import { ReportPreview } from "./report-preview";

// One way to write amounts per language: "CHF 2 000" (fr), "CHF 2'000" (de, it): src/shared/i18n/format.
const formatOf = (unit: string, locale: Locale) =>
  unit === "chf" ? (value: number) => formatChfIn(value, locale) : (value: number) => formatWholeNumber(value, locale);

export function Hero() {
  const text = useSwissHackText();
  const { HERO } = text.landing;
  // The subscriber counter as the owner chose it, like the newsletter section's sentence (decision 0046).
  const STATS = countersWithSubscribers(text.landing.STATS, useSiteFigures().subscribers);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-red-50 to-background px-4 pb-16 pt-8 md:pb-24 md:pt-20">
      <div className="mx-auto max-w-6xl">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div {...keepClear} className="max-w-3xl">
            <p className="mb-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary shadow-sm ring-1 ring-red-100">
              {HERO.eyebrow}
            </p>
            <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-6xl">
              <span className="md:hidden">{HERO.shortTitle}</span>
              <span className="hidden md:inline">{HERO.title}</span>
            </h1>
            <p className="mt-4 max-w-2xl text-pretty text-muted-foreground sm:mt-6 sm:text-lg md:text-xl">
              {HERO.lead}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
              <AuditButton size="lg">{HERO.primaryCta}</AuditButton>
              <Button asChild size="lg" variant="outline">
                <a href="#process">{HERO.secondaryCta}</a>
              </Button>
            </div>
            <ul className="mt-6 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
              {HERO.reassurance.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <ReportPreview />
        </div>
        <dl {...keepClear} className="mt-12 grid gap-4 sm:grid-cols-3">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first min-h-9 text-3xl font-extrabold">
                <AnimatedCounter
                  value={stat.value}
                  format={formatOf(stat.unit, text.locale as Locale)}
                  suffix={stat.suffix}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
