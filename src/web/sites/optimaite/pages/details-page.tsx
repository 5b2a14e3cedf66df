import { CheckCircle2, Clock, DollarSign, Heart, LineChart, Mic, PhoneCall, ShieldCheck, Users } from "lucide-react";
import { Section } from "~/components/section";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { CardGrid } from "../sections/card-grid";
import { DemoButton } from "../sections/demo-button";
import { FinalCta } from "../sections/final-cta";

export function DetailsPage() {
  const { services, ui } = useOptimaiteText();
  const { BEYOND_BASICS, DETAILS_CTA, HOW_IT_WORKS, SPECIALTIES, TIMELINE, WHY_CHOOSE_US } = services;
  const words = ui.details;
  return (
    <OptimaiteLayout>
      <section className="bg-gradient-to-b from-blue-50 to-background px-4 py-14 md:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="mb-3 font-semibold text-primary">{words.eyebrow}</p>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-5xl">{words.title}</h1>
          <p className="mt-5 text-lg text-muted-foreground">{words.lead}</p>
          <DemoButton size="lg" className="mt-8" />
        </div>
      </section>
      <Section title={words.specialtiesTitle}>
        <CardGrid items={SPECIALTIES} columns="sm:grid-cols-2 lg:grid-cols-4" icons={[Heart]} />
      </Section>
      <Section title={words.whyTitle} className="bg-muted">
        <CardGrid items={WHY_CHOOSE_US} icons={[PhoneCall, DollarSign, Users, ShieldCheck, Mic, Clock]} />
      </Section>
      <Section id="how-it-works" title={words.howTitle}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border p-6">
              <span
                className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-bold">
                <span className="sr-only">{fillMessage(words.step, { number: index + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={words.liveTitle} lead={words.liveLead} className="bg-muted">
        <ol className="grid gap-5 md:grid-cols-3">
          {TIMELINE.map((entry) => (
            <li key={entry.day} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="font-semibold text-primary">{entry.day}</p>
              <h3 className="mt-1 text-lg font-bold">{entry.title}</h3>
              <p className="mt-2 text-muted-foreground">{entry.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={words.beyondTitle}>
        <CardGrid items={BEYOND_BASICS} icons={[DollarSign, CheckCircle2, LineChart]} />
      </Section>
      <FinalCta title={DETAILS_CTA.title} text={DETAILS_CTA.text} />
    </OptimaiteLayout>
  );
}
