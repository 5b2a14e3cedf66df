import { telLink } from "@shared/public-config";
import { FIGURE_NAMES } from "@shared/site-settings/shown-figures";
import { ArrowLeft, Check, Minus, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useLocalizedPath, useSwissHackText } from "~/i18n/catalogue-context";
import { fillMessage } from "~/i18n/translation";
import { useSearchParamAfterHydration } from "~/lib/use-search-param";
import { useFigureText, useOnlineOrdering, useSiteDetails } from "~/lib/use-site-details";
import { AuditButton } from "../audit/audit-button";
import { SwissHackLayout } from "../layout/swisshack-layout";
import { PremiumOrderButton } from "../premium-order/order-button";
import { PremiumProductJsonLd } from "./premium-product-json-ld";

function Mark({ included, label }: { included: boolean; label: string }) {
  const { ui } = useSwissHackText();
  return included ? (
    <Check className="mx-auto size-5 text-green-700" aria-label={fillMessage(ui.included, { label })} />
  ) : (
    <Minus className="mx-auto size-5 text-slate-500" aria-label={fillMessage(ui.notIncluded, { label })} />
  );
}

type Stat = ReturnType<typeof useSwissHackText>["premium"]["stats"][number];

/** A figure the owner may set (decision 0046): its number when set, else the specification's. */
function PremiumStat({ stat }: { stat: Stat }) {
  // A translation's `figure` is typed as any string: the French copy's names are the checked ones.
  const figure = FIGURE_NAMES.find((name) => name === stat.figure);
  const value = useFigureText(figure, { spec: stat.value, withCount: stat.withCount });
  return (
    <div className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
      <dd className="order-first text-3xl font-extrabold">{value}</dd>
    </div>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Premium audit bought online (issue 57), while the server takes orders: the expert's payment link
 * (`/premium?audit=<request id>`) opens the form by itself, linked to that audit request.
 */
function OrderAction() {
  const audit = useSearchParamAfterHydration("audit");
  const auditRequestId = audit && UUID.test(audit) ? audit : undefined;
  return (
    <PremiumOrderButton
      size="lg"
      variant="outline"
      auditRequestId={auditRequestId}
      openAtStart={Boolean(auditRequestId)}
    />
  );
}

export function PremiumPage() {
  const text = useSwissHackText();
  const PREMIUM = text.premium;
  const localized = useLocalizedPath();
  const { contactPhone } = useSiteDetails();
  const onlineOrdering = useOnlineOrdering();
  return (
    <SwissHackLayout>
      <section className="bg-gradient-to-b from-red-50 to-background px-4 pb-16 pt-8 md:pb-20">
        <div className="mx-auto max-w-6xl">
          <Link
            to={localized("/")}
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {PREMIUM.back}
          </Link>
          <div className="mt-8 max-w-3xl">
            <p className="mb-3 font-semibold text-primary">{PREMIUM.eyebrow}</p>
            <h1 className="text-balance break-words text-3xl font-extrabold tracking-tight sm:text-4xl md:text-5xl">
              {PREMIUM.title}
            </h1>
            <p className="mt-5 text-lg text-muted-foreground">{PREMIUM.lead}</p>
            <p className="mt-6">
              <span className="text-5xl font-extrabold text-primary">{PREMIUM.price}</span>{" "}
              <span className="text-muted-foreground">{PREMIUM.priceNote}</span>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <AuditButton size="lg">{PREMIUM.cta}</AuditButton>
              {onlineOrdering && <OrderAction />}
              {contactPhone && (
                <Button asChild size="lg" variant="outline">
                  <a href={telLink(contactPhone)}>
                    <Phone aria-hidden="true" />
                    {fillMessage(PREMIUM.expertCall, { phone: contactPhone })}
                  </a>
                </Button>
              )}
            </div>
          </div>
          <dl className="mt-12 grid gap-4 sm:grid-cols-3">
            {PREMIUM.stats.map((stat) => (
              <PremiumStat key={stat.label} stat={stat} />
            ))}
          </dl>
        </div>
      </section>

      <Section title={PREMIUM.comparisonTitle}>
        <ScrollRegion label={text.ui.comparisonCaption} className="mx-auto max-w-3xl rounded-2xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.ui.comparisonCaption}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-4">
                  {text.ui.comparisonFeature}
                </th>
                <th scope="col" className="p-4 text-center">
                  {text.ui.free}
                </th>
                <th scope="col" className="p-4 text-center text-primary">
                  {text.ui.premium}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {PREMIUM.comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="p-4 font-normal">
                    {row.feature}
                  </th>
                  <td className="p-4">
                    <Mark included={row.free} label={text.ui.free} />
                  </td>
                  <td className="p-4">
                    <Mark included={row.premium} label={text.ui.premium} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Section>

      <Section title={PREMIUM.guaranteesTitle} className="bg-muted">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PREMIUM.guarantees.map((guarantee) => (
            <li key={guarantee.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <ShieldCheck className="mb-3 size-8 text-green-700" aria-hidden="true" />
              <h3 className="font-bold">{guarantee.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{guarantee.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="bg-slate-950 px-4 py-16 text-center text-white">
        <h2 className="text-3xl font-bold">{PREMIUM.closingTitle}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-slate-300">{PREMIUM.closingText}</p>
        <AuditButton size="lg" className="mt-8">
          {text.ui.auditCta}
        </AuditButton>
      </section>
      <PremiumProductJsonLd />
    </SwissHackLayout>
  );
}
