import type { AuthCopy } from "./auth-copy-en";

/** /auth on OptimAIte in Quebec French (fr-CA): courriel, a no-break space before ":", none before ? and !. */
export const AUTH_COPY_FR_CA: AuthCopy = {
  pageTitle: "Connexion – OptimAIte",
  pageDescription: "Connectez-vous à votre compte ou créez-en un.",
  forgotPassword: "Mot de passe oublié?",
  title: "Bienvenue",
  signIn: "Se connecter",
  signUp: "Créer un compte",
  email: "Courriel",
  password: "Mot de passe",
  hint: "Au moins 8 caractères. Une longue phrase de passe est idéale.",
  signingIn: "Connexion…",
  create: "Créer mon compte",
  creating: "Création du compte…",
  successTitle: "C'est fait!",
  successText: "Consultez votre boîte de réception pour confirmer votre compte.",
  errorTitle: "Erreur",
  unreachable: "Le serveur ne répond pas. Veuillez réessayer.",
  errors: {
    INVALID_EMAIL_OR_PASSWORD: "Courriel ou mot de passe incorrect.",
    INVALID_EMAIL: "Adresse courriel invalide.",
    INVALID_PASSWORD: "Mot de passe incorrect.",
    EMAIL_NOT_VERIFIED: "Confirmez d'abord votre adresse\u00a0: le lien vous a été envoyé par courriel.",
    USER_ALREADY_EXISTS: "Un compte existe déjà avec cette adresse.",
    PASSWORD_TOO_SHORT: "Mot de passe trop court\u00a0: au moins 8\u00a0caractères.",
    PASSWORD_TOO_LONG: "Mot de passe trop long\u00a0: au plus 128\u00a0caractères.",
  },
  tooManyRequests: (seconds) =>
    seconds
      ? `Trop de tentatives. Veuillez réessayer dans ${seconds}\u00a0secondes.`
      : "Trop de tentatives. Veuillez réessayer plus tard.",
};
