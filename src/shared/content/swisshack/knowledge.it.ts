import type { KnowledgeEntry } from "../knowledge.ts";
import { localizedKnowledge } from "../localized-knowledge.ts";
import { FRONTALIER_FAQ_IT } from "./it/faq.ts";

/** What the chat assistant knows of SwissHack in Italian: the French page content (`knowledge.ts`), in Italian. */
export const SWISSHACK_KNOWLEDGE_IT: readonly KnowledgeEntry[] = localizedKnowledge("swisshack", "it", [
  {
    key: "faq-1",
    title: "L'audit è davvero gratuito?",
    text: "L'audit, del valore di CHF 490, è offerto: CHF 0, senza impegno e senza carta di credito. Siamo remunerati dall'audit Premium (CHF 590) che alcuni clienti scelgono in seguito, mai da commissioni.",
    path: "/#faq",
  },
  {
    key: "faq-2",
    title: "Quanto tempo ci vuole?",
    text: "Il questionario richiede circa 5 minuti, 15 minuti in tutto con la lettura del rapporto. Il suo rapporto PDF personalizzato arriva entro 48 ore.",
    path: "/#faq",
  },
  {
    key: "faq-3",
    title: "Sono frontaliere: l'audit fa per me?",
    text: FRONTALIER_FAQ_IT.answer,
    path: "/#faq",
  },
  {
    key: "faq-4",
    title: "Cosa fate con i miei dati?",
    text: "Servono unicamente a preparare il suo audit, sono conservati in Svizzera e cancellati al più tardi 12 mesi dopo la sua richiesta. Non registriamo mai il suo indirizzo IP e non vendiamo alcun dato. Può chiederne la consultazione o la cancellazione in ogni momento.",
    path: "/#faq",
  },
  {
    key: "faq-5",
    title: "Cercherete di vendermi un prodotto?",
    text: "Siamo indipendenti e non riceviamo commissioni su pilastri 3a, assicurazioni o investimenti. Il richiamo da parte di un esperto di uno studio partner autorizzato dalla FINMA è facoltativo.",
    path: "/#faq",
  },
  {
    key: "faq-6",
    title: "Quanto posso sperare di risparmiare?",
    text: "La maggior parte dei nostri clienti individua tra CHF 2'000 e 6'000 di risparmi all'anno, secondo la situazione. Il rapporto indica delle forchette con le loro ipotesi, mai una promessa al centesimo.",
    path: "/#faq",
  },
  {
    key: "free-audit",
    title: "Il suo audit completo, offerto",
    text: "Valore CHF 490, prezzo CHF 0, 15 minuti del suo tempo in tutto. Incluso: questionario di 5 minuti senza documenti; pre-analisi del pilastro 3a, della cassa pensione (LPP), dell'assicurazione malattie (LAMal) e delle imposte; rapporto PDF personalizzato entro 48 ore; piano d'azione e simulazione dei risparmi; guida PDF «5 trucchi legali»; richiamo facoltativo da parte di un esperto di uno studio partner autorizzato dalla FINMA.",
    path: "/#audit",
  },
  {
    key: "process",
    title: "Come funziona",
    text: "1. Compili l'audit: un questionario di 5 minuti sulla sua situazione, senza documenti giustificativi. 2. Analisi: confrontiamo le sue risposte con le tariffe ufficiali svizzere dell'anno in corso. 3. Riceva il suo piano: il rapporto PDF personalizzato arriva entro 48 ore, con le azioni ordinate per guadagno. 4. Passi all'azione: applichi il piano da solo o con un esperto partner che la richiama, se lo desidera.",
    path: "/#process",
  },
  {
    key: "lever-1",
    title: "Un pilastro 3a che lavora davvero",
    text: "+1 %: fino all'1 % di rendimento netto in più all'anno scegliendo un 3a in titoli a costi ridotti invece di un conto di risparmio 3a, mantenendo la deduzione fiscale.",
    path: "/#valeur",
  },
  {
    key: "lever-2",
    title: "La franchigia LAMal giusta",
    text: "CHF 400–800: adattare la franchigia alle sue spese sanitarie reali fa risparmiare da CHF 400 a 800 all'anno alla maggior parte degli adulti in buona salute.",
    path: "/#valeur",
  },
  {
    key: "lever-3",
    title: "Gli assegni dimenticati",
    text: "900 EUR: assegni familiari, rimborsi spese, crediti d'imposta: fino a 900 EUR all'anno non richiesti, soprattutto tra i frontalieri.",
    path: "/#valeur",
  },
  {
    key: "theme-taxes",
    title: "Fiscalità",
    text: "Deduzioni dimenticate, tassazione ordinaria ulteriore (TOU) per i frontalieri a Ginevra, riscatti LPP: individuiamo ciò che riduce legalmente le sue imposte.",
    path: "/#valeur",
  },
  {
    key: "theme-insurance",
    title: "Assicurazioni",
    text: "Franchigia LAMal adatta alle sue spese reali, assicurazioni complementari utili o superflue: risparmi da CHF 400 a 800 all'anno sono frequenti.",
    path: "/#valeur",
  },
  {
    key: "theme-retirement",
    title: "Previdenza e pensione",
    text: "Pilastro 3a, LPP, riscatti degli anni mancanti dal 2025: calcoliamo quanto avrà davvero alla pensione e come migliorarlo.",
    path: "/#valeur",
  },
  {
    key: "theme-clarity",
    title: "Chiarezza",
    text: "Un solo documento, in un italiano chiaro, con ogni cifra datata e con la sua fonte. Saprà finalmente a che punto è.",
    path: "/#valeur",
  },
  {
    key: "premium",
    title: "Audit Premium",
    text: "CHF 590 (pagamento unico, senza abbonamento). Un esperto analizza a fondo il suo dossier, la chiama per 45 minuti e la segue per 2 anni. CHF 5'900 di risparmi medi all'anno, ritorno sull'investimento di 10×, oltre 580 clienti Premium. Garanzie: soddisfatti o rimborsati entro 30 giorni, consegna entro 5 giorni lavorativi, 100 % indipendente, dati protetti in Svizzera.",
    path: "/premium",
  },
  {
    key: "newsletter",
    title: "Un trucco finanziario svizzero ogni martedì",
    text: "Oltre 4'200 iscritti. Al massimo un'e-mail alla settimana, inviata il martedì. Disiscrizione con un clic.",
    path: "/#newsletter",
  },
]);
