/** An issue as zod reports it (a path of keys) or as the API's error answer carries it ("tags.2"). */
export interface FieldIssue {
  path: readonly PropertyKey[] | string;
  message: string;
}

/**
 * One message per field, the first of its issues; a field is its path's first key ("tags.2" counts as "tags"),
 * renamed when the form shows it under another name, "form" when the issue names none.
 */
export function firstMessagePerField(
  issues: readonly FieldIssue[],
  renamed: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
    const field = path[0] ?? "form";
    messages[renamed[field] ?? field] ??= issue.message;
  }
  return messages;
}
