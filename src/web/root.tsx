import { accountLanguageTag, accountLocale } from "@shared/i18n/account-language";
import { LANGUAGE_TAGS } from "@shared/i18n/locales";
import { pageLanguageOf } from "@shared/i18n/paths";
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "@shared/routes";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { RecordEarlyInput, ReplayEarlyInput } from "./components/hydration/early-input";
import { InlineStylesheet } from "./components/inline-stylesheet";
import { Toaster } from "./components/ui/toaster";
import { useAccountBrand } from "./features/auth/use-account-brand";
import { FloatingWidget } from "./features/chat-widget/floating-widget";
import { SuggestLanguageEarly } from "./features/language-suggestion/suggest-early";
import { AccountPageLanguageProvider } from "./i18n/account-page-language";
import {
  CatalogueProvider,
  chosenCatalogue,
  type DataCatalogue,
  DataCatalogueProvider,
  usePageCatalogue,
} from "./i18n/catalogue-context";
import { SITE_ICONS } from "./lib/site-icon";

const DeferredFeatures = lazy(() => import("./deferred-features"));

const ACCOUNT_PAGES = ["/auth", VERIFY_EMAIL_PATH, RESET_PASSWORD_PATH];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The account pages take the brand and language of the site the visitor (or the email) came from; every other
  // page those of its path.
  const language = pageLanguageOf(pathname);
  const accountPage = ACCOUNT_PAGES.includes(pathname);
  const account = useAccountBrand(accountPage);
  const site = accountPage ? account.site : language.site;
  const tag = accountPage
    ? accountLanguageTag(account.language)
    : (LANGUAGE_TAGS[site][language.locale] ?? language.locale);
  const accountLanguage = useMemo(
    () =>
      accountPage ? { site: account.site, locale: accountLocale(account.language), basePath: pathname } : undefined,
    [accountPage, account.site, account.language, pathname],
  );
  return (
    <html lang={tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site === "swisshack" ? "#c8102e" : "#1d4ed8"} />
        {/* One icon, the site's: with the other brand's declared too, the browser downloaded both. */}
        <link rel="icon" href={SITE_ICONS[site]} type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStylesheet />
        <RecordEarlyInput />
        <SuggestLanguageEarly />
      </head>
      <body data-site={site}>
        <AccountPageLanguageProvider value={accountLanguage}>{children}</AccountPageLanguageProvider>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
        <ReplayEarlyInput />
      </body>
    </html>
  );
}

export default function App() {
  const routeCatalogue = usePageCatalogue(useMatches());
  // A private link's page may say its language only once its data is loaded (useLanguageFromData).
  const [dataCatalogue, setDataCatalogue] = useState<DataCatalogue>();
  const catalogue = chosenCatalogue(routeCatalogue, dataCatalogue, useLocation().pathname);
  return (
    <DataCatalogueProvider value={setDataCatalogue}>
      <CatalogueProvider value={catalogue}>
        <Outlet />
        <FloatingWidget />
        <AfterHydration>
          <DeferredFeatures />
        </AfterHydration>
      </CatalogueProvider>
    </DataCatalogueProvider>
  );
}

/** Renders its children once the page has hydrated (nothing in the prerendered HTML, nothing to hydrate). */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground" role="status">
      Loading…
    </div>
  );
}

/** SPEC: an unexpected failure shows the generic fallback. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      {detail && <p className="text-muted-foreground">{detail}</p>}
      <a className="font-semibold text-primary underline" href="/">
        Go Home
      </a>
    </main>
  );
}
