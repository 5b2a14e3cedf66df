import type { FaqEntry } from "../faq.ts";

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
      "Il questionario richiede circa 5 minuti, 15 minuti in tutto con la lettura del rapporto. Il Suo rapporto PDF personalizzato arriva entro 48 ore.",
  },
  {
    question: "Sono frontaliere: l'audit mi riguarda?",
    answer:
      "Sì, è anzi la nostra specialità. Quasi residente e TOU a Ginevra, il nuovo accordo con l'Italia per chi lavora in Ticino, nei Grigioni o in Vallese, le soglie di telelavoro, la scelta dell'assicurazione malattie: analizziamo le regole che valgono per il Suo cantone di lavoro e il Suo Paese di residenza.",
  },
  {
    question: "Cosa fate dei miei dati?",
    answer:
      "Servono solo a preparare il Suo audit, sono ospitati in Svizzera e cancellati al più tardi 12 mesi dopo la Sua richiesta. Non salviamo mai il Suo indirizzo IP e non vendiamo alcun dato. Può chiederne la consultazione o la cancellazione in qualsiasi momento.",
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
