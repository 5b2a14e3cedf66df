import { formatCentimesIn } from "@shared/i18n/format";
import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { ConfirmedOrderAction } from "./confirmed-order-action";
import { orderState } from "./order-view";
import { refundPremiumOrder } from "./premium-api";
import { REFUND_WORDS } from "./premium-words";

/**
 * The guarantee's refund of one paid order, after a confirm step: asked of the payment provider, the order shows
 * "refund requested" until the provider's webhook makes it "refunded".
 */
export function RefundAction({
  order,
  onAsked,
}: {
  order: AdminPremiumOrder;
  onAsked: (order: AdminPremiumOrder) => void;
}) {
  const t = useAdminWords(REFUND_WORDS);
  const language = useAdminLanguage();
  const askedBefore = orderState(order) === "refund-requested";
  return (
    <ConfirmedOrderAction
      order={order}
      words={{
        ...t,
        trigger: askedBefore ? t.askAgain : t.refund,
        confirm: t.confirm(formatCentimesIn(order.amountCentimes, language), order.name, order.email),
        busy: t.asking,
        done: t.asked,
        doneDetail: t.askedDetail,
      }}
      variant={{ trigger: askedBefore ? "outline" : "destructive", confirm: "destructive" }}
      act={refundPremiumOrder}
      onDone={onAsked}
    />
  );
}
