import type { SiteId } from "../../../shared/routes";

const ENGLISH = {
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
};

/** /auth in each site's language: SPEC's English texts on OptimAIte, their French on SwissHack. */
export const AUTH_COPY: Record<SiteId, typeof ENGLISH> = {
  optimaite: ENGLISH,
  swisshack: {
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
  },
};
