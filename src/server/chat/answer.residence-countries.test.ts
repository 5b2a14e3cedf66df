import { describe, expect, it } from "vitest";
import { askIn } from "../testing/chat-answers";

/**
 * Issue 39: a frontalier who says where they live gets that country's rules, in French, German and Italian; a German
 * or Austrian resident never gets a French (1983 agreement, 40 %, CMU) or Italian rule.
 */
const FRENCH_OR_ITALIAN_RULES = /1983|CMU|40 %|accord italo|italo-svizzero|Schweiz und Italien/;

describe("a frontalier living in Germany or Austria asks the chat", () => {
  it.each([
    ["de", "Ich wohne in Deutschland und arbeite in Basel", ["Deutschland besteuert", "4.5 %", "Gre-1", "60"]],
    ["de", "Grenzgänger aus Deutschland: was gilt beim Homeoffice?", ["Homeoffice-Tage zählen nicht"]],
    ["de", "Ich wohne in Deutschland, arbeite in Zürich. Welche Krankenkasse?", ["GKV", "unwiderruflich"]],
    ["fr", "J'habite en Allemagne et je travaille à Bâle, où suis-je imposé ?", ["imposé en Allemagne", "4,5 %"]],
    ["it", "Vivo in Germania e lavoro a Basilea, dove pago le tasse?", ["tassato in Germania", "4.5 %"]],
  ] as const)("%s: %s", (locale, question, facts) => {
    const { read, language } = askIn("swisshack", locale, question);
    expect(language).toBe(locale);
    for (const fact of facts) expect(read.replace("in Deutschland besteuert", "Deutschland besteuert")).toContain(fact);
    expect(read).not.toMatch(FRENCH_OR_ITALIAN_RULES);
    // Whether the 3a is deductible in Germany is not verified: said, not guessed.
    expect(read).toMatch(/nicht geprüft|n'est pas vérifié|non è verificato/);
  });

  it.each([
    ["de", "Ich wohne in Österreich und arbeite in St. Gallen. Wie werde ich besteuert?", "in Österreich besteuert"],
    ["fr", "Je vis en Autriche et travaille à Saint-Gall, où suis-je imposé ?", "imposés en Autriche"],
    ["it", "Vivo in Austria e lavoro a San Gallo, come sono tassato?", "tassati in Austria"],
  ] as const)("%s: %s", (locale, question, fact) => {
    const { read } = askIn("swisshack", locale, question);
    expect(read).toContain(fact);
    expect(read).not.toMatch(FRENCH_OR_ITALIAN_RULES);
    expect(read).not.toMatch(/4[.,]5 %/);
  });
});

describe("the general telework answer", () => {
  it.each([
    ["de", "Wie viel Homeoffice darf ich als Grenzgänger machen?", "nur mit einer A1-Bescheinigung"],
    ["fr", "Combien de télétravail puis-je faire comme frontalier ?", "seulement avec un certificat A1"],
    ["it", "Quanto telelavoro posso fare come frontaliere?", "solo con un certificato A1"],
  ] as const)("%s: Swiss social security from 25 % only with an A1 (%s)", (locale, question, fact) => {
    const { read } = askIn("swisshack", locale, question);
    expect(read).toContain(fact);
    expect(read).toMatch(/25 %/);
  });
});

describe("health insurance of a frontalier living in Italy", () => {
  it.each([
    ["fr", "Frontalier : LAMal ou CMU ?", "LAMal par défaut"],
    ["de", "Grenzgänger: KVG oder CMU?", "standardmässig nach KVG"],
    ["it", "Frontaliere: LAMal o CMU?", "assicurato di base secondo la LAMal"],
  ] as const)("%s: the LAMal is the default (%s)", (locale, question, fact) => {
    const { read } = askIn("swisshack", locale, question);
    expect(read).toContain(fact);
    expect(read).not.toMatch(
      /service national de santé italien|nationalen Gesundheitsdienst versichert|coperto dal Servizio/,
    );
  });
});
