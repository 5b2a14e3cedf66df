import { Eye, Landmark, PiggyBank, ShieldPlus } from "lucide-react";
import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { THEMES } from "../../../../shared/content/swisshack/landing";

const ICONS = { Fiscalité: Landmark, Assurances: ShieldPlus, Retraite: PiggyBank, Clarté: Eye } as const;

export function Themes() {
  return (
    <Section
      id="valeur"
      eyebrow="Avantages"
      title="Des résultats concrets sur quatre thèmes"
      lead="Chaque recommandation est chiffrée, datée et sourcée."
      className="bg-muted"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {THEMES.map((theme) => {
          const Icon = ICONS[theme.title];
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
