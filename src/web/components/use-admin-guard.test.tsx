// @vitest-environment jsdom
import { act } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountTestRoot } from "~/lib/test-root";
import { useAdminGuard } from "./use-admin-guard";

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("./ui/toaster", () => ({ notifyError: toasts.error }));

function Guarded() {
  const admin = useAdminGuard();
  return <p>{admin ? "in" : "waiting"}</p>;
}

const sessionOf = (user: object) =>
  new Response(JSON.stringify({ user }), { headers: { "content-type": "application/json" } });

describe("the admin guard turning away a signed-in account without the admin role", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  const fetchMock = vi.fn();
  beforeEach(() => {
    toasts.error.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    mounted = mountTestRoot();
  });
  afterEach(() => {
    mounted.unmount();
    vi.unstubAllGlobals();
  });

  const visit = async (user: object) => {
    fetchMock.mockResolvedValue(sessionOf({ id: "u1", email: "lea@example.com", name: "Léa", ...user }));
    await act(async () =>
      mounted.root.render(
        <MemoryRouter initialEntries={["/admin"]}>
          <Guarded />
        </MemoryRouter>,
      ),
    );
  };

  it("says so in French by default", async () => {
    await visit({ role: "user", adminLanguage: null });
    expect(toasts.error).toHaveBeenCalledWith("Accès refusé", "Votre compte n'a pas les droits d'administration.");
  });

  it("says so in the specification's English to an account that chose English", async () => {
    await visit({ role: "user", adminLanguage: "en" });
    expect(toasts.error).toHaveBeenCalledWith("Access Denied", "You don't have admin privileges.");
  });

  it("says a failed session read in French", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    await act(async () =>
      mounted.root.render(
        <MemoryRouter initialEntries={["/admin"]}>
          <Guarded />
        </MemoryRouter>,
      ),
    );
    expect(toasts.error).toHaveBeenCalledWith("Erreur", "La session n'a pas pu être lue. Réessayez dans un instant.");
  });
});
