import { Quote } from "lucide-react";
import { Reveal } from "~/components/motion/reveal";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";

export function Testimonials() {
  const text = useSwissHackText();
  const { TESTIMONIALS } = text.landing;
  return (
    <Section eyebrow={text.ui.testimonialsEyebrow} title={text.ui.testimonialsTitle}>
      <ul className="grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <Reveal as="li" key={testimonial.name} className="flex flex-col rounded-2xl border p-6">
            <Quote className="mb-3 size-7 text-primary" aria-hidden="true" />
            <blockquote className="flex-1 text-pretty">
              {text.ui.quoteOpen}
              {testimonial.quote}
              {text.ui.quoteClose}
            </blockquote>
            <p className="mt-4 font-semibold">
              {testimonial.name}, <span className="font-normal text-muted-foreground">{testimonial.town}</span>
            </p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
