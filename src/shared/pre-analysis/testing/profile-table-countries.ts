/**
 * Test support: the profiles of issue 39, in French, German and Italian. Every residence country (France, Italy,
 * Germany, Austria, not given) × canton group (Geneva, 1983 agreement, Italy's agreement, no French border) ×
 * employee / self-employed, then telework at the thresholds, LAMal or other cover, married couples, children and the
 * buy-back. Each statement cites the row of docs/finance-figures.md it comes from.
 */
import type { ResidenceCountry } from "../../finance/population";
import type { FirstStepAnswers, RefineAnswers } from "../answers";
import { ROW, type Statement, type TableProfile } from "./profile-table";
import { answers, firstStep } from "./test-profiles";

type Row = Statement["row"];
const say = (row: Row, text: string, de: string, it: string): Statement => ({ row, text, de, it });

/** The French frontalier rules (1983 agreement, 40 %, CMU), and "as stated in step 1": never for anyone else. */
const NO_FRENCH_RULES: Statement[] = [
  say(ROW.unknownResidence, "CMU", "CMU", "CMU"),
  say(
    ROW.unknownResidence,
    "accord franco-suisse de 1983",
    "Abkommen mit Frankreich von 1983",
    "accordo franco-svizzero del 1983",
  ),
  say(ROW.unknownResidence, "imposé en France", "in Frankreich besteuert", "tassato in Francia"),
  say(ROW.unknownResidence, "40 % de télétravail", "40 % Homeoffice", "40 % di telelavoro"),
  say(
    ROW.unknownResidence,
    "comme indiqué à la première étape",
    "wie im ersten Schritt angegeben",
    "come indicato nel primo passo",
  ),
];
/** Italy's agreement rules, for anyone who is not its frontalier. */
const NO_ITALY_AGREEMENT: Statement[] = [
  say(
    ROW.italyTelework,
    "jusqu'à 25 % du temps de travail",
    "bis 25 % der Arbeitszeit",
    "fino al 25 % del tempo di lavoro",
  ),
  say(ROW.italyOld, "ancien frontalier", "bisheriger Grenzgänger", "vecchio frontaliere"),
];
const NO_SAVING: Statement[] = [
  say(ROW.nothingAction, "Économie d'impôt estimée", "Geschätzte Steuerersparnis", "Risparmio d'imposta stimato"),
];
/** A self-employed person is never taxed at source: no TOU, no 90 % rule. */
const NO_SOURCE_TAX: Statement[] = [
  say(
    ROW.selfEmployed,
    "Déduction possible uniquement par la TOU",
    "Abzug nur über die NOV",
    "Deduzione possibile solo con la TOU",
  ),
  say(
    ROW.selfEmployed,
    "en principe imposé à la source",
    "grundsätzlich der Quellensteuer",
    "di regola assoggettato all'imposta alla fonte",
  ),
  say(ROW.selfEmployed, "règle des 90 %", "Regel der 90 %", "regola del 90 %"),
  say(
    ROW.selfEmployed,
    "Demander la taxation ordinaire ultérieure",
    "Die nachträgliche ordentliche Veranlagung (NOV) für",
    "Chiedere la tassazione ordinaria ulteriore",
  ),
];

