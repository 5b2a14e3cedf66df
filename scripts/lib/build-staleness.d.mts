export function buildStaleness(
  stamp: { buildInputs?: string; builtAt: number } | null,
  buildInputs: string,
  newestSource: number,
): string | null;
