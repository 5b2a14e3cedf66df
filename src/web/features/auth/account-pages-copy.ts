import { ApiError } from "~/lib/api-client";
import type { AuthLanguage } from "./auth-destination";

/** The words of /verify-email and /reset-password, English (OptimAIte's, and the default) first. */
const EN = {
  verify: {
    title: "Confirm your email address",
    description: "Confirm the email address of your account.",
    intro: "Confirm that this address is yours to activate your account.",
    confirm: "Confirm my email address",
    confirming: "Confirming…",
    confirmed: "Your address is confirmed.",
    noToken: "This link has no confirmation code: open the link from the email again.",
    /** The server's 400: the link's token is unknown or expired. */
    invalidLink: "This confirmation link is invalid or has expired. Sign up again to get a new one.",
  },
  reset: {
    title: "Reset your password",
    description: "Choose a new password for your account.",
    newPassword: "New password (8 to 128 characters)",
    setPassword: "Set my new password",
    passwordSet: "Your password is changed and every browser was signed out. You can sign in now.",
    email: "Email",
    sendLink: "Send me a reset link",
    linkSent: "If an account uses this address, a reset link is on its way to it.",
    invalidLink: "This reset link is invalid or has expired. Ask for a new one on this page.",
  },
  signIn: "Sign in",
  backToSignIn: "Back to sign in",
  unreachable: "The server could not be reached. Please try again.",
  tooMany: "Too many attempts. Please try again in a few minutes.",
  failed: "Something went wrong. Please try again.",
};

export type AccountPagesCopy = typeof EN;

const FR: AccountPagesCopy = {
  verify: {
    title: "Confirmez votre adresse e-mail",
    description: "Confirmez l'adresse e-mail de votre compte.",
    intro: "Confirmez que cette adresse est bien la vôtre pour activer votre compte.",
    confirm: "Confirmer mon adresse e-mail",
    confirming: "Confirmation…",
    confirmed: "Votre adresse est confirmée.",
    noToken: "Ce lien ne contient pas de code de confirmation : rouvrez le lien reçu par e-mail.",
    invalidLink:
      "Ce lien de confirmation n'est pas valable ou a expiré. Créez à nouveau votre compte pour en recevoir un autre.",
  },
  reset: {
    title: "Réinitialiser votre mot de passe",
    description: "Choisissez un nouveau mot de passe pour votre compte.",
    newPassword: "Nouveau mot de passe (8 à 128 caractères)",
    setPassword: "Enregistrer mon nouveau mot de passe",
    passwordSet:
      "Votre mot de passe est changé et tous les navigateurs ont été déconnectés. Vous pouvez vous connecter.",
    email: "E-mail",
    sendLink: "M'envoyer un lien de réinitialisation",
    linkSent: "Si un compte utilise cette adresse, un lien de réinitialisation est en route vers elle.",
    invalidLink: "Ce lien de réinitialisation n'est pas valable ou a expiré. Demandez-en un nouveau sur cette page.",
  },
  signIn: "Se connecter",
  backToSignIn: "Retour à la connexion",
  unreachable: "Le serveur ne répond pas. Veuillez réessayer.",
  tooMany: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  failed: "Une erreur est survenue. Veuillez réessayer.",
};

const DE: AccountPagesCopy = {
  verify: {
    title: "Bestätigen Sie Ihre E-Mail-Adresse",
    description: "Bestätigen Sie die E-Mail-Adresse Ihres Kontos.",
    intro: "Bestätigen Sie, dass diese Adresse Ihnen gehört, um Ihr Konto zu aktivieren.",
    confirm: "Meine E-Mail-Adresse bestätigen",
    confirming: "Wird bestätigt…",
    confirmed: "Ihre Adresse ist bestätigt.",
    noToken: "Diesem Link fehlt der Bestätigungscode: Öffnen Sie den Link aus der E-Mail noch einmal.",
    invalidLink:
      "Dieser Bestätigungslink ist ungültig oder abgelaufen. Erstellen Sie Ihr Konto noch einmal, um einen neuen zu erhalten.",
  },
  reset: {
    title: "Passwort zurücksetzen",
    description: "Wählen Sie ein neues Passwort für Ihr Konto.",
    newPassword: "Neues Passwort (8 bis 128 Zeichen)",
    setPassword: "Mein neues Passwort speichern",
    passwordSet: "Ihr Passwort ist geändert, und alle Browser wurden abgemeldet. Sie können sich jetzt anmelden.",
    email: "E-Mail",
    sendLink: "Link zum Zurücksetzen senden",
    linkSent: "Wenn ein Konto diese Adresse verwendet, ist ein Link zum Zurücksetzen unterwegs.",
    invalidLink:
      "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie auf dieser Seite einen neuen an.",
  },
  signIn: "Anmelden",
  backToSignIn: "Zurück zur Anmeldung",
  unreachable: "Der Server antwortet nicht. Bitte versuchen Sie es noch einmal.",
  tooMany: "Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten noch einmal.",
  failed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.",
};

