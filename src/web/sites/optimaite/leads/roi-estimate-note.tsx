import { formatUsdIn } from "@shared/i18n/format";
import type { OptimaiteLocale } from "@shared/i18n/locales";
import type { EstimatedRoi } from "@shared/schemas/lead";
import { useLeadTexts } from "./texts/lead-texts";

/** The demo dialog's reminder of the calculator's estimate, in the figures the booking sends. */
export function RoiEstimateNote({ estimate, locale }: { estimate: EstimatedRoi; locale: OptimaiteLocale }) {
  const texts = useLeadTexts();
  return (
    <p className="mb-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
      {texts.estimate.before}
      <strong>{formatUsdIn(estimate.monthlyROI, locale)}</strong>
      {texts.estimate.perMonth}
      <strong>{formatUsdIn(estimate.annualROI, locale)}</strong>
      {texts.estimate.perYear}
    </p>
  );
}
