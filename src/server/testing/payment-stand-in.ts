import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";

// A small local stand-in for the payment provider's API (issue 57): the official library talks to it through
// STRIPE_API_URL, its hosted checkout page "pays" with one button, and its webhooks are signed with the library's own
// test helper. Only what the app uses: checkout sessions, refunds, the events they send.

export const STAND_IN_WEBHOOK_SECRET = `whsec_${randomBytes(12).toString("hex")}`;
export const STAND_IN_SECRET_KEY = "sk_test_standin";

type Json = Record<string, unknown>;

/** `a[b][0][c]=1` form fields (how the library encodes its parameters) as nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      if (node[part] === undefined) node[part] = /^\d+$/.test(path[index + 1] ?? "") ? [] : {};
      node = node[part] as Json;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString("hex")}`;

/** Delivers a signed event to the app: a URL's POST, or the test's own call into the app. */
export type EventDelivery = (body: string, signature: string) => Promise<unknown>;

export interface PaymentStandIn {
  url: string;
  /** Checkout sessions created, by id. */
  sessions: Map<string, Json>;
  refunds: Json[];
  /** Where events go (set by the test: one or several instances). */
  deliverTo(deliveries: EventDelivery[]): void;
  /** "Pays" a session as the hosted page's button does: the session completes and its event is delivered. */
  pay(sessionId: string): Promise<Json>;
  /** Sends an event (again): `times` deliveries to every target. */
  send(event: Json, times?: number): Promise<void>;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

export async function startPaymentStandIn(): Promise<PaymentStandIn> {
  const sessions = new Map<string, Json>();
  const refunds: Json[] = [];
  const answered = new Map<string, unknown>();
  let deliveries: EventDelivery[] = [];

  const eventOf = (type: string, object: Json): Json => ({
    id: id("evt"),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2026-10-28.endive",
    data: { object },
  });

  const send = async (event: Json, times = 1) => {
    const body = JSON.stringify(event);
    for (let round = 0; round < times; round += 1) {
      await Promise.all(
        deliveries.map((deliver) =>
          deliver(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STAND_IN_WEBHOOK_SECRET })),
        ),
      );
    }
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi") });
    await send(eventOf("checkout.session.completed", session));
    return session;
  };

  const refund = async (params: Json) => {
    const created = { id: id("re"), object: "refund", status: "succeeded", ...params };
    refunds.push(created);
    const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent);
    // The provider confirms the refund by its own event, after answering.
    setTimeout(() => {
      void send(
        eventOf("charge.refunded", {
          id: id("ch"),
          object: "charge",
          refunded: true,
          payment_intent: params.payment_intent,
          metadata: session?.metadata ?? {},
        }),
      );
    }, 50);
    return created;
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const body = await read(request);
    const key = request.headers["idempotency-key"];
    const once = async (make: () => Promise<unknown>) => {
      const cacheKey = typeof key === "string" ? `${url.pathname} ${key}` : undefined;
      const result = (cacheKey && answered.get(cacheKey)) ?? (await make());
      if (cacheKey) answered.set(cacheKey, result);
      return result;
    };
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return json(
        response,
        200,
        await once(async () => {
          const params = parseStripeForm(body);
          const sessionId = id("cs");
          const session = {
            id: sessionId,
            object: "checkout.session",
            status: "open",
            payment_status: "unpaid",
            url: `${standInUrl}/pay/${sessionId}`,
            ...params,
          };
          sessions.set(sessionId, session);
          return session;
        }),
      );
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return json(response, 200, await once(() => refund(parseStripeForm(body))));
    }
    const payPage = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    const session = payPage && sessions.get(payPage[1] ?? "");
    if (payPage && session && request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const items = session.line_items as { price_data: { unit_amount: string; currency: string } }[];
      const amount = `${(Number(items[0]?.price_data.unit_amount) / 100).toFixed(2)} ${items[0]?.price_data.currency.toUpperCase()}`;
      return response.end(
        `<!doctype html><html lang="en"><title>Stand-in checkout</title><main><h1>Stand-in checkout</h1><p>${amount}</p>` +
          `<form method="post"><button>Pay ${amount}</button></form><a href="${session.cancel_url}">Cancel</a></main></html>`,
      );
    }
    if (payPage && session && request.method === "POST") {
      await pay(session.id as string);
      response.writeHead(303, { location: String(session.success_url) });
      return response.end();
    }
    json(response, 404, { error: { type: "invalid_request_error", message: `Unknown ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const standInUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: standInUrl,
    sessions,
    refunds,
    deliverTo: (targets) => {
      deliveries = targets;
    },
    pay,
    send,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A delivery to a running instance's webhook address. */
export const postTo =
  (baseUrl: string): EventDelivery =>
  (body, signature) =>
    fetch(`${baseUrl}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