const GERMANY: Statement[] = [
  say(
    ROW.germany,
    "votre salaire est imposé en Allemagne",
    "wird Ihr Lohn in Deutschland besteuert",
    "il suo salario è tassato in Germania",
  ),
  say(
    ROW.germany,
    "au plus 4,5 % du salaire brut",
    "höchstens 4.5 % des Bruttolohns",
    "al massimo il 4.5 % del salario lordo",
  ),
  say(ROW.germany, "formulaire Gre-1", "Formular Gre-1", "modulo Gre-1"),
  say(
    ROW.germany,
    "plus de 60 jours par an sans retour",
    "mehr als 60 beruflich bedingten Nichtrückkehrtagen",
    "più di 60 giorni all'anno senza rientro",
  ),
  say(
    ROW.germany,
    "les jours de télétravail ne comptent pas comme jours sans retour",
    "Tage im Homeoffice zählen nicht als Nichtrückkehrtage",
    "i giorni di telelavoro non contano come giorni senza rientro",
  ),
  say(
    ROW.germany,
    "déductible en Allemagne n'est pas vérifié",
    "in Deutschland abziehbar ist, ist nicht geprüft",
    "deducibile in Germania non è verificato",
  ),
];
const GERMANY_HEALTH: Statement = say(
  ROW.germany,
  "la caisse-maladie légale allemande (GKV) ou une assurance privée allemande (PKV), dans les 3 mois",
  "die deutsche gesetzliche (GKV) oder private Krankenversicherung (PKV) davon befreien",
  "la cassa malati pubblica tedesca (GKV) o un'assicurazione privata tedesca (PKV) entro 3 mesi",
);
const AUSTRIA: Statement[] = [
  say(
    ROW.austria,
    "il n'y a plus de statut de frontalier avec l'Autriche",
    "Mit Österreich gibt es keinen Grenzgängerstatus mehr",
    "con l'Austria non esiste più uno status di frontaliere",
  ),
  say(
    ROW.austria,
    "impôt à la source ordinaire suisse",
    "ordentlichen Schweizer Quellensteuer",
    "imposta alla fonte ordinaria svizzera",
  ),
  say(
    ROW.austria,
    "vos jours de télétravail sont imposés en Autriche",
    "Ihre Tage im Homeoffice werden in Österreich besteuert",
    "i suoi giorni di telelavoro sono tassati in Austria",
  ),
  say(
    ROW.austria,
    "l'assurance maladie autrichienne, dans les 3 mois",
    "die österreichische Krankenversicherung davon befreien",
    "l'assicurazione malattie austriaca entro 3 mesi",
  ),
];
const UNKNOWN_RESIDENCE: Statement[] = [
  say(
    ROW.unknownResidence,
    "ne nous avez pas indiqué votre pays de résidence",
    "Ihr Wohnsitzland nicht angegeben",
    "non ci ha indicato il suo paese di residenza",
  ),
  say(
    ROW.unknownResidence,
    "dépend de votre pays de résidence",
    "hängt von Ihrem Wohnsitzland ab",
    "dipende dal suo paese di residenza",
  ),
];
const SELF_EMPLOYED: Statement[] = [
  say(ROW.selfEmployed, "ne vise que les salariés", "nur Arbeitnehmende", "solo i lavoratori dipendenti"),
  say(ROW.selfEmployed, "rattachement économique", "wirtschaftlicher Zugehörigkeit", "appartenenza economica"),
];
const GENEVA: Statement[] = [
  say(
    ROW.genevaTou,
    "Déduction possible uniquement par la TOU",
    "Abzug nur über die NOV",
    "Deduzione possibile solo con la TOU",
  ),
];
const AGREEMENT_1983: Statement[] = [
  say(
    ROW.agreement1983,
    "votre salaire est imposé en France",
    "Ihr Lohn wird in Frankreich besteuert",
    "il suo salario è tassato in Francia",
  ),
];
const FRANCE_SOURCE: Statement[] = [
  say(
    ROW.genevaTou,
    "votre salaire y est en principe imposé à la source",
    "Ihr Lohn unterliegt dort grundsätzlich der Quellensteuer",
    "il suo salario vi è di regola assoggettato all'imposta alla fonte",
  ),
];
const ITALY_AGREEMENT: Statement[] = [
  say(
    ROW.italy,
    "accord italo-suisse du 23 décembre 2020",
    "Grenzgängerabkommens zwischen der Schweiz und Italien vom 23. Dezember 2020",
    "accordo italo-svizzero del 23 dicembre 2020",
  ),
  say(ROW.italy, "à moins de 20 km de la frontière", "weniger als 20 km von der Grenze", "a meno di 20 km dal confine"),
  say(
    ROW.italyOld,
    "reste imposé seulement en Suisse, sans date de fin",
    "nur in der Schweiz besteuert, ohne Enddatum",
    "resta tassato solo in Svizzera, senza data di fine",
  ),
  say(
    ROW.italyOld,
    "2033 est seulement l'année où la Suisse cesse de verser leur part aux communes frontalières",
    "2033 ist nur das Jahr, in dem die Schweiz aufhört, den italienischen Grenzgemeinden",
    "il 2033 è solo l'anno in cui la Svizzera smette di versare ai comuni di confine",
  ),
];
const NO_ITALY_2033_END: Statement[] = [say(ROW.italyOld, "jusqu'en 2033", "bis 2033", "fino al 2033")];
const ITALY_TREATY: Statement[] = [
  say(
    ROW.italyTelework,
    "cet accord ne vous concerne pas",
    "Dieses Abkommen betrifft Sie nicht",
    "questo accordo non la riguarda",
  ),
  say(ROW.italyTelework, "dès le premier jour", "ab dem ersten Tag", "fin dal primo giorno"),
];
const ITALY_HEALTH: Statement[] = [
  say(
    ROW.italyHealth,
    "vous êtes assuré à la LAMal par défaut",
    "sind Sie standardmässig nach KVG versichert",
    "è assicurato di base secondo la LAMal",
  ),
  say(ROW.italyHealth, "l'exemption est irrévocable", "die Befreiung ist unwiderruflich", "l'esenzione è irrevocabile"),
];

