import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { useAdminWords } from "../shared/admin-language";
import { ConfirmedOrderAction } from "./confirmed-order-action";
import { markPremiumReportDelivered } from "./premium-api";
import { DELIVERY_WORDS } from "./premium-words";

/**
 * Marks a paid order's report delivered, after a confirm step: the row then says when and by whom, and the report no
 * longer counts as due. A refusal (already marked by another admin, refunded meanwhile) stays in the dialog.
 */
export function DeliveryAction({
  order,
  receipt,
  onMarked,
}: {
  order: AdminPremiumOrder;
  receipt: string;
  onMarked: (order: AdminPremiumOrder) => void;
}) {
  const t = useAdminWords(DELIVERY_WORDS);
  return (
    <ConfirmedOrderAction
      order={order}
      words={{
        ...t,
        trigger: t.deliver,
        confirm: t.confirm(order.name, receipt),
        busy: t.marking,
        done: t.marked,
        doneDetail: t.markedDetail,
      }}
      act={markPremiumReportDelivered}
      onDone={onMarked}
    />
  );
}
