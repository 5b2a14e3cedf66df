// Whether a person can buy the Premium audit online (issue 57, decision 0048): only with both of the payment
// provider's keys. Read by the server (the order routes answer 503 without them, the pages show no "Order" action)
// and by the build (vite.config.ts, react-router.config.ts: the value its prerendered pages hold).

export function onlineOrderingOpen(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}
