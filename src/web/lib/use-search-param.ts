import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A query parameter of the URL, once the page has hydrated; `undefined` before (the prerendered HTML was built
 * without the query, and the first render must match it).
 */
export function useSearchParamAfterHydration(name: string): string | null | undefined {
  const [params] = useSearchParams();
  return useHydrated() ? params.get(name) : undefined;
}
