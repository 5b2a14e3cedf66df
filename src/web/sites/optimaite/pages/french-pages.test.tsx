import { formatUsdIn } from "@shared/i18n/format";
import { describe, expect, it } from "vitest";
import type { AnyCatalogue } from "~/i18n/catalogue-context";
import { FULL_CATALOGUES } from "~/i18n/catalogues";
import { renderAt, visibleText } from "~/i18n/testing/render-at";
import { dayLabel } from "../demo-slots/slot-picker";
import { DetailsPage } from "./details-page";
import { FaqPage } from "./faq-page";
import { OptimaiteHomePage } from "./home-page";
import { IntegrationsPage } from "./integrations-page";
import { OptimaitePrivacyPage } from "./privacy-page";

const NBSP = "\u00a0";

/** A page as a person reads it: its text, tags removed, entities decoded. */
function render(page: React.ReactNode, path: string, catalogue: AnyCatalogue = FULL_CATALOGUES.optimaite.fr) {
  const html = renderAt(page, path, catalogue);
  const text = visibleText(html);
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  return { html, text, links };
}

describe("OptimAIte in Quebec French", () => {
  it("says the home page in French: header, hero, calculator, footer", () => {
    const { text } = render(<OptimaiteHomePage />, "/fr/optimaite");
    expect(text).toContain("Ne manquez plus jamais l'appel d'un patient");
    expect(text).toContain("Réserver une démo gratuite");
    expect(text).toContain("Calculateur de rendement");
    expect(text).toContain("Revenus récupérés par mois");
    expect(text).toContain("Paramètres des témoins");
    expect(text).toContain("Aller au contenu");
    expect(text).toContain(`25${NBSP}000+`);
    for (const english of ["Book Free Demo", "Never miss", "ROI Calculator", "Sign In", "Cookie settings"]) {
      expect(text).not.toContain(english);
    }
  });

  it("writes dollars as fr-CA does, after the amount", () => {
    expect(formatUsdIn(21955, "fr")).toBe(`21${NBSP}955${NBSP}$`);
    expect(formatUsdIn(-56, "fr")).toBe(`-56${NBSP}$`);
    expect(formatUsdIn(21955, "en")).toBe("$21,955");
    const { text } = render(<OptimaiteHomePage />, "/fr/optimaite");
    // The prerendered calculator shows SPEC's default figures (20 calls, 30 %, $150, $4,000).
    expect(text).toContain(`21${NBSP}955${NBSP}$`);
    expect(text).not.toContain("$21,955");
  });

  it("links to the French pages", () => {
    const { links } = render(<OptimaiteHomePage />, "/fr/optimaite");
    expect(links).toEqual(
      expect.arrayContaining(["/fr/details", "/fr/faq", "/fr/integrations", "/fr/confidentialite"]),
    );
    expect(links).toContain("/fr/mentions-legales");
    expect(links).not.toContain("/details");
    expect(links).not.toContain("/faq");
  });

  it("says the services, integrations, FAQ and privacy pages in French", () => {
    expect(render(<DetailsPage />, "/fr/details").text).toContain("Une réceptionniste IA formée pour votre spécialité");
    expect(render(<DetailsPage />, "/fr/details").text).toContain("Étape 1");
    const integrations = render(<IntegrationsPage />, "/fr/integrations").text;
    expect(integrations).toContain("Plateformes de réservation");
    expect(integrations).toContain("Lancer l'intégration avec Fresha");
    expect(render(<FaqPage />, "/fr/faq").text).toContain("Combien de temps prend la mise en place?");
    expect(render(<OptimaitePrivacyPage />, "/fr/confidentialite").text).toContain("Politique de confidentialité");
  });

  it("keeps SPEC's English on the English pages", () => {
    const { text, links } = render(<OptimaiteHomePage />, "/optimaite", FULL_CATALOGUES.optimaite.en);
    expect(text).toContain("Never miss another patient call");
    expect(text).toContain("Book Free Demo");
    expect(text).toContain("$21,955");
    expect(links).toContain("/details");
  });

  it("writes the slot picker's days in fr-CA", () => {
    expect(dayLabel("2026-11-26", "fr-CA")).toBe("jeudi 26 novembre");
    expect(dayLabel("2026-11-26", "en-US")).toBe("Thursday, November 26");
  });
});

describe("OptimAIte's structured data", () => {
  it.each([
    ["/optimaite", FULL_CATALOGUES.optimaite.en, "en-US"],
    ["/fr/optimaite", FULL_CATALOGUES.optimaite.fr, "fr-CA"],
  ] as const)("marks up the offer on %s as a Service in the page's language", (path, catalogue, language) => {
    const { html } = render(<OptimaiteHomePage />, path, catalogue);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    );
    const service = blocks.find((data) => data["@type"] === "Service");
    expect(service).toMatchObject({
      name: catalogue.landing.HERO.title,
      inLanguage: language,
      provider: { "@type": "Organization", name: "OptimAIte" },
      areaServed: ["US", "CA"],
    });
  });
});
