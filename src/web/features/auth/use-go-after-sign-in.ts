import { useCallback } from "react";
import { useNavigate } from "react-router";
import { loadsAsDocument } from "./auth-destination";

/**
 * Goes where sign-in leads: by the router, or as a document load for a page the server renders for this person only
 * (a post's preview), which the router would replace with the public page.
 */
export function useGoAfterSignIn(): (destination: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination, { replace = false } = {}) => {
      if (!loadsAsDocument(destination)) return void navigate(destination, { replace });
      if (replace) window.location.replace(destination);
      else window.location.assign(destination);
    },
    [navigate],
  );
}
