import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a caller's class override a default one (tailwind-merge). Only for the primitives that
 * load on demand (dialogs, tabs, selects); components on every page use plain `clsx` to keep tailwind-merge out of
 * the first load.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
