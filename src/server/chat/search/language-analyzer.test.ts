import { describe, expect, it } from "vitest";
import { analyzerFor } from "./language-analyzer";

describe("the chat's French analyzer reads Quebec French as visitors type it", () => {
  it.each([
    ["ça marche-tu comme ça?", ["march"]],
    ["je peux annuler quand je veux?", ["annul"]],
    ["nous autres on veut savoir koi pour les prix", ["prix"]],
    ["vous avez-tu des forfaits genre basic pis premium", ["forfait", "basic", "premium"]],
    ["des campagnes pour les patients pas vus depuis longtemps", ["campagn", "patient", "vus"]],
    ["environ combien d'appels, toutes cliniques confondues", ["appel", "cliniqu", "confondu"]],
    ["Pourriez-vous m'indiquer le volume d'appels?", ["volum", "appel"]],
    ["j'aimerais savoir si c'est chiffré", ["chiffr"]],
    // The home page named as where a figure is shown says nothing of the figure.
    ["le taux de réponse sur votre page d'accueil", ["taux", "repond"]],
    ["le taux de réponse affiché sur l'accueil", ["taux", "repond", "affich"]],
    // "En même temps" is when, not time asked about.
    ["plusieurs cliniques en même temps", ["plusieur", "cliniqu"]],
  ])("keeps only the words that say what is asked: %s", (question, terms) => {
    expect(analyzerFor("fr").terms(question)).toEqual(terms);
  });
});

describe("the chat's French analyzer reads a hyphenated word whole as well, not a verb and its pronoun", () => {
  it("'post-op' is also the start of 'postopératoire'", () =>
    expect(analyzerFor("fr").terms("les suivis post-op")).toEqual(["suiv", "post", "op", "postop"]));
  it("'passez-tu' is the verb alone", () =>
    expect(analyzerFor("fr").terms("vous passez-tu par Google?")).toEqual(["pass", "googl"]));
});

describe("the chat's French analyzer reads a word's noun and verb as one stem", () => {
  it.each([
    ["réponse", "répondez"],
    ["transfert", "transférés"],
    ["connexion", "connecter"],
    ["inscription", "inscrire"],
    ["lire", "lit"],
    ["écrire", "écrivez"],
  ])("%s and %s", (noun, verb) => {
    const fr = analyzerFor("fr");
    expect(fr.terms(noun)).toEqual(fr.terms(verb));
  });
});

describe("the chat's French analyzer reads Quebec's anglicisms and 'rdv' as the pages' words", () => {
  it.each([
    ["booker un rdv", "réserver un rendez-vous"],
    ["canceller mon rdv", "annuler mon rendez-vous"],
    ["si le patient a booké", "le patient a réservé"],
    ["un follow-up après le setup", "un suivi après la mise en place"],
    ["les reminders par sms", "les rappels par texto"],
    ["un call la fin de semaine", "un appel le weekend"],
    ["votre software pis vos features", "votre logiciel et vos fonctionnalités"],
    ["envoyer un email au staff", "envoyer un courriel au personnel"],
    ["un pixel ou des trackers pour les ads", "un traceur ou des traceurs pour les publicités"],
    ["vos cookies analytics", "vos témoins statistiques"],
    ["des pubs", "des publicités"],
  ])("%s = %s", (typed, written) => {
    const fr = analyzerFor("fr");
    expect(fr.terms(typed)).toEqual(fr.terms(written));
  });
});

describe("the chat's French analyzer reads a word typed without its accents as the page's", () => {
  it.each([
    ["donnees", "données"],
    ["securite", "sécurité"],
    ["derniere minute", "dernière minute"],
    ["les cookies", "les témoins"],
  ])("%s = %s", (typed, written) => {
    const fr = analyzerFor("fr");
    expect(fr.terms(typed)).toEqual(fr.terms(written));
  });
});

describe("the chat's French analyzer does not read a loan word as a French word it happens to spell", () => {
  it("'devs' are developers, not 'devant'", () => {
    const fr = analyzerFor("fr");
    expect(fr.terms("Pour nos devs")).toEqual(fr.terms("pour nos développeurs"));
    expect(fr.terms("Pour nos devs")).not.toEqual(fr.terms("devant"));
  });
});
