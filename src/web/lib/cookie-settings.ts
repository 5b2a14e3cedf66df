/** Footers call openCookieSettings(); the consent feature listens and reopens its settings panel. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";

let pending = false;

export function openCookieSettings() {
  pending = true;
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/**
 * Whether the settings were asked for and not yet shown, and marks them shown. The consent feature mounts after
 * hydration: a click before it listens is not lost.
 */
export function takeCookieSettingsRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
