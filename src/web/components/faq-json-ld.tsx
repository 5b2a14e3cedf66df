import { JsonLd } from "./json-ld";

/** FAQPage structured data: the questions and answers a page shows, exactly as shown. */
export function FaqJsonLd({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: entries.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      }}
    />
  );
}
