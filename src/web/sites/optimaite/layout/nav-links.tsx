import { NavLink, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { signOut, useSessionUser } from "~/lib/session";
import { OPTIMAITE_NAV } from "../../../../shared/content/optimaite/landing";
import { useLeadDialogs } from "../leads/lead-dialogs-context";
import { useRoiNavigation } from "./use-roi-navigation";

const itemClass = (vertical: boolean) =>
  cn(
    "rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    vertical ? "block px-3 py-3 text-base" : "px-3 py-2",
  );

/** SPEC's top navigation, shared by the desktop bar and the mobile menu. */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const { openContact } = useLeadDialogs();
  const goToRoi = useRoiNavigation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const active = ({ isActive }: { isActive: boolean }) => cn(itemClass(vertical), isActive && "text-primary");
  return (
    <>
      {OPTIMAITE_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end className={active}>
          {item.label}
        </NavLink>
      ))}
      <button type="button" className={cn(itemClass(vertical), "text-left")} onClick={goToRoi}>
        ROI Calculator
      </button>
      <button type="button" className={cn(itemClass(vertical), "text-left")} onClick={openContact}>
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
          className={cn(itemClass(vertical), "text-left")}
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
