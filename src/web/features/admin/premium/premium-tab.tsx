import { useId, useMemo, useState } from "react";
import { Field } from "~/components/form-field";
import { SelectField } from "~/components/select-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useAdminWords } from "../shared/admin-language";
import { AdminTable, headersOf } from "../shared/admin-table";
import { FORMAT_WORDS } from "../shared/shared-words";
import { type OrderFormats, OrderRow, STICKY } from "./order-row";
import { filterOrders, ORDER_STATES, type OrderFilters, zurichToday } from "./order-view";
import { PREMIUM_WORDS } from "./premium-words";
import { usePremiumOrders } from "./use-premium-orders";

/** The tab's name in the tab list, in the account's language. */
export function PremiumTabLabel() {
  return <>{useAdminWords(PREMIUM_WORDS).tab}</>;
}

/** Moments in Zurich time and report days in the account's language, and today's Zurich day. */
function useOrderFormats(): OrderFormats {
  const locale = useAdminWords(FORMAT_WORDS).locale;
  return useMemo(() => {
    const now = new Date();
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Zurich",
    });
    const day = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return {
      moment: (iso) => moment.format(new Date(iso)),
      day: (isoDay) => day.format(new Date(`${isoDay}T12:00:00Z`)),
      today: zurichToday(now),
      now,
    };
  }, [locale]);
}

/** The Premium orders (issue 57): filters by status and by name, email or receipt, the table, the refunds. */
export function PremiumTab() {
  const t = useAdminWords(PREMIUM_WORDS);
  const id = useId();
  const formats = useOrderFormats();
  const { list, error, reload, replace } = usePremiumOrders();
  const [filters, setFilters] = useState<OrderFilters>({ state: "", query: "" });
  const shown = list ? filterOrders(list.orders, filters) : [];
  const columns = t.columns;
  const headers = headersOf(
    [columns.client, columns.status, columns.receipt, columns.paid, columns.due, columns.request],
    "whitespace-nowrap px-3 py-2 font-semibold",
  );
  headers.push({ key: "actions", content: columns.actions, className: `bg-muted px-3 py-2 font-semibold ${STICKY}` });

  return (
    <section className="mt-4 space-y-4" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t.intro}</p>
      </div>
      {error && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 p-3">
          <p className="text-sm text-red-800">
            <span className="font-semibold">{t.loadFailed}</span> {error}
          </p>
          <Button size="sm" variant="outline" onClick={reload}>
            {t.retry}
          </Button>
        </div>
      )}
      {list && !list.orderingEnabled && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t.notSetUp}</p>
      )}
      {!list ? (
        !error && <p role="status">{t.loading}</p>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              id={`${id}-status`}
              label={t.status}
              value={filters.state}
              options={ORDER_STATES.map((state) => ({ value: state, label: t.states[state] }))}
              placeholder={t.everyStatus}
              onChange={(event) => setFilters({ ...filters, state: event.target.value as OrderFilters["state"] })}
              className="space-y-1.5 sm:w-56"
            />
            <Field id={`${id}-search`} label={t.search} className="space-y-1.5 sm:w-72">
              {(aria) => (
                <Input
                  {...aria}
                  type="search"
                  value={filters.query}
                  placeholder={t.searchPlaceholder}
                  onChange={(event) => setFilters({ ...filters, query: event.target.value })}
                />
              )}
            </Field>
            <Button variant="outline" onClick={reload} className="sm:ml-auto">
              {t.refresh}
            </Button>
          </div>
          <p className="text-sm font-medium" aria-live="polite">
            {t.shown(shown.length, list.orders.length)}
          </p>
          <ScrollRegion label={t.tableName} className="rounded-xl border">
            <AdminTable
              headers={headers}
              headerScope="col"
              caption={t.tableName}
              captionClassName="sr-only"
              className="w-full min-w-[60rem] text-left text-sm"
              headClassName="bg-muted"
              bodyClassName="divide-y align-top"
            >
              {shown.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  formats={formats}
                  refundsEnabled={list.orderingEnabled}
                  onChanged={replace}
                />
              ))}
            </AdminTable>
            {shown.length === 0 && (
              <p className="px-3 py-8 text-center text-muted-foreground">
                {list.orders.length === 0 ? t.empty : t.noMatch}
              </p>
            )}
          </ScrollRegion>
        </>
      )}
    </section>
  );
}
