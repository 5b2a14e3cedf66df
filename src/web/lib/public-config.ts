import { PLACEHOLDER_CONFIG, type PublicConfig } from "../../shared/public-config";

declare const __PUBLIC_CONFIG__: PublicConfig | undefined;

/** SITE_URL, WHATSAPP_NUMBER, CONTACT_EMAIL and CONTACT_PHONE as the build saw them. */
export const publicConfig: PublicConfig =
  typeof __PUBLIC_CONFIG__ === "object" && __PUBLIC_CONFIG__ ? __PUBLIC_CONFIG__ : PLACEHOLDER_CONFIG;