type Canton = "GE" | "BS" | "TI" | "ZH";
type Employment = "employee" | "self-employed";

/** In TI, GR and VS an Italian resident is asked the 20 km (issue 53): these profiles live within them. */
const zone = (canton: string) => (["TI", "GR", "VS"].includes(canton) ? { borderZone: "within" as const } : {});

function frontalierProfile(
  residence: ResidenceCountry | null,
  canton: Canton,
  employment: Employment,
  extra: { frontalier?: Partial<NonNullable<RefineAnswers["frontalier"]>>; first?: Partial<FirstStepAnswers> } = {},
): Pick<TableProfile, "firstStep" | "answers"> {
  return {
    // The first step asks the country now; the second step's question stays unanswered.
    firstStep: firstStep({
      status: "frontalier",
      canton,
      residenceCountry: residence,
      currentInsurance: "lamal",
      ...extra.first,
    }),
    answers: answers({
      employment: employment === "employee" ? "employee-with-pension-fund" : "self-employed",
      frontalier: { workCanton: canton, swissIncomeShare: 95, teleworkShare: 20, ...zone(canton), ...extra.frontalier },
    }),
  };
}

/** What the document must and must not say for a residence country, canton group and employment. */
function expectations(
  residence: ResidenceCountry | null,
  canton: Canton,
  employment: Employment,
): Pick<TableProfile, "contains" | "absent"> {
  const notFrench = residence === "FR" ? [] : NO_FRENCH_RULES;
  if (employment === "self-employed") {
    return { contains: SELF_EMPLOYED, absent: [...NO_SOURCE_TAX, ...NO_SAVING, ...notFrench] };
  }
  switch (residence) {
    case "DE":
      return { contains: [...GERMANY, GERMANY_HEALTH], absent: [...notFrench, ...NO_ITALY_AGREEMENT, ...NO_SAVING] };
    case "AT":
      return { contains: AUSTRIA, absent: [...notFrench, ...NO_ITALY_AGREEMENT, ...NO_SAVING] };
    case null:
      return {
        // In Geneva the taxation is known (at source); what else depends on the country is said.
        contains: canton === "GE" ? [...UNKNOWN_RESIDENCE.slice(1), ...GENEVA] : UNKNOWN_RESIDENCE,
        absent: [...notFrench, ...NO_ITALY_AGREEMENT, ...(canton === "GE" ? [] : NO_SAVING)],
      };
    case "IT":
      if (canton === "TI") {
        return { contains: [...ITALY_AGREEMENT, ...ITALY_HEALTH], absent: [...notFrench, ...NO_ITALY_2033_END] };
      }
      return {
        // In Geneva the Geneva source tax; elsewhere the CH–IT treaty. Either way Italy taxes its days from day one.
        contains: [...(canton === "GE" ? GENEVA : ITALY_TREATY.slice(0, 1)), ...ITALY_TREATY.slice(1), ...ITALY_HEALTH],
        absent: [...notFrench, ...NO_ITALY_AGREEMENT],
      };
    case "FR":
      if (canton === "GE") return { contains: GENEVA, absent: NO_ITALY_AGREEMENT };
      if (canton === "BS") return { contains: AGREEMENT_1983, absent: [...NO_ITALY_AGREEMENT, ...NO_SAVING] };
      return { contains: FRANCE_SOURCE, absent: NO_ITALY_AGREEMENT };
    default:
      return { contains: [], absent: notFrench };
  }
}

