import type { AppDeps } from "../context";
import type { Api } from "../lib/api";
import { registerAdminPremiumOrderRoutes } from "./admin-order-routes";
import { registerPremiumOrderRoutes } from "./order-routes";
import { registerPaymentLinkRoutes } from "./payment-link-routes";
import { createPaymentProvider } from "./payment-provider";
import { registerPaymentWebhookRoutes } from "./webhook-routes";

/**
 * The Premium audit ordered online (issue 57): the order, the provider's webhook, the admin's list and refunds, the
 * payment link the expert sends to an audit request.
 */
export function registerPremiumOrders(api: Api, deps: AppDeps) {
  const provider = createPaymentProvider(deps.env);
  registerPremiumOrderRoutes(api, deps, provider);
  registerPaymentWebhookRoutes(api, deps, provider);
  registerAdminPremiumOrderRoutes(api, deps, provider);
  registerPaymentLinkRoutes(api, deps);
}
