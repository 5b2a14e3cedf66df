import { DisclosureList } from "~/components/disclosure-list";
import { FaqJsonLd } from "~/components/faq-json-ld";
import { Section } from "~/components/section";
import { useOptimaiteText } from "~/i18n/catalogue-context";
import { OptimaiteLayout } from "../layout/optimaite-layout";
import { FinalCta } from "../sections/final-cta";

/** Several answers may be open at once; FAQPage structured data carries the same six questions. */
export function FaqPage() {
  const { faq, ui } = useOptimaiteText();
  return (
    <OptimaiteLayout>
      <section className="bg-gradient-to-b from-blue-50 to-background px-4 py-14 text-center md:py-20">
        <h1 className="text-balance text-4xl font-extrabold tracking-tight md:text-5xl">{ui.faq.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{ui.faq.lead}</p>
      </section>
      <Section>
        <DisclosureList
          className="mx-auto max-w-3xl rounded-2xl bg-white px-6 shadow-sm ring-1 ring-slate-200"
          entries={faq.map((entry, index) => ({
            id: `question-${index + 1}`,
            summary: (
              <span>
                <span className="mb-1 block w-fit rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">
                  {entry.category}
                </span>
                {entry.question}
              </span>
            ),
            content: entry.answer,
          }))}
        />
      </Section>
      <FinalCta />
      <FaqJsonLd entries={faq} />
    </OptimaiteLayout>
  );
}
