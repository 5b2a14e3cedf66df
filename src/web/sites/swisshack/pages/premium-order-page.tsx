import { formatLongDate } from "@shared/i18n/format";
import { CheckCircle2, Info, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { type OrderState, useOrderStatus } from "../premium-order/use-order-status";

/** "2026-12-07" as the page's language writes a day: "7 décembre 2026", "7. Dezember 2026". */
const dueDate = (day: string, locale: Parameters<typeof formatLongDate>[1]) =>
  formatLongDate(new Date(`${day}T12:00:00Z`), locale);

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      {icon}
      <h1 className="text-balance text-3xl font-bold">{title}</h1>
      <div className="mt-4 space-y-2 text-lg text-muted-foreground">{children}</div>
    </>
  );
}

const done = <CheckCircle2 className="mx-auto mb-4 size-14 text-green-700" aria-hidden="true" />;
const info = <Info className="mx-auto mb-4 size-14 text-slate-500" aria-hidden="true" />;
const waiting = <Loader2 className="mx-auto mb-4 size-14 animate-spin text-primary" aria-hidden="true" />;

/**
 * /premium/commande?order=<id> (issue 57): where the payment provider sends the person back. Pending until the
 * provider's event pays the order (the page asks every few seconds), then the thanks, the receipt's number and the day
 * the report is due, in the page's language.
 */
export function PremiumOrderPage() {
  const text = useSwissHackText();
  const words = text.premiumOrder;
  const localized = useLocalizedPath();
  // The prerendered page has no query string: the order is read once hydrated, so the first render matches it.
  const state: OrderState = useOrderStatus(useSearchParamAfterHydration("order"));
  const order = state.kind === "found" ? state.order : undefined;
  const toPremium = order?.status === "expired" || state.kind === "unknown";
  return (
    <SwissHackLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center" aria-live="polite">
        {state.kind === "loading" && (
          <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            {words.loading}
          </p>
        )}
        {state.kind === "unknown" && (
          <Outcome icon={info} title={words.unknown.title}>
            <p>{words.unknown.text}</p>
          </Outcome>
        )}
        {state.kind === "failed" && (
          <Outcome icon={info} title={words.failed.title}>
            <p>{words.failed.text}</p>
          </Outcome>
        )}
        {order?.status === "pending" && (
          <Outcome icon={waiting} title={words.pending.title}>
            <p>{words.pending.text}</p>
          </Outcome>
        )}
        {order?.status === "paid" && (
          <Outcome icon={done} title={words.paid.title}>
            {order.receiptNumber !== null && (
              <p className="font-semibold text-foreground">
                {fillMessage(words.paid.receipt, { number: order.receiptNumber })}
              </p>
            )}
            {order.reportDueOn && (
              <p>{fillMessage(words.paid.due, { date: dueDate(order.reportDueOn, text.locale) })}</p>
            )}
            <p>{words.paid.email}</p>
          </Outcome>
        )}
        {order?.status === "refunded" && (
          <Outcome icon={info} title={words.refunded.title}>
            <p>{words.refunded.text}</p>
          </Outcome>
        )}
        {order?.status === "expired" && (
          <Outcome icon={info} title={words.expired.title}>
            <p>{words.expired.text}</p>
          </Outcome>
        )}
        {state.kind !== "loading" && order?.status !== "pending" && (
          <Button asChild className="mt-8">
            <Link to={localized(toPremium ? "/premium" : "/")}>{toPremium ? words.backToPremium : words.backHome}</Link>
          </Button>
        )}
      </section>
    </SwissHackLayout>
  );
}
