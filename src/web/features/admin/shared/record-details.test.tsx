// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mountTestRoot } from "~/lib/test-root";
import { AdminLanguageProvider } from "./admin-language";
import { RecordDetails } from "./record-details";

describe("a row's details dialog", () => {
  let mounted: ReturnType<typeof mountTestRoot>;
  beforeEach(() => {
    mounted = mountTestRoot();
  });
  afterEach(() => mounted.unmount());

  it("names its close button in French for a French admin", async () => {
    await act(async () =>
      mounted.root.render(
        <AdminLanguageProvider language="fr">
          <RecordDetails who="lea@example.com" row={{ id: 1 }} columns={[{ label: "Name", render: () => "Léa" }]} />
        </AdminLanguageProvider>,
      ),
    );
    await act(async () => (document.querySelector("button") as HTMLButtonElement).click());
    const dialog = document.querySelector("[role=dialog]");
    expect(dialog?.textContent).toContain("Détails de lea@example.com");
    const close = [...(dialog?.querySelectorAll("button") ?? [])].map((button) => button.textContent);
    expect(close).toContain("Fermer");
    expect(close).not.toContain("Close");
  });
});
