import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { signOut } from "~/lib/session";

/** The back office's "Sign Out" (`label` in the account's language): ends the session and returns to the home page. */
export function SignOutButton({ label = "Sign Out" }: { label?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      onClick={async () => {
        await signOut();
        navigate("/");
      }}
    >
      {label}
    </Button>
  );
}