const RESIDENCES: (ResidenceCountry | null)[] = ["FR", "IT", "DE", "AT", null];
const CANTONS: Canton[] = ["GE", "BS", "TI", "ZH"];
const EMPLOYMENTS: Employment[] = ["employee", "self-employed"];

const MATRIX: TableProfile[] = RESIDENCES.flatMap((residence) =>
  CANTONS.flatMap((canton) =>
    EMPLOYMENTS.map((employment) => ({
      name: `${employment} frontalier living in ${residence ?? "a country not given"}, working in ${canton}`,
      ...frontalierProfile(residence, canton, employment),
      ...expectations(residence, canton, employment),
      threeLanguages: true as const,
    })),
  ),
);

const telework = (share: number) => ({ frontalier: { teleworkShare: share } });

const THRESHOLDS: TableProfile[] = [
  {
    name: "BS frontalier living in France, telework 40 %",
    ...frontalierProfile("FR", "BS", "employee", telework(40)),
    contains: [
      say(
        ROW.status1983,
        "Avec 40 % de télétravail, vous gardez le statut de frontalier",
        "Mit 40 % Homeoffice behalten Sie den Grenzgängerstatus",
        "Con il 40 % di telelavoro mantiene lo status di frontaliere",
      ),
    ],
    absent: [say(ROW.status1983, "vous perdez le statut", "verlieren den Grenzgängerstatus", "perde lo status")],
  },
  {
    name: "BS frontalier living in France, telework 41 %",
    ...frontalierProfile("FR", "BS", "employee", telework(41)),
    contains: [
      say(
        ROW.status1983,
        "vous perdez le statut de frontalier",
        "Sie verlieren den Grenzgängerstatus",
        "perde lo status di frontaliere",
      ),
      say(
        ROW.socialSecurity,
        "ne reste suisse qu'avec un certificat A1",
        "nur mit einer Bescheinigung A1",
        "solo con un certificato A1",
      ),
    ],
    absent: [
      say(
        ROW.status1983,
        "votre imposition ne change pas",
        "ändert sich Ihre Besteuerung nicht",
        "la sua imposizione non cambia",
      ),
    ],
  },
  {
    name: "GE frontalier living in France, telework 41 %",
    ...frontalierProfile("FR", "GE", "employee", telework(41)),
    contains: [
      say(
        ROW.telework,
        "peut devenir imposable en France",
        "kann in Frankreich steuerbar werden",
        "può diventare imponibile in Francia",
      ),
    ],
    absent: [say(ROW.status1983, "vous perdez le statut", "verlieren den Grenzgängerstatus", "perde lo status")],
  },
  {
    name: "TI frontalier living in Italy, telework 25 %",
    ...frontalierProfile("IT", "TI", "employee", telework(25)),
    contains: [
      say(
        ROW.italyTelework,
        "Avec 25 % de télétravail, votre imposition ne change pas",
        "Mit 25 % Homeoffice ändert sich Ihre Besteuerung nicht",
        "Con il 25 % di telelavoro la sua imposizione non cambia",
      ),
      say(
        ROW.italyTelework,
        "Protocole italo-suisse de 2024",
        "Protokoll Schweiz–Italien von 2024",
        "Protocollo italo-svizzero del 2024",
      ),
    ],
    absent: NO_FRENCH_RULES,
  },
  {
    name: "TI frontalier living in Italy, telework 30 %, beyond the agreement's 25 %",
    ...frontalierProfile("IT", "TI", "employee", telework(30)),
    contains: [say(ROW.italyTelework, "vous dépassez 25 %", "liegen Sie über 25 %", "supera il 25 %")],
    absent: NO_FRENCH_RULES,
  },
  {
    name: "ZH employee living in Italy, telework 10 %: taxed in Italy from day one",
    ...frontalierProfile("IT", "ZH", "employee", telework(10)),
    contains: [
      say(
        ROW.italyTelework,
        "le salaire de ces jours est imposable en Italie",
        "ist der Lohn dieser Tage in Italien steuerbar",
        "il salario di questi giorni è imponibile in Italia",
      ),
    ],
    absent: [
      ...NO_ITALY_AGREEMENT,
      say(
        ROW.italyTelework,
        "votre imposition ne change pas",
        "ändert sich Ihre Besteuerung nicht",
        "la sua imposizione non cambia",
      ),
    ],
  },
  {
    name: "BS frontalier living in Germany, telework 60 %",
    ...frontalierProfile("DE", "BS", "employee", telework(60)),
    contains: [
      say(
        ROW.germany,
        "Avec 60 % de télétravail, votre salaire reste imposé en Allemagne",
        "Mit 60 % Homeoffice wird Ihr Lohn weiterhin in Deutschland besteuert",
        "Con il 60 % di telelavoro il suo salario resta tassato in Germania",
      ),
      say(
        ROW.socialSecurity,
        "votre affiliation à la sécurité sociale est à vérifier",
        "Unterstellung unter die Sozialversicherung",
        "la sua affiliazione alla sicurezza sociale è da verificare",
      ),
    ],
    absent: NO_FRENCH_RULES,
  },
  {
    name: "SG frontalier living in Austria, telework 20 %",
    ...frontalierProfile("AT", "ZH", "employee", { frontalier: { workCanton: "SG", teleworkShare: 20 } }),
    contains: [
      say(
        ROW.austria,
        "le salaire de ces jours est imposé en Autriche",
        "wird der Lohn dieser Tage in Österreich besteuert",
        "il salario di questi giorni è tassato in Austria",
      ),
      say(ROW.austria, "canton de Saint-Gall", "Kanton St. Gallen", "Cantone di San Gallo"),
    ],
    absent: [
      ...NO_FRENCH_RULES,
      say(
        ROW.socialSecurity,
        "Sécurité sociale suisse (avec un certificat A1)",
        "Schweizer Sozialversicherung (mit Bescheinigung A1)",
        "Sicurezza sociale svizzera (con un certificato A1)",
      ),
    ],
  },
  {
    name: "GE frontalier living in France, telework 20 %: social security stays Swiss",
    ...frontalierProfile("FR", "GE", "employee", telework(20)),
    contains: [
      say(
        ROW.socialSecurity,
        "Avec 20 %, votre sécurité sociale reste suisse",
        "Mit 20 % bleibt Ihre Sozialversicherung in der Schweiz",
        "Con il 20 %, la sua sicurezza sociale resta svizzera",
      ),
    ],
    absent: [
      say(
        ROW.socialSecurity,
        "ne reste suisse qu'avec un certificat A1",
        "nur mit einer Bescheinigung A1 Ihres Arbeitgebers in der Schweiz",
        "resta svizzera solo con un certificato A1",
      ),
    ],
  },
];

