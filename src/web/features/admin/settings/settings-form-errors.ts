import type { SETTINGS_WORDS } from "./settings-words";

type Errors = (typeof SETTINGS_WORDS)["fr"]["errors"];

/**
 * One message per field from the schema's issues (the form's own check, or the server's answer): the field is the
 * detail's or the figure's name ("details.ide" → "ide"), the message the schema's key, in the admin's language.
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  words: Errors,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
    const field = (path[0] === "details" || path[0] === "figures" ? path[1] : path[0]) ?? "form";
    errors[field] ??= words[issue.message] ?? words.other ?? issue.message;
  }
  return errors;
}
