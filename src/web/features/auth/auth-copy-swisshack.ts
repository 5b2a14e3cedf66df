import type { AuthCopy } from "./auth-copy-en";

/** /auth on SwissHack in French (SPEC's texts, as before the languages). */
export const AUTH_COPY_FR: AuthCopy = {
  pageTitle: "Connexion – SwissHack",
  pageDescription: "Connectez-vous à votre compte ou créez-en un.",
  forgotPassword: "Mot de passe oublié ?",
  title: "Bienvenue",
  signIn: "Se connecter",
  signUp: "Créer un compte",
  email: "E-mail",
  password: "Mot de passe",
  hint: "8 caractères au moins. Une longue phrase de passe est idéale.",
  signingIn: "Connexion…",
  create: "Créer mon compte",
  creating: "Création du compte…",
  successTitle: "C'est fait\u00a0!",
  successText: "Vérifiez votre boîte e-mail pour confirmer votre compte.",
  errorTitle: "Erreur",
  unreachable: "Le serveur ne répond pas. Veuillez réessayer.",
  errors: {
    INVALID_EMAIL_OR_PASSWORD: "E-mail ou mot de passe incorrect.",
    INVALID_EMAIL: "Adresse e-mail invalide.",
    INVALID_PASSWORD: "Mot de passe incorrect.",
    EMAIL_NOT_VERIFIED: "Confirmez d'abord votre adresse : le lien vous a été envoyé par e-mail.",
    USER_ALREADY_EXISTS: "Un compte existe déjà avec cette adresse.",
    PASSWORD_TOO_SHORT: "Mot de passe trop court : 8 caractères au moins.",
    PASSWORD_TOO_LONG: "Mot de passe trop long : 128 caractères au plus.",
  },
  tooManyRequests: (seconds) =>
    seconds
      ? `Trop de tentatives. Veuillez réessayer dans ${seconds} secondes.`
      : "Trop de tentatives. Veuillez réessayer plus tard.",
};

/** /auth on SwissHack in German (de-CH). */
export const AUTH_COPY_DE: AuthCopy = {
  pageTitle: "Anmelden – SwissHack",
  pageDescription: "Melden Sie sich bei Ihrem Konto an oder erstellen Sie ein neues.",
  forgotPassword: "Passwort vergessen?",
  title: "Willkommen",
  signIn: "Anmelden",
  signUp: "Konto erstellen",
  email: "E-Mail",
  password: "Passwort",
  hint: "Mindestens 8 Zeichen. Am besten ein langer Passsatz.",
  signingIn: "Anmeldung läuft…",
  create: "Mein Konto erstellen",
  creating: "Konto wird erstellt…",
  successTitle: "Geschafft!",
  successText: "Schauen Sie in Ihr E-Mail-Postfach, um Ihr Konto zu bestätigen.",
  errorTitle: "Fehler",
  unreachable: "Der Server antwortet nicht. Bitte versuchen Sie es noch einmal.",
  errors: {
    INVALID_EMAIL_OR_PASSWORD: "E-Mail oder Passwort ist falsch.",
    INVALID_EMAIL: "Ungültige E-Mail-Adresse.",
    INVALID_PASSWORD: "Falsches Passwort.",
    EMAIL_NOT_VERIFIED: "Bestätigen Sie zuerst Ihre Adresse: Den Link haben wir Ihnen per E-Mail gesendet.",
    USER_ALREADY_EXISTS: "Mit dieser Adresse gibt es bereits ein Konto.",
    PASSWORD_TOO_SHORT: "Passwort zu kurz: mindestens 8 Zeichen.",
    PASSWORD_TOO_LONG: "Passwort zu lang: höchstens 128 Zeichen.",
  },
  tooManyRequests: (seconds) =>
    seconds
      ? `Zu viele Versuche. Bitte versuchen Sie es in ${seconds} Sekunden noch einmal.`
      : "Zu viele Versuche. Bitte versuchen Sie es später noch einmal.",
};

/** /auth on SwissHack in Italian (it-CH). */
export const AUTH_COPY_IT: AuthCopy = {
  pageTitle: "Accesso – SwissHack",
  pageDescription: "Acceda al suo account o ne crei uno nuovo.",
  forgotPassword: "Password dimenticata?",
  title: "Benvenuti",
  signIn: "Accedere",
  signUp: "Creare un account",
  email: "E-mail",
  password: "Password",
  hint: "Almeno 8 caratteri. L'ideale è una lunga frase segreta.",
  signingIn: "Accesso in corso…",
  create: "Creare il mio account",
  creating: "Creazione dell'account…",
  successTitle: "Fatto!",
  successText: "Controlli la sua casella e-mail per confermare l'account.",
  errorTitle: "Errore",
  unreachable: "Il server non risponde. Riprovi.",
  errors: {
    INVALID_EMAIL_OR_PASSWORD: "E-mail o password errata.",
    INVALID_EMAIL: "Indirizzo e-mail non valido.",
    INVALID_PASSWORD: "Password errata.",
    EMAIL_NOT_VERIFIED: "Confermi prima il suo indirizzo: le abbiamo inviato il link per e-mail.",
    USER_ALREADY_EXISTS: "Esiste già un account con questo indirizzo.",
    PASSWORD_TOO_SHORT: "Password troppo corta: almeno 8 caratteri.",
    PASSWORD_TOO_LONG: "Password troppo lunga: al massimo 128 caratteri.",
  },
  tooManyRequests: (seconds) =>
    seconds ? `Troppi tentativi. Riprovi tra ${seconds} secondi.` : "Troppi tentativi. Riprovi più tardi.",
};
