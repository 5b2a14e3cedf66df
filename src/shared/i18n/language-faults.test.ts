import { describe, expect, it } from "vitest";
import { languageFaults } from "./language-faults";

const NBSP = "\u00a0";

describe("languageFaults, a proofreader's reading", () => {
  it("finds the French words left on a German or Italian page, as whole words only", () => {
    expect(languageFaults("Leistung Gratuit Premium", "de-CH")).toEqual([expect.stringContaining('"Gratuit"')]);
    expect(languageFaults("Audit gratuit", "it-CH")).toEqual([expect.stringContaining('"gratuit"')]);
    expect(languageFaults("Audit gratuito", "it-CH")).toEqual([]);
    expect(languageFaults("Prestazione Gratuito Premium", "it-CH")).toEqual([]);
  });

  it("holds Italian to the 'Lei' of the landing page", () => {
    expect(languageFaults("Iscriviti", "it-CH")).toHaveLength(1);
    expect(languageFaults("per farLe conoscere", "it-CH")).toHaveLength(1);
    expect(languageFaults("Iscriversi", "it-CH")).toEqual([]);
    // Field round five: "lei" and "suo" in lower case everywhere, as the pre-analysis writes them; "statuto" is a charter.
    expect(languageFaults("Cookie necessari e, con il Suo consenso, misurazione", "it-CH")).toHaveLength(1);
    expect(languageFaults("Un esperto La contatta per fissare il colloquio", "it-CH")).toHaveLength(1);
    expect(languageFaults("Scelga il suo statuto", "it-CH")).toHaveLength(1);
    expect(languageFaults("Il Suo browser invia il segnale", "it-CH")).toHaveLength(1);
    expect(languageFaults("I Suoi diritti", "it-CH")).toHaveLength(1);
    expect(languageFaults("Lei può chiedere, con il suo consenso, a La Chaux-de-Fonds", "it-CH")).toEqual([]);
  });

  it("wants no space before a colon in German and Italian", () => {
    expect(languageFaults(`Franchise${NBSP}: CHF${NBSP}300`, "de-CH")).toHaveLength(1);
    expect(languageFaults(`Franchise: CHF${NBSP}300`, "de-CH")).toEqual([]);
  });

  it("wants Quebec French's no-break space before a colon, none before ? and grouped thousands", () => {
    expect(languageFaults("OptimAIte : réceptionniste", "fr-CA")).toHaveLength(1);
    expect(languageFaults("OptimAIte: réceptionniste", "fr-CA")).toHaveLength(1);
    expect(languageFaults(`OptimAIte${NBSP}: réceptionniste`, "fr-CA")).toEqual([]);
    expect(languageFaults(`Combien ça coûte${NBSP}?`, "fr-CA")).toHaveLength(1);
    expect(languageFaults("4000 caractères", "fr-CA")).toHaveLength(1);
    expect(languageFaults(`4${NBSP}000 caractères en 2026`, "fr-CA")).toEqual([]);
  });

  it("wants one apostrophe in Quebec French, and reads no address as prose", () => {
    expect(languageFaults("l'appel, heure de l’Est", "fr-CA")).toHaveLength(1);
    expect(languageFaults("Ouvrez https://example.com/demo/Ab12345?lang=fr : c'est votre lien", "fr-CA")).toHaveLength(
      1,
    );
    expect(languageFaults(`Ouvrez https://example.com/demo/Ab12345?lang=fr${NBSP}: c'est le lien`, "fr-CA")).toEqual(
      [],
    );
  });
});
