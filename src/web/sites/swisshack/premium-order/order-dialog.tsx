import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import { OrderForm } from "./order-form";
import { useOrderTexts } from "./texts/order-texts";

/** The Premium audit's order form in a dialog (loaded on first open by PremiumOrderButton). */
export default function OrderDialog({
  open,
  onOpenChange,
  auditRequestId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  auditRequestId?: string;
}) {
  const texts = useOrderTexts();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={texts.close}>
        <DialogHeader title={texts.title} description={texts.description} />
        <OrderForm auditRequestId={auditRequestId} />
      </DialogContent>
    </Dialog>
  );
}
