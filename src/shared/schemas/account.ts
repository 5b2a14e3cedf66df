import { personName } from "./text";

/** The OpenAPI document's bound on an account's name. */
export const ACCOUNT_NAME_MAX_LENGTH = 200;

/**
 * An account's name, as sign-up takes it and as every tracked visit of the account copies it: a person's name like
 * the forms' (one line, no web address), at most 200 characters.
 */
export const accountNameSchema = personName(ACCOUNT_NAME_MAX_LENGTH, {
  required: "Give a name",
  tooLong: `A name has at most ${ACCOUNT_NAME_MAX_LENGTH} characters`,
  webAddress: "A name cannot contain a web address",
});

/**
 * The name the sign-up page gives a new account (it asks for none): the email's local part, its separators as
 * spaces, so that "jean.dupont" reads as a name rather than a host name.
 */
export function accountNameFromEmail(email: string): string {
  const name = (email.split("@")[0] ?? "").replace(/[._+-]+/g, " ").trim();
  return accountNameSchema.safeParse(name).success ? name : "Member";
}
