import { DisclosureList } from "~/components/disclosure-list";
import { FaqJsonLd } from "~/components/faq-json-ld";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

/** One answer open at a time; the open one can be closed again. FAQPage structured data carries the same answers. */
export function Faq() {
  const text = useSwissHackText();
  const SWISSHACK_FAQ = text.faq;
  return (
    <Section id="faq" eyebrow="FAQ" title={text.ui.faqTitle} className="bg-muted">
      <DisclosureList
        exclusive="swisshack-faq"
        className="mx-auto max-w-3xl rounded-2xl bg-white px-6 shadow-sm ring-1 ring-slate-200"
        entries={SWISSHACK_FAQ.map((entry, index) => ({
          id: `faq-${index + 1}`,
          summary: entry.question,
          content: entry.answer,
        }))}
      />
      <FaqJsonLd entries={SWISSHACK_FAQ} />
    </Section>
  );
}
