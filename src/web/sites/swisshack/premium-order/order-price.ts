import { formatCentimesIn, formatPercentIn } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import { includedVat, PREMIUM_PRICE_CENTIMES, VAT_RATE_BASIS_POINTS } from "@shared/premium/price";

/** The price as the law asks it shown to a consumer, VAT included and stated: "CHF 590,00", "8,1 %", "CHF 44,21". */
export function priceWithVat(locale: Locale) {
  return {
    price: formatCentimesIn(PREMIUM_PRICE_CENTIMES, locale),
    rate: formatPercentIn(VAT_RATE_BASIS_POINTS / 10_000, locale),
    vat: formatCentimesIn(includedVat(PREMIUM_PRICE_CENTIMES, VAT_RATE_BASIS_POINTS), locale),
  };
}
