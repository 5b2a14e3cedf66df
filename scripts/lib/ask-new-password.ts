/**
 * A new password typed twice, as a person expects when nothing shows what they type: a typo in the first would
 * otherwise become the password. `check` says what is wrong with a password (undefined when it is fine).
 */
export async function askNewPassword(
  ask: (question: string) => Promise<string>,
  { question, check }: { question: string; check: (password: string) => string | undefined },
): Promise<string> {
  const password = await ask(question);
  const problem = check(password);
  if (problem) throw new Error(problem);
  const again = await ask("Type it again: ");
  if (again !== password) throw new Error("The two passwords differ: nothing was changed. Run the command again.");
  return password;
}
