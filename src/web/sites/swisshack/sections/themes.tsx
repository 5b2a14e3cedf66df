import { Eye, Landmark, PiggyBank, ShieldPlus } from "lucide-react";
import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

/** Taxes, insurance, retirement, clarity: in THEMES order. */
const ICONS = [Landmark, ShieldPlus, PiggyBank, Eye] as const;

export function Themes() {
  const text = useSwissHackText();
  const { THEMES } = text.landing;
  return (
    <Section
      id="valeur"
      eyebrow={text.ui.themesEyebrow}
      title={text.ui.themesTitle}
      lead={text.ui.themesLead}
      className="bg-muted"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {THEMES.map((theme, index) => {
          const Icon = ICONS[index] ?? Eye;
          return (
            <Reveal as="li" key={theme.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="mb-4 size-8 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-bold">{theme.title}</h3>
              <p className="mt-2 text-muted-foreground">{theme.text}</p>
            </Reveal>
          );
        })}
      </ul>
    </Section>
  );
}
