// @vitest-environment jsdom

import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthPage } from "~/features/auth/auth-page";
import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { VerifyEmailPage } from "~/features/auth/verify-email-page";
import { meta as authMeta } from "~/routes/auth";
import { meta as resetMeta } from "~/routes/reset-password";
import { meta as verifyMeta } from "~/routes/verify-email";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

function close() {
  act(() => root?.unmount());
  root = undefined;
}

function open(url: string, page: ReactNode) {
  const element = document.createElement("div");
  document.body.append(element);
  root = createRoot(element);
  act(() => root?.render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>));
}

/** Where the header's brand leads; the header lists no links, so it has no (empty) navigation landmark. */
function headerBrandHome() {
  expect(document.querySelector("header nav")).toBeNull();
  return document.querySelector("header a")?.getAttribute("href");
}
const headTags = (key: string) => [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)];
const head = (key: string) => headTags(key).map((tag) => tag.getAttribute("content"));

beforeEach(() => {
  // Nobody is signed in.
  vi.stubGlobal("fetch", async () => new Response("null", { status: 401 }));
});

afterEach(() => {
  close();
  document.body.replaceChildren();
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("the account pages in the visitor's language", () => {
  it("lead home to the German pages and describe a German confirmation page in German, as SwissHack's", () => {
    open("/verify-email?token=abc&site=swisshack&lang=de", <VerifyEmailPage />);
    expect(headerBrandHome()).toBe("/de");
    expect(document.title).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    expect(head("og:title")).toEqual(["Bestätigen Sie Ihre E-Mail-Adresse"]);
    expect(head("og:description")).toEqual(["Bestätigen Sie die E-Mail-Adresse Ihres Kontos."]);
    expect(head("description")).toEqual(["Bestätigen Sie die E-Mail-Adresse Ihres Kontos."]);
    expect(head("og:locale")).toEqual(["de_CH"]);
    expect(head("og:site_name")).toEqual(["SwissHack"]);
  });

  it("say an Italian reset page in Italian", () => {
    open("/reset-password?site=swisshack&lang=it", <ResetPasswordPage />);
    expect(headerBrandHome()).toBe("/it");
    expect(head("og:title")).toEqual(["Reimpostare la password"]);
    expect(head("og:description")).toEqual(["Scelga una nuova password per il suo account."]);
    expect(head("og:locale")).toEqual(["it_CH"]);
  });

  it("say OptimAIte's sign-in in Quebec French, and SwissHack's in Swiss French", () => {
    open("/auth?site=optimaite&lang=fr-CA", <AuthPage />);
    expect(headerBrandHome()).toBe("/fr/optimaite");
    expect(head("og:title")).toEqual(["Connexion – OptimAIte"]);
    expect(head("og:description")).toEqual(["Connectez-vous à votre compte ou créez-en un."]);
    expect(head("og:locale")).toEqual(["fr_CA"]);
    close();

    open("/auth?site=swisshack&lang=fr", <AuthPage />);
    expect(head("og:title")).toEqual(["Connexion – SwissHack"]);
    expect(head("og:locale")).toEqual(["fr_CH"]);
  });

  it("stay in OptimAIte's English for a visitor from nowhere", () => {
    open("/auth", <AuthPage />);
    expect(headerBrandHome()).toBe("/optimaite");
    expect(head("og:title")).toEqual(["Sign In – OptimAIte"]);
    expect(head("og:locale")).toEqual(["en_US"]);
  });

  it.each([
    ["/auth", authMeta],
    ["/verify-email", verifyMeta],
    ["/reset-password", resetMeta],
  ])("leave the words to the page: %s's route gives only noindex and the canonical link", (path, meta) => {
    const tags = meta().map((tag) => JSON.stringify(tag));
    expect(tags).toContain(JSON.stringify({ name: "robots", content: "noindex, nofollow" }));
    expect(tags.join()).toContain(`${path}"`);
    expect(tags.join()).not.toMatch(/"title"|"description"|og:title|og:description|og:locale|twitter:title/);
  });
});
