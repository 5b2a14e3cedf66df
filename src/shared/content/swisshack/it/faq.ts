import type { FaqEntry } from "../faq.ts";

/** The frontalier question, also the chat's answer: the reader's country's rules, France's named as France's. */
export const FRONTALIER_FAQ_IT: FaqEntry = {
  question: "Sono frontaliere: l'audit mi riguarda?",
  answer:
    "Sì, è anzi la nostra specialità. Se vive in Italia entro 20 km dal confine e lavora in Ticino, nei Grigioni o in Vallese, vale l'accordo del 2020 sui frontalieri, applicato dal 2024: i nuovi frontalieri (assunti dal 17.7.2023) pagano in Svizzera l'80 % dell'imposta alla fonte ordinaria e sono tassati anche in Italia, con un credito d'imposta; chi lavorava già in questi cantoni tra il 31.12.2018 e il 17.7.2023 resta tassato solo in Svizzera. Oltre i 20 km, o lavorando in un altro cantone, l'Italia tassa tutto il salario e accredita l'imposta svizzera. Per l'assicurazione malattie vale la LAMal, salvo esenzione chiesta entro 3 mesi per il Servizio sanitario nazionale italiano. Per i frontalieri che vivono in Francia valgono le regole della Francia: l'accordo del 1983, la regola del 40 % di telelavoro, la scelta tra LAMal e CMU francese, e a Ginevra quasi residente e TOU.",
};

/** The landing page's FAQ in Italian. */
export const SWISSHACK_FAQ_IT: readonly FaqEntry[] = [
  {
    question: "L'audit è davvero gratuito?",
    answer:
      "Sì. L'audit, del valore di CHF 490, è offerto: CHF 0, senza impegno e senza carta di credito. Siamo remunerati dall'audit Premium (CHF 590) che alcuni clienti scelgono in seguito, mai da commissioni.",
  },
  {
    question: "Quanto tempo richiede?",
    answer:
      "Il questionario richiede circa 5 minuti, 15 minuti in tutto con la lettura del rapporto. Il suo rapporto PDF personalizzato arriva entro 48 ore.",
  },
  FRONTALIER_FAQ_IT,
  {
    question: "Cosa fate dei miei dati?",
    answer:
      "Servono solo a preparare il suo audit, sono ospitati in Svizzera e cancellati al più tardi 12 mesi dopo la sua richiesta. Non salviamo mai il suo indirizzo IP e non vendiamo alcun dato. Può chiederne la consultazione o la cancellazione in qualsiasi momento.",
  },
  {
    question: "Cercherete di vendermi un prodotto?",
    answer:
      "No. Siamo indipendenti e non percepiamo commissioni su pilastri 3a, assicurazioni o investimenti. La richiamata da parte di un esperto di uno studio partner autorizzato dalla FINMA è facoltativa.",
  },
  {
    question: "Quanto posso sperare di risparmiare?",
    answer:
      "La maggior parte dei nostri clienti individua tra CHF 2'000 e 6'000 di risparmio all'anno, a seconda della situazione. Il rapporto indica delle forchette con le loro ipotesi, mai una promessa al centesimo.",
  },
];
