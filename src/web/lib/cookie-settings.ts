/** Footers call openCookieSettings(); the consent feature listens and reopens its settings panel. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";

export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
