import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { useCallback, useEffect, useState } from "react";
import { useErrorText } from "../shared/error-text";
import { orderState } from "./order-view";
import { loadPremiumOrders, type PremiumOrderList } from "./premium-api";

/** How often the list is read again while a refund waits for the provider's confirmation, and for how long. */
const WAITING_POLL_MS = 3_000;
const WAITING_FOR_MS = 15 * 60_000;

const waitingForProvider = (orders: AdminPremiumOrder[], now: number) =>
  orders.some(
    (order) =>
      orderState(order) === "refund-requested" && now - Date.parse(order.refundRequestedAt ?? "") < WAITING_FOR_MS,
  );

/**
 * The orders, loaded once and again on demand; while a refund asked in the last minutes waits for the provider's
 * webhook, read again every few seconds, so "refund requested" turns into "refunded" by itself.
 */
export function usePremiumOrders() {
  const says = useErrorText();
  const [list, setList] = useState<PremiumOrderList | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    loadPremiumOrders().then(
      (loaded) => {
        setList(loaded);
        setError(null);
      },
      (failure: unknown) => setError(says(failure)),
    );
  }, [says]);

  useEffect(reload, [reload]);

  const waiting = list !== null && waitingForProvider(list.orders, Date.now());
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(reload, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  /** One order as the server answered it after a change, in place. */
  const replace = (changed: AdminPremiumOrder) =>
    setList(
      (current) =>
        current && { ...current, orders: current.orders.map((order) => (order.id === changed.id ? changed : order)) },
    );

  return { list, error, reload, replace };
}
