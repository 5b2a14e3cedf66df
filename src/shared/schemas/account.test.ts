import { describe, expect, it } from "vitest";
import { accountNameFromEmail, accountNameSchema } from "./account";

describe("accountNameFromEmail", () => {
  it("gives the sign-up page a name the account schema accepts, from any address (issue 54, 7)", () => {
    expect(accountNameFromEmail("jean.dupont@example.ch")).toBe("jean dupont");
    expect(accountNameFromEmail("a_b+news@example.ch")).toBe("a b news");
    for (const email of ["jean.dupont@example.ch", "www.example.com@example.ch", "...@example.ch", "x@y"]) {
      expect(accountNameSchema.safeParse(accountNameFromEmail(email)).success, email).toBe(true);
    }
  });
});
