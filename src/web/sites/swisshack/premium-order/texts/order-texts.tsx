import type { Locale } from "@shared/i18n/locales";
import type { Translation } from "@shared/i18n/translation";
import { createContext, useContext } from "react";
import type { ORDER_TEXTS_FR } from "./order-texts-fr";

export type OrderTexts = Translation<typeof ORDER_TEXTS_FR>;

/** The order form's words in one language, fetched with the form: a page never loads another language's. */
export async function orderTextsIn(locale: Locale): Promise<OrderTexts> {
  if (locale === "de") return (await import("./order-texts-de")).ORDER_TEXTS_DE;
  if (locale === "it") return (await import("./order-texts-it")).ORDER_TEXTS_IT;
  return (await import("./order-texts-fr")).ORDER_TEXTS_FR;
}

const OrderTextsContext = createContext<OrderTexts | null>(null);
export const OrderTextsProvider = OrderTextsContext.Provider;

export function useOrderTexts(): OrderTexts {
  const texts = useContext(OrderTextsContext);
  if (!texts) throw new Error("The order form rendered without its texts");
  return texts;
}

/** A schema's message key ("nameRequired") in the form's language. */
export const orderMessage = (texts: OrderTexts, key: string | undefined) =>
  key === undefined ? undefined : ((texts.validation as Record<string, string>)[key] ?? texts.validation.fallback);
