// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceAuthChange, useSessionUser } from "./session";
import { mountTestRoot } from "./test-root";

function Who({ label }: { label: string }) {
  const user = useSessionUser();
  return (
    <p>
      {label}: {user?.email ?? "nobody"}
    </p>
  );
}

const sessionOf = (email: string) =>
  new Response(JSON.stringify({ user: { id: "u1", email, name: "Léa" } }), {
    headers: { "content-type": "application/json" },
  });

describe("useSessionUser", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    mounted = mountTestRoot();
  });
  afterEach(() => {
    mounted.unmount();
    vi.unstubAllGlobals();
  });

  it("asks the server once for every part of the page that shows who is signed in, and again after a sign-in", async () => {
    fetchMock.mockImplementation(async () => sessionOf("lea@example.com"));
    await act(async () =>
      mounted.root.render(
        <>
          <Who label="menu" />
          <Who label="mobile menu" />
          <Who label="tracker" />
        </>,
      ),
    );
    expect(mounted.container.textContent).toBe(
      "menu: lea@example.commobile menu: lea@example.comtracker: lea@example.com",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => sessionOf("marc@example.com"));
    await act(async () => announceAuthChange());
    expect(mounted.container.textContent).toContain("tracker: marc@example.com");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
