import type { AdminPremiumOrder } from "@shared/schemas/premium-order";
import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { useAdminWords } from "../shared/admin-language";
import { useErrorText } from "../shared/error-text";
import { FRAME_WORDS } from "../shared/shared-words";

export interface ConfirmedActionWords {
  trigger: string;
  close: string;
  confirmTitle: string;
  confirm: string;
  failed: string;
  cancel: string;
  confirmButton: string;
  busy: string;
  done: string;
  doneDetail: string;
}

/**
 * One action on an order, after a confirm step (the guarantee's refund, the report delivered): done, the dialog
 * closes, a toast says so and the row gets the order as the server returns it; a refusal stays in the dialog, in words.
 */
export function ConfirmedOrderAction({
  order,
  words: t,
  variant,
  act,
  onDone,
}: {
  order: AdminPremiumOrder;
  words: ConfirmedActionWords;
  /** The buttons' look: a refund is destructive. */
  variant?: { trigger?: "outline" | "destructive"; confirm?: "destructive" };
  act: (orderId: string) => Promise<AdminPremiumOrder>;
  onDone: (order: AdminPremiumOrder) => void;
}): ReactNode {
  const { colon } = useAdminWords(FRAME_WORDS);
  const says = useErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const changed = await act(order.id);
      setOpen(false);
      notify(t.done, t.doneDetail);
      onDone(changed);
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
        <Button size="sm" variant={variant?.trigger}>
          {t.trigger}
          <span className="sr-only"> ({order.name})</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent closeLabel={t.close}>
          <DialogHeader title={t.confirmTitle} description={t.confirm} />
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
            <Button variant={variant?.confirm} disabled={busy} onClick={() => void run()}>
              {busy ? t.busy : t.confirmButton}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