const resident = (refine: Partial<RefineAnswers>, first: Partial<FirstStepAnswers> = {}) => ({
  firstStep: firstStep({ status: "resident", ...first }),
  answers: answers(refine),
});

const COVER_AND_FAMILY: TableProfile[] = [
  {
    name: "TI frontalier living in Italy, not sure about the LAMal",
    ...frontalierProfile("IT", "TI", "employee", { first: { currentInsurance: "not-sure" } }),
    contains: [say(ROW.italyHealth, "c'est le cas par défaut", "ist das standardmässig der Fall", "è il caso di base")],
    absent: [
      say(
        ROW.italyHealth,
        "vous avez indiqué ne pas être assuré à la LAMal",
        "Sie haben angegeben, nicht nach KVG versichert zu sein",
        "ha indicato di non essere assicurato",
      ),
      say(
        ROW.italyHealth,
        "vous relevez en principe du service national de santé italien",
        "grundsätzlich beim italienischen nationalen Gesundheitsdienst versichert",
        "di regola è coperto dal Servizio sanitario nazionale",
      ),
    ],
  },
  {
    name: "BS frontalier living in Germany, insured in Germany (other cover)",
    ...frontalierProfile("DE", "BS", "employee", { first: { currentInsurance: "private" } }),
    contains: [
      say(
        ROW.health,
        "ce comparatif ne vous concerne que si vous êtes assuré à la LAMal",
        "Dieser Vergleich betrifft Sie nur, wenn Sie nach KVG versichert sind",
        "questo confronto la riguarda solo se è assicurato secondo la LAMal",
      ),
    ],
    absent: [
      say(
        ROW.nothingAction,
        "Augmenter votre franchise LAMal",
        "KVG-Franchise auf",
        "Aumentare la sua franchigia LAMal",
      ),
    ],
  },
  {
    name: "resident with two children: a family cap",
    ...resident({ children: 2, permit: "swiss-or-c" }),
    contains: [
      say(
        ROW.costShare,
        "plusieurs enfants assurés auprès du même assureur partagent un plafond familial",
        "mehrere Kinder beim gleichen Versicherer teilen sich eine gemeinsame Obergrenze",
        "più figli assicurati presso lo stesso assicuratore condividono un limite familiare",
      ),
    ],
    absent: [],
  },
  {
    name: "resident in the LAMal: the deductible deadlines cite LAMal art. 7 al. 2 and OAMal art. 94 al. 1",
    ...resident({ permit: "swiss-or-c" }),
    contains: [
      say(
        ROW.deductibleDeadlines,
        "LAMal art. 7 al. 2 ; OAMal art. 94 al. 1",
        "KVG Art. 7 Abs. 2; KVV Art. 94 Abs. 1",
        "LAMal art. 7 cpv. 2; OAMal art. 94 cpv. 1",
      ),
    ],
    absent: [
      say(ROW.deductibleDeadlines, "ratique des assureurs", "Praxis der Versicherer", "rassi degli assicuratori"),
    ],
  },
  {
    name: "married resident, permit B, net CHF 120,000: the compulsory TOU from at least CHF 120,000",
    ...resident(
      { civilStatus: "married", netIncome: 120_000, permit: "taxed-at-source" },
      { annualIncome: "120000-150000" },
    ),
    contains: [
      say(ROW.residentTou, "d'au moins CHF 120 000", "von mindestens CHF 120'000", "di almeno CHF 120'000"),
      say(
        ROW.residentTou,
        "dès que l'un des conjoints l'atteint",
        "sobald einer der Ehepartner es erreicht",
        "appena uno dei coniugi lo raggiunge",
      ),
      say(
        ROW.residentTou,
        "jusqu'à la fin de l'imposition à la source",
        "bis zum Ende der Quellenbesteuerung",
        "fino alla fine dell'imposizione alla fonte",
      ),
    ],
    absent: [say(ROW.residentTou, "(sous condition", "(unter Vorbehalt", "(a determinate condizioni")],
  },
  {
    name: "married resident, permit B, net CHF 100,000: a TOU on request cannot be withdrawn and covers the spouse",
    ...resident({ civilStatus: "married", netIncome: 100_000, permit: "taxed-at-source" }),
    contains: [
      say(
        ROW.residentTou,
        "ne peut plus être retirée",
        "nicht mehr zurückgezogen werden",
        "non può più essere ritirata",
      ),
      say(ROW.residentTou, "vaut aussi pour votre conjoint", "auch für den Ehepartner", "vale anche per il coniuge"),
    ],
    absent: [],
  },
  {
    name: "married GE frontalier living in France, 95 %: the TOU covers the spouse",
    ...frontalierProfile("FR", "GE", "employee"),
    answers: answers({
      civilStatus: "married",
      frontalier: { workCanton: "GE", swissIncomeShare: 95, teleworkShare: 20 },
    }),
    contains: [
      say(ROW.genevaTou, "vaut aussi pour votre conjoint", "auch für den Ehepartner", "vale anche per il coniuge"),
    ],
    absent: [],
  },
  {
    name: "no 3a, four missed years (2025–2028), in 2029: what a buy-back leaves of a year is lost",
    ...resident({ paid3aThisYear: 0, paid3aLastYear: undefined, permit: "swiss-or-c" }, { has3aPillar: "no" }),
    today: "2029-06-10",
    contains: [
      say(
        ROW.buyBackLost,
        "ce qui reste d'une année couverte par un rachat est perdu",
        "Was von einem Jahr übrig bleibt, das ein Einkauf abdeckt, verfällt",
        "ciò che resta di un anno coperto da un riscatto è perso",
      ),
      say(ROW.buyBack, "Racheter CHF 7 258", "CHF 7'258", "CHF 7'258"),
    ],
    absent: [
      say(
        ROW.buyBackLost,
        "le reste est à planifier avec l'expert",
        "den Rest planen Sie mit der Fachperson",
        "il resto va pianificato con l'esperto",
      ),
      say(ROW.buyBack, "Racheter CHF 29 032", "CHF 29'032 einkaufen", "Riscattare CHF 29'032"),
    ],
  },
].map((profile) => ({ ...profile, threeLanguages: true as const }));

