import { singleLine } from "../../shared/schemas/text";

/**
 * A name as the visitor typed it, set apart in quotes so that whatever it says reads as their words, not ours.
 * singleLine again for rows stored before names were collapsed.
 */
export function quotedName(name: string, language: "fr" | "en"): string {
  const oneLine = singleLine(name);
  return language === "fr" ? `« ${oneLine} »` : `"${oneLine}"`;
}