const IT: AccountPagesCopy = {
  verify: {
    title: "Confermi il suo indirizzo e-mail",
    description: "Confermi l'indirizzo e-mail del suo account.",
    intro: "Confermi che questo indirizzo è suo per attivare l'account.",
    confirm: "Confermare il mio indirizzo e-mail",
    confirming: "Conferma in corso…",
    confirmed: "Il suo indirizzo è confermato.",
    noToken: "Questo link non contiene un codice di conferma: riapra il link ricevuto per e-mail.",
    invalidLink: "Questo link di conferma non è valido o è scaduto. Crei di nuovo l'account per riceverne uno nuovo.",
  },
  reset: {
    title: "Reimpostare la password",
    description: "Scelga una nuova password per il suo account.",
    newPassword: "Nuova password (da 8 a 128 caratteri)",
    setPassword: "Salvare la mia nuova password",
    passwordSet: "La password è cambiata e tutti i browser sono stati disconnessi. Ora può accedere.",
    email: "E-mail",
    sendLink: "Inviatemi un link per reimpostarla",
    linkSent: "Se un account usa questo indirizzo, un link per reimpostare la password è in arrivo.",
    invalidLink:
      "Questo link per reimpostare la password non è valido o è scaduto. Ne chieda uno nuovo in questa pagina.",
  },
  signIn: "Accedere",
  backToSignIn: "Tornare all'accesso",
  unreachable: "Il server non risponde. Riprovi.",
  tooMany: "Troppi tentativi. Riprovi tra qualche minuto.",
  failed: "Qualcosa non ha funzionato. Riprovi.",
};

/** OptimAIte's Quebec French: courriel, a no-break space before ":". */
const FR_CA: AccountPagesCopy = {
  verify: {
    title: "Confirmez votre adresse courriel",
    description: "Confirmez l'adresse courriel de votre compte.",
    intro: "Confirmez que cette adresse est bien la vôtre pour activer votre compte.",
    confirm: "Confirmer mon adresse courriel",
    confirming: "Confirmation…",
    confirmed: "Votre adresse est confirmée.",
    noToken: "Ce lien ne contient pas de code de confirmation\u00a0: ouvrez de nouveau le lien reçu par courriel.",
    invalidLink:
      "Ce lien de confirmation n'est pas valide ou a expiré. Créez votre compte de nouveau pour en recevoir un autre.",
  },
  reset: {
    title: "Réinitialiser votre mot de passe",
    description: "Choisissez un nouveau mot de passe pour votre compte.",
    newPassword: "Nouveau mot de passe (8 à 128\u00a0caractères)",
    setPassword: "Enregistrer mon nouveau mot de passe",
    passwordSet:
      "Votre mot de passe est changé et tous les navigateurs ont été déconnectés. Vous pouvez maintenant vous connecter.",
    email: "Courriel",
    sendLink: "M'envoyer un lien de réinitialisation",
    linkSent: "Si un compte utilise cette adresse, un lien de réinitialisation vient d'y être envoyé.",
    invalidLink: "Ce lien de réinitialisation n'est pas valide ou a expiré. Demandez-en un nouveau sur cette page.",
  },
  signIn: "Se connecter",
  backToSignIn: "Retour à la connexion",
  unreachable: "Le serveur ne répond pas. Veuillez réessayer.",
  tooMany: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  failed: "Une erreur s'est produite. Veuillez réessayer.",
};

export const ACCOUNT_PAGES_COPY: Record<AuthLanguage, AccountPagesCopy> = {
  en: EN,
  "fr-CA": FR_CA,
  fr: FR,
  de: DE,
  it: IT,
};

/** A refused request in the page's language, by its status: never the server's own (English) words. */
export function accountFailure(copy: AccountPagesCopy, invalidLink: string, failure: unknown): string {
  if (!(failure instanceof ApiError) || failure.status === 0) return copy.unreachable;
  if (failure.status === 400) return invalidLink;
  if (failure.status === 429) return copy.tooMany;
  return copy.failed;
}
