import { useSwissHackText } from "~/i18n/catalogue-context";
import { AuditButton } from "../audit/audit-button";

export function CtaBlock() {
  const text = useSwissHackText();
  const { CTA_BLOCK } = text.landing;
  return (
    <section id="audit" className="scroll-mt-20 bg-slate-950 px-4 py-16 text-white md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="text-balance text-3xl font-bold md:text-4xl">{CTA_BLOCK.title}</h2>
        <p className="mt-4 text-lg text-slate-300">{CTA_BLOCK.text}</p>
        <AuditButton size="lg" className="mt-8">
          {CTA_BLOCK.cta}
        </AuditButton>
      </div>
    </section>
  );
}
