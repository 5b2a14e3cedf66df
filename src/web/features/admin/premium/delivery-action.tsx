import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { FRAME_WORDS } from "../shared/shared-words";
import { markPremiumReportDelivered } from "./premium-api";
import { DELIVERY_WORDS } from "./premium-words";

/**
 * Marks a paid order's report delivered, after a confirm step: the row then says when and by whom, and the report no
 * longer counts as due. A refusal (already marked by another admin, refunded meanwhile) stays in the dialog, in words.
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
  const { colon } = useAdminWords(FRAME_WORDS);
  const says = useErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const mark = async () => {
    setBusy(true);
    setError(null);
    try {
      const marked = await markPremiumReportDelivered(order.id);
      setOpen(false);
      notify(t.marked, t.markedDetail);
      onMarked(marked);
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
        <Button size="sm">
          {t.deliver}
          <span className="sr-only"> ({order.name})</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent closeLabel={t.close}>
          <DialogHeader title={t.confirmTitle} description={t.confirm(order.name, receipt)} />
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
            <Button disabled={busy} onClick={() => void mark()}>
              {busy ? t.marking : t.confirmButton}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
