import { ShoppingCart } from "lucide-react";
import { Suspense, useCallback, useEffect, useState } from "react";
import { OPENS_DIALOG, usePreloadOnEarlyTap } from "~/components/hydration/preload-on-early-tap";
import { lazyByLocale } from "~/components/lazy-by-locale";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useSwissHackText } from "~/i18n/catalogue-context";
import { OrderTextsProvider, orderTextsIn } from "./texts/order-texts";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; auditRequestId?: string };

// The dialog, its form, the schema and its words in the page's language load on first open.
const orderDialog = lazyByLocale<DialogProps>(async (locale) => {
  const [{ default: OrderDialog }, texts] = await Promise.all([import("./order-dialog"), orderTextsIn(locale)]);
  return (props: DialogProps) => (
    <OrderTextsProvider value={texts}>
      <OrderDialog {...props} />
    </OrderTextsProvider>
  );
});

/**
 * "Order the Premium audit" (issue 57): opens the order form, linked to an audit request when there is one. Shown
 * only while the server takes orders online (useOnlineOrdering), by its caller.
 */
export function PremiumOrderButton({
  auditRequestId,
  openAtStart = false,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & {
  auditRequestId?: string;
  /** The expert's payment link (`?audit=…`): the form opens by itself. */
  openAtStart?: boolean;
}) {
  const { ui, locale } = useSwissHackText();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const OrderDialog = orderDialog.componentIn(locale);
  usePreloadOnEarlyTap(useCallback(() => orderDialog.preload(locale), [locale]));
  const openOrder = useCallback(() => {
    orderDialog.afterLoading(locale, () => {
      setLoaded(true);
      setOpen(true);
    });
  }, [locale]);
  useEffect(() => {
    if (openAtStart) openOrder();
  }, [openAtStart, openOrder]);
  return (
    <>
      <Button onClick={openOrder} {...OPENS_DIALOG} {...props}>
        <ShoppingCart aria-hidden="true" />
        {ui.orderPremium}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <OrderDialog open={open} onOpenChange={setOpen} auditRequestId={auditRequestId} />
        </Suspense>
      )}
    </>
  );
}