/** Audits stored before the first step asked the country: the second step's answer is the one the engine reads. */
const SECOND_STEP_COUNTRY: TableProfile[] = [
  {
    name: "TI frontalier, Italy given in the second step: old frontaliers have no end date",
    ...frontalierProfile(null, "TI", "employee", { frontalier: { residenceCountry: "IT" } }),
    contains: ITALY_AGREEMENT,
    absent: [...NO_ITALY_2033_END, ...NO_FRENCH_RULES],
  },
  {
    name: "ZH employee, Italy given in the second step: no 25 % rule outside the agreement",
    ...frontalierProfile(null, "ZH", "employee", { frontalier: { residenceCountry: "IT", teleworkShare: 20 } }),
    contains: ITALY_TREATY,
    absent: [...NO_ITALY_AGREEMENT, ...NO_FRENCH_RULES],
  },
  {
    name: "VS frontalier on an old audit, no country in either step: France is not assumed",
    ...frontalierProfile(null, "ZH", "employee", { frontalier: { workCanton: "VS" } }),
    contains: UNKNOWN_RESIDENCE,
    absent: [...NO_FRENCH_RULES, ...NO_ITALY_AGREEMENT, ...NO_SAVING],
  },
].map((profile) => ({ ...profile, threeLanguages: true as const }));

export const COUNTRY_PROFILES: TableProfile[] = [
  ...SECOND_STEP_COUNTRY,
  ...MATRIX,
  ...THRESHOLDS.map((profile) => ({ ...profile, threeLanguages: true as const })),
  ...COVER_AND_FAMILY,
];
