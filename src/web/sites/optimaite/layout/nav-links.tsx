import { accountLanguageParams } from "@shared/i18n/account-language";
import { NavLink, useNavigate } from "react-router";
import { OPENS_DIALOG } from "~/components/hydration/preload-on-early-tap";
import { useLocalizedPath, useOptimaiteText, usePageLanguage } from "~/i18n/catalogue-context";
import { signOut, useSessionUser } from "~/lib/session";
import { useLeadDialogs } from "../leads/lead-dialogs-context";
import { useRoiNavigation } from "./use-roi-navigation";

const itemClass = (vertical: boolean, active = false) =>
  [
    "whitespace-nowrap rounded-md font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    vertical ? "block px-3 py-3 text-left text-base" : "px-3 py-2 text-left text-sm",
    active ? "text-primary" : "text-muted-foreground",
  ].join(" ");

/** SPEC's top navigation, shared by the desktop bar and the mobile menu. */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { openContact } = useLeadDialogs();
  const goToRoi = useRoiNavigation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { frame, ui } = useOptimaiteText();
  const localized = useLocalizedPath();
  // A link within the app keeps document.referrer of the first page: the sign-in page is told the language.
  const signInPath = usePageLanguage().locale === "fr" ? `/auth?${accountLanguageParams("fr-CA")}` : "/auth";
  const active = ({ isActive }: { isActive: boolean }) => itemClass(vertical, isActive);
  return (
    <>
      {frame.OPTIMAITE_NAV.map((item) => (
        <NavLink key={item.to} to={localized(item.to)} end className={active}>
          {item.label}
        </NavLink>
      ))}
      <button type="button" className={itemClass(vertical)} onClick={goToRoi}>
        {ui.nav.roiCalculator}
      </button>
      <button type="button" className={itemClass(vertical)} onClick={() => openContact()} {...OPENS_DIALOG}>
        {ui.nav.contact}
      </button>
      {user?.role === "admin" && (
        <NavLink to="/admin" className={active}>
          {ui.nav.admin}
        </NavLink>
      )}
      {user ? (
        <button
          type="button"
          className={itemClass(vertical)}
          onClick={async () => {
            await signOut();
            navigate("/");
          }}
        >
          {ui.nav.signOut}
        </button>
      ) : (
        <NavLink to={signInPath} className={active}>
          {ui.nav.signIn}
        </NavLink>
      )}
    </>
  );
}
