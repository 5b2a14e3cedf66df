import type { PremiumOrderStatusResponse } from "@shared/schemas/premium-order";
import { useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";

export type OrderState =
  | { kind: "loading" }
  /** No such order (or no `?order=` at all). */
  | { kind: "unknown" }
  /** The server could not be reached or failed: the page says so, and keeps asking while the order is pending. */
  | { kind: "failed" }
  | { kind: "found"; order: PremiumOrderStatusResponse };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The provider's event usually arrives within seconds of the payment. */
export const POLL_MS = 2_500;
/** Past this, the page stops asking: the email confirms the payment whenever it arrives. */
const POLL_FOR_MS = 5 * 60_000;

/**
 * An order's state for its confirmation page (issue 57): asked again every few seconds while it is pending (or while
 * the server cannot be reached), until it is paid, refunded or expired. `orderId` is undefined before hydration.
 */
export function useOrderStatus(orderId: string | null | undefined): OrderState {
  const [state, setState] = useState<OrderState>({ kind: "loading" });
  useEffect(() => {
    if (orderId === undefined) return;
    if (!orderId || !UUID.test(orderId)) {
      setState({ kind: "unknown" });
      return;
    }
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let pending = true;
      try {
        const order = await apiRequest<PremiumOrderStatusResponse>(`/api/premium/orders/${orderId}`, {
          signal: controller.signal,
        });
        setState({ kind: "found", order });
        pending = order.status === "pending";
      } catch (error) {
        if (controller.signal.aborted) return;
        const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ kind: unknown ? "unknown" : "failed" });
        pending = !unknown;
      }
      if (pending && Date.now() - startedAt < POLL_FOR_MS) timer = setTimeout(ask, POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId]);
  return state;
}
