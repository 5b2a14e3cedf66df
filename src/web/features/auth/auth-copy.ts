import type { SiteId } from "../../../shared/routes";

const ENGLISH = {
  pageTitle: "Sign In – OptimAIte",
  forgotPassword: "Forgot your password?",
  title: "Welcome",
  signIn: "Sign In",
  signUp: "Sign Up",
  email: "Email",
  password: "Password",
  hint: "At least 8 characters. A long passphrase is best.",
  signingIn: "Signing in...",
  create: "Create Account",
  creating: "Creating account...",
  successTitle: "Success!",
  successText: "Please check your email to confirm your account.",
  errorTitle: "Error",
  unreachable: "The server could not be reached. Please try again.",
  /** The server's refusals, by better-auth's error code; anything else keeps the server's own (English) text. */
  errors: {} as Record<string, string>,
  tooManyRequests: (seconds: number | null) =>
    seconds
      ? `Too many attempts. Please try again in ${seconds} seconds.`
      : "Too many requests. Please try again later.",
};

/** /auth in each site's language: SPEC's English texts on OptimAIte, their French on SwissHack. */
export const AUTH_COPY: Record<SiteId, typeof ENGLISH> = {
  optimaite: ENGLISH,
  swisshack: {
    pageTitle: "Connexion – SwissHack",
    forgotPassword: "Mot de passe oublié ?",
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
  },
};
