import { Section } from "~/components/section";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { SWISSHACK_FAQ } from "../../../../shared/content/swisshack/faq";

/** One answer open at a time; the open one can be closed again. */
export function Faq() {
  return (
    <Section eyebrow="FAQ" title="Questions fréquentes" className="bg-muted">
      <Accordion
        type="single"
        collapsible
        className="mx-auto max-w-3xl rounded-2xl bg-white px-6 shadow-sm ring-1 ring-slate-200"
      >
        {SWISSHACK_FAQ.map((entry, index) => (
          <AccordionItem key={entry.question} value={`faq-${index}`} className="last:border-b-0">
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent>{entry.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
