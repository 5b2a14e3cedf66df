import { formatWholeNumber } from "@shared/i18n/format";
import { ArrowRight, BarChart3, Bell, CalendarCheck, MessageSquare, PhoneCall, Quote, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { AnimatedCounter } from "~/components/motion/animated-counter";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useOptimaiteText, usePageLanguage } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { useFigureText } from "~/lib/use-site-details";
import { RoiCalculator } from "../calculator/roi-calculator";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { useRoiNavigation } from "../layout/use-roi-navigation";
import { CardGrid } from "../sections/card-grid";
import { DemoButton } from "../sections/demo-button";
import { FinalCta } from "../sections/final-cta";
import { OptimaiteServiceJsonLd } from "./service-json-ld";

const FEATURE_ICONS = [PhoneCall, CalendarCheck, MessageSquare, Bell, Sparkles, BarChart3];

function Hero() {
  const goToRoi = useRoiNavigation();
  const { HERO, COUNTERS } = useOptimaiteText().landing;
  const { locale } = usePageLanguage();
  const format = (n: number) => formatWholeNumber(n, locale);
  return (
    <section className="bg-gradient-to-b from-blue-50 to-background px-4 pb-16 pt-12 md:pb-24 md:pt-20">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-3xl">
          <p className="mb-4 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary shadow-sm ring-1 ring-blue-100">
            {HERO.eyebrow}
          </p>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-6xl">{HERO.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground md:text-xl">{HERO.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <DemoButton size="lg">{HERO.primaryCta}</DemoButton>
            <Button size="lg" variant="outline" onClick={goToRoi}>
              {HERO.secondaryCta}
            </Button>
          </div>
        </div>
        <dl className="mt-12 grid gap-4 sm:grid-cols-3">
          {COUNTERS.map((counter) => (
            <div key={counter.label} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-muted-foreground">{counter.label}</dt>
              <dd className="order-first min-h-9 text-3xl font-extrabold tabular-nums">
                <AnimatedCounter value={counter.value} format={format} suffix={counter.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Teasers() {
  const { BENEFITS_TEASER, HOW_IT_WORKS_TEASER, FAQ_TEASER } = useOptimaiteText().landing;
  const localized = useLocalizedPath();
  return (
    <Section className="bg-muted">
      <div className="grid gap-6 md:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold">{BENEFITS_TEASER.title}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground">
            {BENEFITS_TEASER.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link
            to={localized("/details")}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {BENEFITS_TEASER.link} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold">{HOW_IT_WORKS_TEASER.title}</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-muted-foreground">
            {HOW_IT_WORKS_TEASER.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Link
            to={localized("/details#how-it-works")}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {HOW_IT_WORKS_TEASER.link} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 className="text-xl font-bold">{FAQ_TEASER.title}</h2>
          <p className="mt-4 text-muted-foreground">{FAQ_TEASER.text}</p>
          <Link
            to={localized("/faq")}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {FAQ_TEASER.link} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Section>
  );
}

type TrustCard = ReturnType<typeof useOptimaiteText>["landing"]["TRUST_CARDS"][number];

/** The practices count as the owner set it (decision 0046) in the card that claims it. */
function useTrustCards(cards: readonly TrustCard[]) {
  const [counted] = cards.filter((card) => "titleWithCount" in card);
  const title = useFigureText("practices", {
    spec: counted?.title ?? "",
    withCount: counted && "titleWithCount" in counted ? counted.titleWithCount : "",
  });
  return cards.map((card) => (card === counted ? { ...card, title } : card));
}

export function OptimaiteHomePage() {
  const { landing, ui } = useOptimaiteText();
  const { CALCULATOR, FEATURES, TESTIMONIALS, TRUST_CARDS } = landing;
  const trustCards = useTrustCards(TRUST_CARDS);
  return (
    <OptimaiteLayout>
      <Hero />
      <Section title={ui.home.trustTitle}>
        <CardGrid items={trustCards} />
      </Section>
      <Section
        id="roi-calculator"
        eyebrow={ui.home.roiEyebrow}
        title={CALCULATOR.title}
        lead={CALCULATOR.lead}
        className="bg-muted"
      >
        <RoiCalculator />
      </Section>
      <Section eyebrow={ui.home.featuresEyebrow} title={ui.home.featuresTitle}>
        <CardGrid items={FEATURES} icons={FEATURE_ICONS} />
      </Section>
      <Teasers />
      <Section eyebrow={ui.home.testimonialsEyebrow} title={ui.home.testimonialsTitle}>
        <ul className="grid gap-5 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-2xl border p-6">
              <Quote className="mb-3 size-7 text-primary" aria-hidden="true" />
              <blockquote>{fillMessage(ui.home.quote, { quote: t.quote })}</blockquote>
              <p className="mt-4 font-semibold">
                {t.name}, <span className="font-normal text-muted-foreground">{t.role}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <FinalCta />
      <OptimaiteServiceJsonLd />
    </OptimaiteLayout>
  );
}
