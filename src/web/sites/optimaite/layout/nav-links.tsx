import { NavLink, useNavigate } from "react-router";
import { signOut, useSessionUser } from "~/lib/session";
import { OPTIMAITE_NAV } from "../../../../shared/content/optimaite/landing";
import { useLeadDialogs } from "../leads/lead-dialogs-context";
import { useRoiNavigation } from "./use-roi-navigation";

const itemClass = (vertical: boolean, active = false) =>
  [
    "rounded-md font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    vertical ? "block px-3 py-3 text-left text-base" : "px-3 py-2 text-left text-sm",
    active ? "text-primary" : "text-muted-foreground",
  ].join(" ");

/** SPEC's top navigation, shared by the desktop bar and the mobile menu. */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { openContact } = useLeadDialogs();
  const goToRoi = useRoiNavigation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const active = ({ isActive }: { isActive: boolean }) => itemClass(vertical, isActive);
  return (
    <>
      {OPTIMAITE_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end className={active}>
          {item.label}
        </NavLink>
      ))}
      <button type="button" className={itemClass(vertical)} onClick={goToRoi}>
        ROI Calculator
      </button>
      <button type="button" className={itemClass(vertical)} onClick={() => openContact()}>
        Contact
      </button>
      {user?.role === "admin" && (
        <NavLink to="/admin" className={active}>
          Admin
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
          Sign Out
        </button>
      ) : (
        <NavLink to="/auth" className={active}>
          Sign In
        </NavLink>
      )}
    </>
  );
}
