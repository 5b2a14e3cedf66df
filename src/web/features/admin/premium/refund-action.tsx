import { formatCentimesIn } from "@shared/i18n/format";
import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { useAdminLanguage, useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { FRAME_WORDS } from "../shared/shared-words";
import { orderState } from "./order-view";
import { refundPremiumOrder } from "./premium-api";
import { REFUND_WORDS } from "./premium-words";

/**
 * The guarantee's refund of one paid order, after a confirm step: asked of the payment provider, the order shows
 * "refund requested" until the provider's webhook makes it "refunded". A refusal stays in the dialog, in words.
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
  const { colon } = useAdminWords(FRAME_WORDS);
  const says = useErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const askedBefore = orderState(order) === "refund-requested";

  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const asked = await refundPremiumOrder(order.id);
      setOpen(false);
      notify(t.asked, t.askedDetail);
      onAsked(asked);
    } catch (refusal) {
      setError(says(refusal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant={askedBefore ? "outline" : "destructive"}>
          {askedBefore ? t.askAgain : t.refund}
          <span className="sr-only"> ({order.name})</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent closeLabel={t.close}>
          <DialogHeader
            title={t.confirmTitle}
            description={t.confirm(formatCentimesIn(order.amountCentimes, language), order.name, order.email)}
          />
          {error && (
            <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              <span className="font-semibold">{t.failed}</span>
              {colon} {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t.cancel}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void ask()}>
              {busy ? t.asking : t.confirmButton}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
