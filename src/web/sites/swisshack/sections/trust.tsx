import { Building2, Lock, ShieldCheck } from "lucide-react";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

export function Trust() {
  const text = useSwissHackText();
  const { TRUST } = text.landing;
  return (
    <Section title={TRUST.title} lead={TRUST.lead} className="bg-muted">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.institutions.map((institution) => (
          <li
            key={institution}
            className="flex items-center gap-3 rounded-xl bg-white p-4 text-sm font-medium shadow-sm ring-1 ring-slate-200"
          >
            <Building2 className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            {institution}
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.badges.map((badge, index) => (
          <li key={badge.title} className="text-center">
            {index % 2 === 0 ? (
              <ShieldCheck className="mx-auto mb-2 size-8 text-green-700" aria-hidden="true" />
            ) : (
              <Lock className="mx-auto mb-2 size-8 text-green-700" aria-hidden="true" />
            )}
            <p className="font-bold">{badge.title}</p>
            <p className="text-sm text-muted-foreground">{badge.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
