/** The Swiss business identification number (IDE/UID) as written: "CHE-123.456.789". */
export const IDE_FORMAT = /^CHE-(\d{3})\.(\d{3})\.(\d{3})$/;

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/**
 * True when the number has the official form and its last digit is the mod-11 check digit of the first eight
 * (weights 5,4,3,2,7,6,5,4; 11 - sum mod 11, where 11 is 0 and 10 never occurs in an issued number).
 */
export function isValidIde(value: string): boolean {
  const match = IDE_FORMAT.exec(value.trim());
  if (!match) return false;
  const digits = match.slice(1).join("").split("").map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digits[8];
}
