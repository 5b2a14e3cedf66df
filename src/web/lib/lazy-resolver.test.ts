import type { Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Form = { email: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;
const REFUSED: ResolverResult<Form, Form> = {
  values: {},
  errors: { email: { type: "too_small", message: "Veuillez indiquer votre e-mail" } },
};
const refusesEmpty: Resolver<Form, unknown, Form> = async (values) => (values.email ? { values, errors: {} } : REFUSED);

describe("a resolver whose schema loads on first use", () => {
  it("loads once, on preload or on the first check, and checks as the schema does", async () => {
    const load = vi.fn(async () => refusesEmpty);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    const refused = await resolver({ email: "" }, undefined, OPTIONS);
    expect(refused.errors.email?.message).toBe("Veuillez indiquer votre e-mail");
    expect((await resolver({ email: "lea@example.com" }, undefined, OPTIONS)).values).toEqual({
      email: "lea@example.com",
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets the form go to the server, which checks it too, when the schema cannot be downloaded, and tries again next time", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Form, unknown, Form>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(refusesEmpty);
    const resolver = lazyResolver<Form, Form>(load);
    expect(await resolver({ email: "" }, undefined, OPTIONS)).toEqual({ values: { email: "" }, errors: {} });
    expect((await resolver({ email: "" }, undefined, OPTIONS)).errors.email).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
