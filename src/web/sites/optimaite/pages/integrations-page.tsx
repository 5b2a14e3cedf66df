import { Check, Code2, LifeBuoy, Webhook } from "lucide-react";
import { Section } from "~/components/section";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { ContactButton } from "../sections/demo-button";

const CUSTOM_ICONS = [Code2, Webhook, LifeBuoy];

export function IntegrationsPage() {
  const { integrations, ui } = useOptimaiteText();
  const { CUSTOM_INTEGRATION, INTEGRATIONS } = integrations;
  const words = ui.integrations;
  return (
    <OptimaiteLayout>
      <section className="bg-gradient-to-b from-blue-50 to-background px-4 py-14 md:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="mb-3 font-semibold text-primary">{words.eyebrow}</p>
          <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-5xl">{words.title}</h1>
          <p className="mt-5 text-lg text-muted-foreground">{words.lead}</p>
        </div>
      </section>
      <Section title={words.platformsTitle}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {INTEGRATIONS.map((integration) => (
            <li
              key={integration.name}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="w-fit rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">
                {integration.category}
              </p>
              <h3 className="mt-3 text-xl font-bold">{integration.name}</h3>
              <p className="mt-2 text-muted-foreground">{integration.description}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {integration.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ContactButton className="mt-5" project={fillMessage(words.startProject, { name: integration.name })}>
                {CUSTOM_INTEGRATION.start}
                <span className="sr-only">{fillMessage(words.startWith, { name: integration.name })}</span>
              </ContactButton>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={CUSTOM_INTEGRATION.title} lead={CUSTOM_INTEGRATION.text} className="bg-muted">
        <ul className="grid gap-5 md:grid-cols-3">
          {CUSTOM_INTEGRATION.items.map((item, index) => {
            const Icon = CUSTOM_ICONS[index] ?? Code2;
            return (
              <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon className="mb-3 size-8 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* Long French labels wrap on a phone rather than push the page sideways. */}
          <ContactButton variant="default" size="lg">
            {CUSTOM_INTEGRATION.request}
          </ContactButton>
          <ContactButton size="lg">{CUSTOM_INTEGRATION.discuss}</ContactButton>
        </div>
      </Section>
    </OptimaiteLayout>
  );
}
