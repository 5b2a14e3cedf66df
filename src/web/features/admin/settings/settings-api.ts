import type {
  Brand,
  BrandSettings,
  SettingsLogResponse,
  SiteSettingsInput,
  SiteSettingsResponse,
} from "@shared/schemas/site-settings";
import { apiRequest } from "~/lib/api-client";

// Every request of the Settings tab (src/server/site-settings/settings-routes.ts).

const SETTINGS = "/api/admin/site-settings";

export const loadSiteSettings = () => apiRequest<SiteSettingsResponse>(SETTINGS);

export const saveSiteSettings = (brand: Brand, input: SiteSettingsInput) =>
  apiRequest<BrandSettings>(`${SETTINGS}/${brand}`, { method: "PUT", body: input });

export const loadSettingsLog = () => apiRequest<SettingsLogResponse>(`${SETTINGS}/log`);
