import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorableText, storableString } from "./storable";
import { personName, singleLine } from "./text";

describe("isStorableText", () => {
  it.each([
    ["plain", true],
    ["emoji 😀 pair", true],
    ["NUL \u0000 inside", false],
    ["lone high \uD83D end", false],
    ["\uDE00 lone low first", false],
    ["reversed \uDE00\uD83D pair", false],
  ])("%j → %s", (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });

  it("agrees with String.prototype.isWellFormed on any UTF-16 string without NUL", () => {
    const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const withoutNul = value.replaceAll("\u0000", "");
        expect(isStorableText(withoutNul)).toBe(isWellFormed(withoutNul));
      }),
    );
  });
});

describe("storableString", () => {
  it("refuses NUL and lone surrogates, keeps chaining", () => {
    const schema = storableString().trim().max(5);
    expect(schema.parse("  ab ")).toBe("ab");
    expect(schema.safeParse("a\u0000").success).toBe(false);
    expect(schema.safeParse("a\uD800").success).toBe(false);
  });
});

describe("singleLine and personName", () => {
  it("collapses line breaks, controls and bidi overrides into single spaces", () => {
    expect(singleLine(" there,\r\n\nYour account\u2028has\tbeen \u202Esuspended ")).toBe(
      "there, Your account has been suspended",
    );
  });

  it("gives names without any control character, of at most max characters", () => {
    const schema = personName(20, { required: "required", tooLong: "too long", webAddress: "web address" });
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        const result = schema.safeParse(value);
        if (result.success) {
          expect(result.data).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
          expect(result.data.length).toBeLessThanOrEqual(20);
          expect(isStorableText(result.data)).toBe(true);
        }
      }),
    );
    expect(schema.safeParse(" \n ").error?.issues[0]?.message).toBe("required");
  });

  /** Names the schema refuses as web addresses, and names it keeps. */
  const expectWebAddressVerdicts = (refused: string[], kept: string[]) => {
    const schema = personName(120, { required: "required", tooLong: "too long", webAddress: "web address" });
    for (const name of refused) expect(schema.safeParse(name).error?.issues[0]?.message, name).toBe("web address");
    for (const name of kept) expect(schema.safeParse(name).success, name).toBe(true);
  };

  it("refuses a name that reads as a web address, keeps initials and titles (issue 29, item 1)", () => {
    expectWebAddressVerdicts(
      [
        "Security team: renew at https://optimaite-billing.example/pay",
        "renew at optimaite-billing.example",
        "see www.example",
        "Pay at billing.example/now",
      ],
      ["J. R. R. Tolkien", "Dr. Ada Lovelace", "Léa Müller-Dubois", "D'Arcy O’Neil"],
    );
  });

  it("refuses a dotted host followed by a dot, or written with another script's full stop (issue 40, item 11)", () => {
    expectWebAddressVerdicts(
      [
        "Visit evil.example.",
        "evil.example.",
        "evil。example",
        "evil．example",
        "evil｡example",
        "Go to evil.example, now",
        "evil.example!",
        "(evil.example)",
      ],
      ["J.R.R. Tolkien", "Anne-Marie D. Smith", "Ada L.", "St. John Rivers", "Mary-Jo O'Brien Jr."],
    );
  });

  it("sees through invisible characters and the look-alike dots U+2024 and U+FE52 (issue 54, 6)", () => {
    expectWebAddressVerdicts(
      [
        "evil\u200b.example",
        "evil.\u200bexample",
        "evil\u200c.\u200dexample",
        "evil\u2060.example",

        "evil\u00ad.example",
        "evil\u2024example",
        "evil\ufe52example",
        "see www\u2024example",
      ],
      ["J.R.R. Tolkien", "\u0645\u0647\u200c\u0646\u0627\u0632 \u0631\u0636\u0627\u06cc\u06cc", "Ada\u2024L"],
    );
  });
});
