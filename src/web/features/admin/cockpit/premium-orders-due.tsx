import type { Overview } from "@shared/schemas/admin-cockpit";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useAdminWords } from "../shared/admin-language";
import { adminRowPath } from "../shared/use-admin-tab";
import { PREMIUM_DUE_WORDS } from "./cockpit-words";

/** The overview's Premium orders: paid today, reports due by tomorrow, overdue; each opens the Premium tab. */
export function PremiumOrdersDue({ counts }: { counts: Overview["premiumOrders"] }) {
  const t = useAdminWords(PREMIUM_DUE_WORDS);
  const to = adminRowPath("premium");
  const figure = (count: number, label: string, alarm: string) => (
    <Link
      to={to}
      className={cn(
        "flex flex-col rounded-lg border px-4 py-3 hover:bg-muted focus-visible:outline focus-visible:outline-2",
        count > 0 ? alarm : "text-muted-foreground",
      )}
    >
      <span className="text-3xl font-bold tabular-nums">{count}</span>
      <span className="text-sm font-medium">{label}</span>
    </Link>
  );
  return (
    <section aria-labelledby="premium-orders-due" className="rounded-xl border p-4">
      <h2 id="premium-orders-due" className="font-semibold">
        {t.title}
      </h2>
      <div className="mt-3 grid grid-cols-3 gap-3">
        {figure(counts.paidToday, t.paidToday, "border-emerald-300 bg-emerald-50 text-emerald-900")}
        {figure(counts.reportsDue, t.reportsDue, "border-amber-300 bg-amber-50 text-amber-950")}
        {figure(counts.overdue, t.overdue, "border-red-300 bg-red-50 text-red-800")}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">{t.rule}</p>
    </section>
  );
}
