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
