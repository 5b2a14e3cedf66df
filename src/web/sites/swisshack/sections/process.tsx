import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";

export function Process() {
  const text = useSwissHackText();
  const { PROCESS } = text.landing;
  return (
    <Section id="process" eyebrow={text.ui.processEyebrow} title={PROCESS.title} lead={PROCESS.lead}>
      <ol className="grid gap-5 md:grid-cols-4">
        {PROCESS.steps.map((step, index) => (
          <Reveal as="li" key={step.title} className="relative rounded-2xl border p-6">
            <span
              className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-bold">
              <span className="sr-only">{fillMessage(text.ui.step, { number: index + 1 })}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
