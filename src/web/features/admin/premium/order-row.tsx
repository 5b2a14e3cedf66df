import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useAdminWords } from "../shared/admin-language";
import { adminRowPath, useRowHighlight } from "../shared/use-admin-tab";
import { DeliveryAction } from "./delivery-action";
import { canMarkDelivered, canRefund, type DueState, dueState, type OrderState, orderState } from "./order-view";
import { PREMIUM_WORDS } from "./premium-words";
import { RefundAction } from "./refund-action";

const STATE_CLASSES: Record<OrderState, string> = {
  pending: "bg-slate-100 text-slate-800",
  paid: "bg-emerald-100 text-emerald-900",
  delivered: "bg-emerald-50 text-emerald-800",
  "refund-requested": "bg-amber-100 text-amber-950",
  refunded: "bg-sky-100 text-sky-900",
  expired: "bg-slate-100 text-slate-600",
};

const DUE_CLASSES: Record<DueState, string> = {
  overdue: "bg-red-100 text-red-800",
  today: "bg-amber-100 text-amber-950",
  tomorrow: "bg-yellow-50 text-yellow-900",
  later: "bg-slate-100 text-slate-700",
};

// A row's actions stay at the right edge of a table that scrolls sideways (as the lead tabs' do).
export const STICKY = "sticky right-0 border-l shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]";

export interface OrderFormats {
  moment: (iso: string) => string;
  day: (isoDay: string) => string;
  today: string;
  now: Date;
}

/**
 * One order: who, its state (with who asked a refund and when), receipt, payment, report's day (or its delivery),
 * request, and its actions: the report delivered, the refund.
 */
export function OrderRow({
  order,
  formats,
  refundsEnabled,
  onChanged,
}: {
  order: AdminPremiumOrder;
  formats: OrderFormats;
  refundsEnabled: boolean;
  onChanged: (order: AdminPremiumOrder) => void;
}) {
  const t = useAdminWords(PREMIUM_WORDS);
  const highlight = useRowHighlight(order.id);
  const state = orderState(order);
  const due = dueState(order, formats.today);
  const receipt = order.receiptNumber === null ? t.none : t.receipt(order.receiptNumber);
  return (
    <tr {...highlight} data-order={order.id}>
      <td className="px-3 py-2">
        <span className="flex max-w-56 flex-col">
          <span className="truncate font-medium">{order.name}</span>
          <span className="truncate text-xs text-muted-foreground" title={order.email}>
            {order.email}
          </span>
          <span className="text-xs text-muted-foreground">{t.ordered(formats.moment(order.createdAt))}</span>
        </span>
      </td>
      <td className="px-3 py-2">
        <span
          className={cn("w-fit whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold", STATE_CLASSES[state])}
        >
          {t.states[state]}
        </span>
        {state === "refund-requested" && order.refundRequestedAt && (
          <p className="mt-1 max-w-56 text-xs text-muted-foreground">
            {t.refundRequested(order.refundRequestedBy ?? "", formats.moment(order.refundRequestedAt))}
          </p>
        )}
        {state === "refunded" && order.refundedAt && (
          <p className="mt-1 max-w-56 text-xs text-muted-foreground">
            {t.refundedAt(formats.moment(order.refundedAt))}
            {order.refundRequestedBy && ` · ${order.refundRequestedBy}`}
          </p>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{receipt}</td>
      <td className="whitespace-nowrap px-3 py-2">{order.paidAt ? formats.moment(order.paidAt) : t.none}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {order.reportDueOn ? (
          <span className="flex flex-col gap-1">
            <span className={cn(due === null && "text-muted-foreground")}>{formats.day(order.reportDueOn)}</span>
            {due && due !== "later" && (
              <span className={cn("w-fit rounded px-1.5 text-xs font-semibold", DUE_CLASSES[due])}>{t.due[due]}</span>
            )}
            {order.reportDeliveredAt && (
              <span className="max-w-56 whitespace-normal text-xs text-emerald-800">
                {t.deliveredOn(formats.moment(order.reportDeliveredAt), order.reportDeliveredBy ?? "")}
              </span>
            )}
          </span>
        ) : (
          t.none
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {order.auditRequestId ? (
          <Link className="font-medium text-primary underline" to={adminRowPath("audits", order.auditRequestId)}>
            {t.openRequest}
          </Link>
        ) : (
          t.none
        )}
      </td>
      <td className={cn("bg-background px-3 py-2", STICKY)}>
        <span className="flex flex-wrap items-center gap-2">
          {canMarkDelivered(order) && <DeliveryAction order={order} receipt={receipt} onMarked={onChanged} />}
          {refundsEnabled && canRefund(order, formats.now) ? (
            <RefundAction order={order} onAsked={onChanged} />
          ) : refundsEnabled && order.status === "paid" ? (
            <span className="text-xs text-muted-foreground">{t.refundClosed}</span>
          ) : (
            !canMarkDelivered(order) && t.none
          )}
        </span>
      </td>
    </tr>
  );
}
