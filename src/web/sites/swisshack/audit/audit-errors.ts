import { ApiError } from "~/lib/api-client";

/** A French sentence for a failed submission; the form keeps what was typed so the person can retry. */
export function frenchSubmitError(error: unknown): string {
  if (!(error instanceof ApiError))
    return "Une erreur inattendue s'est produite. Vos réponses sont conservées : réessayez.";
  if (error.status === 0)
    return "Connexion impossible. Vérifiez votre connexion internet et réessayez : vos réponses sont conservées.";
  if (error.status === 400) return "Certaines réponses sont à corriger : voir les champs en rouge.";
  if (error.status === 429) return "Trop de demandes depuis votre connexion. Réessayez dans quelques minutes.";
  if (error.status === 503)
    return "Service momentanément indisponible. Rien n'a été perdu : réessayez dans un instant.";
  return "Le serveur a rencontré un problème. Vos réponses sont conservées : réessayez dans un instant.";
}
