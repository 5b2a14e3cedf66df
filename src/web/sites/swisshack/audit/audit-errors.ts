import type { SwissHackCatalogue } from "~/i18n/catalogues/swisshack-fr";
import { fillMessage } from "~/i18n/translation";
import { ApiError } from "~/lib/api-client";

export type SubmitErrors = SwissHackCatalogue["ui"]["errors"];

/** "réessayez dans 3 minutes" from the server's wait, rounded up to the minute above one minute. */
function retryWhen(errors: SubmitErrors, seconds: number | undefined): string {
  if (!seconds) return errors.waitFew;
  if (seconds < 60) return fillMessage(errors.waitSeconds, { seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes > 1 ? fillMessage(errors.waitMinutes, { minutes }) : errors.waitMinute;
}

/** A sentence for a failed submission in the page's language; the form keeps what was typed so the person can retry. */
export function submitError(errors: SubmitErrors, error: unknown): string {
  if (!(error instanceof ApiError)) return errors.unexpected;
  if (error.status === 0) return errors.offline;
  if (error.status === 400) return errors.invalid;
  if (error.status === 429) return fillMessage(errors.tooMany, { wait: retryWhen(errors, error.retryAfterSeconds) });
  if (error.status === 503) return errors.unavailable;
  return errors.server;
}
