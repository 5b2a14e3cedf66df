import { ApiError } from "~/lib/api-client";

/** "réessayez dans 3 minutes" from the server's wait, rounded up to the minute above one minute. */
function retryWhen(seconds: number | undefined): string {
  if (!seconds) return "réessayez dans quelques minutes";
  if (seconds < 60) return `réessayez dans ${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return `réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}`;
}

/** A French sentence for a failed submission; the form keeps what was typed so the person can retry. */
export function frenchSubmitError(error: unknown): string {
  if (!(error instanceof ApiError))
    return "Une erreur inattendue s'est produite. Vos réponses sont conservées : réessayez.";
  if (error.status === 0)
    return "Connexion impossible. Vérifiez votre connexion internet et réessayez : vos réponses sont conservées.";
  if (error.status === 400) return "Certaines réponses sont à corriger : voir les champs en rouge.";
  if (error.status === 429)
    return `Trop de demandes. Vos réponses sont conservées : ${retryWhen(error.retryAfterSeconds)}.`;
  if (error.status === 503)
    return "Service momentanément indisponible. Rien n'a été perdu : réessayez dans un instant.";
  return "Le serveur a rencontré un problème. Vos réponses sont conservées : réessayez dans un instant.";
}
