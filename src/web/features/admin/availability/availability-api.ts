import type { Availability } from "@shared/demo-slots/availability";
import { apiRequest } from "~/lib/api-client";

// Every request of the availability tab (src/server/demo-slots/admin-demo-routes.ts).

const AVAILABILITY = "/api/admin/availability";

export const loadAvailability = () => apiRequest<Availability>(AVAILABILITY);

export const saveAvailability = (availability: Availability) =>
  apiRequest<Availability>(AVAILABILITY, { method: "PUT", body: availability });
