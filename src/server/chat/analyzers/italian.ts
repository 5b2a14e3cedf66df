import { languageAnalyzer } from "./analyzer";

/** Italian as visitors type it, with or without accents ("è", "e'", "e"). */
export const ITALIAN_ANALYZER = languageAnalyzer({
  stopWords:
    "il lo la i gli le un uno una di del dello della dei degli delle da dal dalla dai in nel nella nei con su sul " +
    "sulla per tra fra e ed o ma che chi cosa come quale quali quanto quanta quanti quante quando dove perche " +
    "io tu lui lei noi voi loro mi ti ci vi si mio mia miei mie tuo suo sua vostro vostra nostro nostra " +
    "non piu gia anche solo molto sono sei e' e è ha ho hai hanno essere avere posso puo può possono devo deve " +
    "fa fare c'e ce ne al allo alla ai agli alle buongiorno ciao salve grazie per favore vorrei sapere " +
    "volete vuole vuoi voglio qualcosa qualche siete siamo swisshack",
  synonyms: {
    costa: ["prezzo", "gratuito", "chf"],
    costo: ["prezzo", "gratuito", "chf"],
    prezzo: ["costo", "gratuito", "chf"],
    gratis: ["gratuito", "audit", "prezzo"],
    tasse: ["imposta", "fiscale", "deduzione"],
    imposte: ["imposta", "fiscale", "deduzione"],
    risparmiare: ["risparmio", "risparmi"],
    pensione: ["previdenza", "pilastro", "lpp"],
    cassa: ["lamal", "assicurazione", "franchigia"],
    dati: ["protezione", "conservati"],
    tempo: ["minuti", "ore"],
  },
  // "vendermi" and "vendere" meet: an infinitive's attached pronoun goes before its last vowel does.
  stem: (word) =>
    word.length > 4
      ? word.replace(/(ar|er|ir)(mi|ti|ci|vi|si|lo|la|li|le|ne|gli)$/, "$1").replace(/(zioni|zione|mente|i|e|a|o)$/, "")
      : word,
});
