import type { LegalSection } from "@shared/content/legal-section";
import { fillOperatorValues } from "@shared/content/operator-values";
import { useSiteDetails } from "~/lib/use-site-details";

/**
 * A legal text: title, optional intro and date, sections of paragraphs. Operator values fill their placeholders; a
 * sentence whose value is unset is left out, and a section left empty is not shown.
 */
export function LegalArticle({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro?: string;
  updated?: string;
  sections: readonly LegalSection[];
}) {
  const details = useSiteDetails();
  const fill = (text: string) => fillOperatorValues(text, details);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="hyphens-auto break-words text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-muted-foreground">{updated}</p>}
      {intro && <p className="mt-6 text-lg">{fill(intro)}</p>}
      {sections.map((section) => {
        const paragraphs = section.paragraphs.flatMap((paragraph) => fill(paragraph) ?? []);
        if (paragraphs.length === 0) return null;
        return (
          <section key={section.title} className="mt-10">
            <h2 className="hyphens-auto break-words text-2xl font-bold">{section.title}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        );
      })}
    </article>
  );
}
