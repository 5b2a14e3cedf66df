import { AUTH_COPY_FR_CA } from "./auth-copy-fr-ca";
import { AUTH_COPY_DE, AUTH_COPY_FR, AUTH_COPY_IT } from "./auth-copy-swisshack";
import type { AuthLanguage } from "./auth-destination";

/** SPEC's English texts of /auth (OptimAIte's); the source every other language repeats key for key. */
export const AUTH_COPY_EN = {
  pageTitle: "Sign In – OptimAIte",
  pageDescription: "Sign in to your account or create one.",
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

export type AuthCopy = typeof AUTH_COPY_EN;

/** /auth in the visitor's language: SPEC's English or Quebec French on OptimAIte, French, German or Italian on SwissHack. */
export const AUTH_COPY: Record<AuthLanguage, AuthCopy> = {
  en: AUTH_COPY_EN,
  "fr-CA": AUTH_COPY_FR_CA,
  fr: AUTH_COPY_FR,
  de: AUTH_COPY_DE,
  it: AUTH_COPY_IT,
};
