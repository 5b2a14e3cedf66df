import { describe, expect, it } from "vitest";
import { askNewPassword } from "./ask-new-password";

/** A terminal where the person types `answers` in turn; `questions` records what was asked. */
function typing(...answers: string[]) {
  const questions: string[] = [];
  const ask = async (question: string) => {
    questions.push(question);
    return answers.shift() ?? "";
  };
  return { ask, questions };
}

const options = {
  question: "Password: ",
  check: (password: string) => (password.length < 8 ? "The password needs at least 8 characters" : undefined),
};

describe("askNewPassword", () => {
  it("asks twice and returns the password typed the same both times", async () => {
    const terminal = typing("a long passphrase", "a long passphrase");
    await expect(askNewPassword(terminal.ask, options)).resolves.toBe("a long passphrase");
    expect(terminal.questions).toEqual(["Password: ", "Type it again: "]);
  });

  it("refuses two passwords that differ", async () => {
    await expect(askNewPassword(typing("a long passphrase", "a long passphrass").ask, options)).rejects.toThrow(
      "The two passwords differ",
    );
  });

  it("says what is wrong with the first before asking again", async () => {
    const terminal = typing("short", "short");
    await expect(askNewPassword(terminal.ask, options)).rejects.toThrow("at least 8 characters");
    expect(terminal.questions).toEqual(["Password: "]);
  });
});
