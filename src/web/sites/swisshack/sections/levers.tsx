import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

export function Levers() {
  const text = useSwissHackText();
  const { LEVERS } = text.landing;
  return (
    <Section eyebrow={text.ui.leversEyebrow} title={LEVERS.title} className="bg-muted">
      <ul className="grid gap-5 md:grid-cols-3">
        {LEVERS.items.map((lever) => (
          <Reveal as="li" key={lever.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-3xl font-extrabold text-primary">{lever.figure}</p>
            <h3 className="mt-2 text-lg font-bold">{lever.title}</h3>
            <p className="mt-2 text-muted-foreground">{lever.text}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
