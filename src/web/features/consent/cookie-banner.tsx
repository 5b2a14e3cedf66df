import { BANNER_DELAY_MS } from "@shared/consent";
import { localizedPath } from "@shared/i18n/paths";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { OPEN_COOKIE_SETTINGS_EVENT, takeCookieSettingsRequest } from "~/lib/cookie-settings";
import { usePageLanguage } from "../../i18n/catalogue-context";
import { useBannerKeepsFocusInView } from "./banner-focus";
import { consentCopyIn } from "./consent-copy";
import type { ConsentCopy } from "./consent-copy-fr";
import { globalPrivacyControl, saveConsent, storedConsent } from "./consent-storage";

type View = "hidden" | "banner" | "customise";

/**
 * The back office's pages: not tracked and setting no cookie but the session's, they show no banner (a marketing
 * site's words over French or English admin pages, decision 0044).
 */
const BACK_OFFICE = ["/admin", "/sitemap-manager"];
const inBackOffice = (pathname: string) =>
  BACK_OFFICE.some((path) => pathname === path || pathname.startsWith(`${path}/`));

// Three buttons side by side even at 320 px: their labels may wrap rather than push the page sideways.
const COMPACT_BUTTON = "px-2 leading-tight";

/**
 * SPEC section 4: hidden at start, shown after 1 s when no valid consent is stored; Accept all, Refuse, Customise
 * (essential locked on, analytics and marketing off by default: pre-ticked boxes are no consent, decision 0014),
 * Save or Back; closes after any choice. The footers' "cookie settings" links reopen it.
 */
export function CookieBanner() {
  const { site, locale } = usePageLanguage();
  const { pathname } = useLocation();
  const [copy, setCopy] = useState<ConsentCopy>();
  useEffect(() => {
    let current = true;
    void consentCopyIn(site, locale).then((words) => current && setCopy(words));
    return () => {
      current = false;
    };
  }, [site, locale]);
  const [view, setView] = useState<View>("hidden");
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [gpc, setGpc] = useState(false);
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  // How many times the page asked for the settings (a footer's "cookie settings"): each moves the focus into them.
  const [requested, setRequested] = useState(0);
  // What shows: nothing until the banner's words have loaded.
  const shownView: View = copy && !inBackOffice(pathname) ? view : "hidden";
  useBannerKeepsFocusInView(banner, shownView, requested);

  useEffect(() => {
    setGpc(globalPrivacyControl());
    const timer = storedConsent()
      ? undefined
      : setTimeout(() => setView((v) => (v === "hidden" ? "banner" : v)), BANNER_DELAY_MS);
    const reopen = () => {
      if (!takeCookieSettingsRequest()) return;
      const current = storedConsent();
      setAnalytics(current?.analytics ?? false);
      setMarketing(current?.marketing ?? false);
      setView("customise");
      setRequested((count) => count + 1);
    };
    reopen();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    };
  }, []);

  if (view === "hidden" || !copy || inBackOffice(pathname)) return null;
  const choose = (choice: Parameters<typeof saveConsent>[0]) => {
    saveConsent(choice);
    setView("hidden");
  };
  const back = () => setView(storedConsent() ? "hidden" : "banner");

  // A bar across a phone's bottom; on wider screens a card in the bottom-right corner, clear of the heroes' calls to
  // action (left-aligned), with the chat button above it.
  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      data-cookie-banner=""
      // Escape leaves the settings as their Back button does; the first visit's banner itself waits for a choice.
      onKeyDown={(event) => {
        if (event.key === "Escape" && view === "customise") back();
      }}
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-background p-3 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] sm:p-4 md:inset-x-auto md:bottom-4 md:right-4 md:max-w-md md:rounded-2xl md:border"
    >
      <h2 id={titleId} className="text-base font-bold">
        {copy.title}
      </h2>
      {view === "banner" ? (
        <>
          {/* Short and low on a phone: on sparse pages a long paragraph became the largest paint (LCP) a second late,
              and a tall banner covered the hero's buttons. */}
          <p className="mt-1 text-sm text-muted-foreground">
            {copy.text}{" "}
            <Link
              to={localizedPath(site === "swisshack" ? "/confidentialite" : "/privacy", site, locale)}
              className="font-medium text-foreground underline"
            >
              {copy.more}
            </Link>
          </p>
          {gpc && <p className="mt-2 rounded-md bg-muted p-2 text-sm">{copy.gpc}</p>}
          <div className="mt-3 grid grid-cols-3 gap-2">
            <Button className={COMPACT_BUTTON} onClick={() => choose("accept-all")}>
              {copy.accept}
            </Button>
            <Button className={COMPACT_BUTTON} onClick={() => choose("refuse")}>
              {copy.refuse}
            </Button>
            <Button
              variant="outline"
              className={COMPACT_BUTTON}
              data-banner-customise=""
              onClick={() => setView("customise")}
            >
              {copy.customise}
            </Button>
          </div>
        </>
      ) : (
        <div className="mt-3 space-y-4">
          {gpc && <p className="rounded-md bg-muted p-2 text-sm">{copy.gpc}</p>}
          <ConsentToggle label={copy.essential} text={copy.essentialText} checked disabled />
          <ConsentToggle
            label={copy.analytics}
            text={copy.analyticsText}
            checked={analytics && !gpc}
            disabled={gpc}
            onChange={setAnalytics}
          />
          <ConsentToggle
            label={copy.marketing}
            text={copy.marketingText}
            checked={marketing && !gpc}
            disabled={gpc}
            onChange={setMarketing}
          />
          <div className="flex gap-2">
            <Button onClick={() => choose({ analytics, marketing })}>{copy.save}</Button>
            <Button variant="outline" onClick={back}>
              {copy.back}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function ConsentToggle({
  label,
  text,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-xs text-muted-foreground">
          {text}
        </p>
      </div>
      {/* A native checkbox shown as a switch: no extra script on every page. */}
      <input
        id={id}
        type="checkbox"
        // The native checked state is the switch's state: aria-checked is not allowed on a checkbox (Nu checker).
        // biome-ignore lint/a11y/useAriaPropsForRole: the browser exposes the native checked state as aria-checked
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-text`}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
