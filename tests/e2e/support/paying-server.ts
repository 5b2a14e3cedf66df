import type { ServerProcess } from "../../../scripts/lib/server-process";
import {
  type PaymentStandIn,
  postTo,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startPaymentStandIn,
} from "../../../src/server/testing/payment-stand-in";
import { startOwnServer } from "./own-server";
import { test as base } from "./test";

/**
 * A test whose pages are served by a server of its own with the payment provider's keys, pointed at a started
 * stand-in for the provider (issue 57); the provider's signed events reach that server `eventDelayMs` after they are
 * sent, as they may in real life. One server per worker.
 */
export function withPayingServer(eventDelayMs = 0) {
  return base.extend<object, { standIn: PaymentStandIn; payingServer: ServerProcess }>({
    standIn: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const standIn = await startPaymentStandIn();
        await use(standIn);
        await standIn.close();
      },
      { scope: "worker" },
    ],
    payingServer: [
      async ({ standIn }, use) => {
        const server = await startOwnServer({
          STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
          STRIPE_API_URL: standIn.url,
        });
        const deliver = postTo(server.baseUrl);
        standIn.deliverTo([
          eventDelayMs === 0
            ? deliver
            : async (body, signature) => {
                setTimeout(() => void deliver(body, signature), eventDelayMs);
              },
        ]);
        await use(server);
        await server.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ payingServer }, use) => use(payingServer.baseUrl),
  });
}
