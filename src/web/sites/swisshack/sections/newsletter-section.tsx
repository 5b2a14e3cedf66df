import { Mail } from "lucide-react";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { useFigureText } from "~/lib/use-site-details";
import { NewsletterForm } from "../newsletter/newsletter-form";

export function NewsletterSection() {
  const text = useSwissHackText();
  const { NEWSLETTER } = text.landing;
  // The subscriber count as the owner chose it: the specification's sentence, a number, or none (decision 0042).
  const sentence = useFigureText("subscribers", {
    spec: NEWSLETTER.text,
    withCount: NEWSLETTER.textWithCount,
    withoutCount: NEWSLETTER.textWithoutCount,
  });
  return (
    <section id="newsletter" className="scroll-mt-20 px-4 py-16 md:py-20">
      <div className="mx-auto max-w-3xl rounded-3xl bg-red-50 p-8 text-center ring-1 ring-red-100 md:p-12">
        <Mail className="mx-auto mb-4 size-10 text-primary" aria-hidden="true" />
        <h2 className="text-balance text-3xl font-bold">{NEWSLETTER.title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{sentence}</p>
        <NewsletterForm />
      </div>
    </section>
  );
}
