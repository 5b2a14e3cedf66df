import { languageAnalyzer } from "./analyzer";

/** German as Swiss visitors type it: "Säule", "Saeule" or "Saule" all meet; compounds are found by their parts. */
export const GERMAN_ANALYZER = languageAnalyzer({
  stopWords:
    "der die das den dem des ein eine einen einem einer eines und oder aber ich du er sie es wir ihr mich mir " +
    "mein meine meinen meiner dein ihre ihren ihrem unser euer sie ist sind bin bist war waren wird werden " +
    "kann koennen können muss muessen müssen darf soll sollte hat habe haben hast wie was wer wo wann warum " +
    "welche welcher welches wieviel viel mit von zu zum zur im in an am auf aus bei fuer für ueber über um " +
    "nach vor nicht kein keine noch auch nur schon so sehr man sich es gibt bitte hallo mal denn dann doch ja nein " +
    "als wenn ob dass da hier dies diese dieser dieses bei ihnen euch etwas wollen wollt will mochte möchte wurde würde gruezi grüezi eure euer swisshack",
  synonyms: {
    kosten: ["preis", "gratis", "kostenlos", "chf"],
    kostet: ["preis", "gratis", "kostenlos", "chf"],
    preis: ["kosten", "gratis", "chf"],
    gratis: ["kostenlos", "audit", "preis"],
    umsonst: ["kostenlos", "gratis"],
    steuer: ["steuern", "abzug", "quellensteuer"],
    steuern: ["steuer", "abzug"],
    sparen: ["ersparnis", "einsparung"],
    rente: ["vorsorge", "saule", "bvg"],
    pensionierung: ["vorsorge", "rente"],
    krankenkasse: ["kvg", "krankenversicherung", "franchise"],
    daten: ["datenschutz", "gespeichert"],
    dauer: ["minuten", "stunden"],
    lange: ["minuten", "stunden"],
    senken: ["spart", "sparen", "ersparnis"],
    dienstleistung: ["audit"],
    angebot: ["audit"],
  },
  fold: (text) => text.replace(/ß/g, "ss").replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u"),
  stem: (word) => (word.length > 5 ? word.replace(/(ungen|ung|en|er|es|em|e|n|s)$/, "") : word),
  compoundParts: [
    "franchise",
    "saule",
    "vorsorge",
    "grenzganger",
    "steuer",
    "quelle",
    "pension",
    "kasse",
    "einkauf",
    "kranken",
    "versicherung",
    "pramie",
    "abzug",
    "homeoffice",
    "audit",
    "analyse",
    "bericht",
    "daten",
    "schutz",
    "newsletter",
    "experte",
    "kosten",
    "rente",
    "ersparnis",
    "selbstandig",
    "genf",
    "tessin",
    "italien",
    "frankreich",
  ],
});
