import { Check, Clock } from "lucide-react";
import { Section } from "~/components/section";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { AuditButton } from "../audit/audit-button";

export function FreeOffer() {
  const text = useSwissHackText();
  const { FREE_OFFER } = text.landing;
  return (
    <Section eyebrow={text.ui.offerEyebrow} title={FREE_OFFER.title} lead={FREE_OFFER.lead}>
      <div className="mx-auto max-w-3xl overflow-hidden rounded-3xl border-2 border-primary shadow-lg">
        <div className="grid gap-6 bg-red-50 p-6 sm:grid-cols-3 sm:p-8">
          <div>
            <p className="text-sm text-muted-foreground">{text.ui.offerValue}</p>
            <p className="text-2xl font-bold text-slate-600 line-through decoration-primary decoration-2">
              {FREE_OFFER.value}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{text.ui.offerPrice}</p>
            <p className="text-4xl font-extrabold text-primary">{FREE_OFFER.price}</p>
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{text.ui.offerDuration}</p>
            <p className="flex items-center gap-2 text-2xl font-bold">
              <Clock className="size-6 text-primary" aria-hidden="true" />
              {FREE_OFFER.duration}
            </p>
            <p className="text-xs text-muted-foreground">{FREE_OFFER.durationLabel}</p>
          </div>
        </div>
        <div className="p-6 sm:p-8">
          <h3 className="mb-4 font-bold">{text.ui.offerIncluded}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {FREE_OFFER.included.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <AuditButton size="lg" className="mt-8 w-full text-balance">
            {FREE_OFFER.cta}
          </AuditButton>
          <p className="mt-3 text-center text-sm text-muted-foreground">{FREE_OFFER.note}</p>
        </div>
      </div>
    </Section>
  );
}
