import { useOptimaiteText } from "~/i18n/catalogue-context";
import { ContactButton, DemoButton } from "./demo-button";

export function FinalCta({ title, text }: { title?: string; text?: string }) {
  const { FINAL_CTA } = useOptimaiteText().frame;
  return (
    <section className="bg-slate-950 px-4 py-16 text-center text-white md:py-20">
      <h2 className="mx-auto max-w-3xl text-balance text-3xl font-bold md:text-4xl">{title ?? FINAL_CTA.title}</h2>
      <p className="mx-auto mt-4 max-w-2xl text-slate-300">{text ?? FINAL_CTA.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <DemoButton size="lg">{FINAL_CTA.demo}</DemoButton>
        <ContactButton size="lg" variant="outline-inverse">
          {FINAL_CTA.contact}
        </ContactButton>
      </div>
    </section>
  );
}
