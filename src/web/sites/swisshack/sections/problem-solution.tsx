import { CheckCircle2, XCircle } from "lucide-react";
import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

export function ProblemSolution() {
  const text = useSwissHackText();
  const { PROBLEM_SOLUTION } = text.landing;
  return (
    <Section title={PROBLEM_SOLUTION.title}>
      <div className="grid gap-6 md:grid-cols-2">
        <Reveal className="rounded-2xl border border-red-100 bg-red-50/60 p-6">
          <h3 className="mb-4 text-xl font-bold">{text.ui.today}</h3>
          <ul className="space-y-3">
            {PROBLEM_SOLUTION.problems.map((item) => (
              <li key={item} className="flex gap-3">
                <XCircle className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal className="rounded-2xl border border-green-100 bg-green-50/60 p-6">
          <h3 className="mb-4 text-xl font-bold">{text.ui.withSwissHack}</h3>
          <ul className="space-y-3">
            {PROBLEM_SOLUTION.solutions.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </Section>
  );
}
