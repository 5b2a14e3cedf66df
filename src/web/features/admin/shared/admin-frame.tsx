import type { ReactNode } from "react";
import { AppHeader } from "~/components/app-header";
import { SignOutButton } from "~/components/sign-out-button";
import {
  ADMIN_LANGUAGES,
  type AdminLanguage,
  useAdminLanguage,
  useAdminWords,
  useChooseAdminLanguage,
} from "./admin-language";
import { FRAME_WORDS } from "./shared-words";

/**
 * The back office's frame, the same on every admin page: the app's header (with `actions` on its right) and the
 * page's main column, `wide` for the dashboard's tables, narrower for a document.
 */
export function AdminFrame({
  actions,
  wide = false,
  children,
}: {
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useAdminWords(FRAME_WORDS);
  return (
    <>
      <AppHeader backOffice={t.backOffice}>{actions}</AppHeader>
      <main className={`mx-auto ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 py-8`}>{children}</main>
    </>
  );
}

/** Each language named in itself, as a switch shows it. */
const LANGUAGE_NAMES: Record<AdminLanguage, string> = {
  fr: "Français",
  en: "English",
};

/** "Français / English": the account's back-office language, saved on the account. */
export function AdminLanguageSwitch() {
  const current = useAdminLanguage();
  const choose = useChooseAdminLanguage();
  const t = useAdminWords(FRAME_WORDS);
  return (
    <fieldset className="flex items-center text-sm">
      <legend className="sr-only">{t.languageGroup}</legend>
      {ADMIN_LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center">
          {index > 0 && <span aria-hidden="true">/</span>}
          <button
            type="button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => language !== current && choose(language)}
            className="rounded px-1.5 py-1 hover:underline aria-pressed:font-semibold aria-pressed:underline"
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </span>
      ))}
    </fieldset>
  );
}

/** The dashboard's header actions for a signed-in admin: the language, the sitemap manager and signing out. */
export function AdminActions() {
  const t = useAdminWords(FRAME_WORDS);
  return (
    <>
      <AdminLanguageSwitch />
      <a href="/sitemap-manager" className="rounded px-2 py-1 hover:underline">
        {t.sitemap}
      </a>
      <SignOutButton label={t.signOut} />
    </>
  );
}
