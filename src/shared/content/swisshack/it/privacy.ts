import type { Translation } from "../../../i18n/translation.ts";
import type { PRIVACY } from "../privacy.ts";

/** /it/privacy: the same facts as the French page, in Italian. */
export const PRIVACY_IT = {
  title: "Informativa sulla privacy",
  updated: "Ultimo aggiornamento: novembre 2026",
  intro:
    "Questa pagina spiega quali dati SwissHack raccoglie su questo sito, perché, per quanto tempo sono conservati e come esercitare i suoi diritti (LPD svizzera e GDPR europeo).",
  sections: [
    {
      title: "Dati che ci affida",
      paragraphs: [
        "Richiesta di audit: nome, cognome, e-mail, telefono, cantone, situazione (frontaliere, residente o indipendente), fascia di reddito, situazione del pilastro 3a e dell'assicurazione, obiettivo, desiderio di essere richiamato e, se la compila, la descrizione della sua situazione, nonché la data del suo consenso.",
        "Newsletter: il suo indirizzo e-mail, registrato solo dopo la conferma tramite il link ricevuto (double opt-in). Ogni e-mail contiene un link di disiscrizione con un clic.",
        "Invio della newsletter: registriamo la data dell'ultimo numero inviato al suo indirizzo (per non inviarne mai più di uno alla settimana) e, se il server di posta rifiuta definitivamente il suo indirizzo, la data di questo rifiuto (l'indirizzo risulta allora «non recapitabile» e non riceve più nulla fino a una nuova iscrizione confermata). Le newsletter non contengono né pixel né link di tracciamento: non sappiamo se le apre né su cosa clicca.",
        "Preanalisi (passo facoltativo «Affinare la mia stima»): le sue risposte complementari (situazione familiare, figli, impiego, reddito, versamenti nel pilastro 3a, premio e franchigia dell'assicurazione malattie, spese sanitarie previste e, per i frontalieri, cantone di lavoro e quota di telelavoro) e il risultato calcolato. Il link privato che la mostra scade dopo 30 giorni; la preanalisi è conservata e cancellata insieme alla sua richiesta di audit.",
        "Ordine dell'audit Premium: nome, e-mail, lingua della pagina, la richiesta di audit che completa, se ce n'è una, e il momento in cui ha accettato le condizioni; una volta pagato, il numero di ricevuta, l'importo e la sua IVA, la data del pagamento e quella entro cui il rapporto è dovuto.",
      ],
    },
    {
      title: "Misurazione del pubblico",
      paragraphs: [
        "Contiamo le pagine visualizzate (percorso della pagina, referrer, browser) per migliorare il sito. Il suo indirizzo IP non viene mai registrato: serve solo, in memoria sui nostri server, a dedurre una localizzazione approssimativa (città, Paese) grazie a una banca dati offline, senza alcuna chiamata a servizi terzi.",
        "Con il suo consenso alla «misurazione del pubblico», un identificativo casuale salvato nel browser permette di riconoscere una visita di ritorno (numero di visite, data della prima visita, tipo di dispositivo), insieme a una breve impronta del browser: un hash del suo user agent, della lingua, delle dimensioni dello schermo e del fuso orario, che non permette di risalire a questi valori. Senza questo consenso, nessuno di questi elementi viene inviato.",
        "Se il suo browser invia il segnale Global Privacy Control (GPC), lo trattiamo come un rifiuto della misurazione del pubblico e del marketing, senza chiederle di nuovo: del suo browser conserviamo allora solo la famiglia (per esempio «Firefox») e il tipo di dispositivo.",
        "Se ha un account, la sua sessione non conserva né il suo indirizzo IP né i dettagli del browser, solo la sua famiglia.",
        "I robot dei motori di ricerca non vengono contati.",
      ],
    },
    {
      title: "Cookie e memoria locale",
      paragraphs: [
        "Necessari (sempre attivi): la sua scelta sui cookie e, se accede, un cookie di sessione sicuro (httpOnly).",
        "Misurazione del pubblico (facoltativo): gli identificativi di visita descritti sopra, salvati nel browser.",
        "Marketing (facoltativo): disattivato per impostazione predefinita; non usiamo alcun tracker pubblicitario di terzi.",
        "La sua scelta è conservata sei mesi, poi il banner le chiede di nuovo il consenso. Il link «Impostazioni dei cookie» in fondo a ogni pagina permette di modificarla in qualsiasi momento.",
      ],
    },
    {
      title: "Durata di conservazione",
      paragraphs: [
        "Le visite e le richieste di audit (con la loro preanalisi e le nostre note di follow-up) sono cancellate automaticamente al più tardi 12 mesi dopo la raccolta. Un'iscrizione alla newsletter resta attiva finché non si disiscrive; un'iscrizione non confermata è cancellata dopo 12 mesi.",
        "Assistente: le domande poste all'assistente non sono registrate, tranne quelle a cui non ha saputo rispondere. Le conserviamo 90 giorni per completare le nostre FAQ, senza indirizzo IP né identificativo; gli indirizzi e-mail e i numeri di telefono che contengono sono mascherati.",
        "Audit Premium: un ordine pagato è un documento contabile che la legge ci obbliga a conservare 10 anni (art. 958f CO). Se chiede la cancellazione dei suoi dati, il suo nome, il suo indirizzo e-mail e il collegamento alla sua richiesta di audit ne vengono rimossi: ne restano solo il numero di ricevuta, l'importo, l'IVA, le date e i riferimenti del pagamento presso Stripe. Un ordine mai pagato viene cancellato.",
      ],
    },
    {
      title: "Hosting e destinatari",
      paragraphs: [
        "I dati sono ospitati in Svizzera. Non sono né venduti né affittati. Se chiede di essere richiamato, i suoi recapiti sono trasmessi all'esperto dello studio partner autorizzato dalla FINMA che la chiamerà, e solo a lui.",
        "Il pagamento dell'audit Premium (carta o TWINT) avviene sulla pagina di pagamento di Stripe, che riceve il suo indirizzo e-mail e l'importo; non vediamo mai il numero della sua carta.",
      ],
    },
    {
      title: "I suoi diritti",
      paragraphs: [
        "Può chiedere in qualsiasi momento l'accesso ai suoi dati, la loro rettifica, la loro esportazione o la loro cancellazione completa (richieste, ordini, newsletter, visite identificate, account), eccetto il documento contabile di un ordine pagato descritto sopra. Rispondiamo entro 30 giorni.",
        "Per farlo, ci scriva a {email}.",
        "Può anche rivolgersi all'Incaricato federale della protezione dei dati e della trasparenza (IFPDT) o, nell'Unione europea, alla sua autorità di controllo.",
      ],
    },
  ],
} as const satisfies Translation<typeof PRIVACY>;
