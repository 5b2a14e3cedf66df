import type { Locale } from "@shared/i18n/locales";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code and words load on first use, once per language (a page never fetches another language's
 * words), with `preload` to start that download before the component is first rendered.
 *
 * Open it through `afterLoading`: a component rendered once its code is in does not suspend. A lazy component that
 * suspends shows its boundary's fallback, and React then holds the content back for up to 300 ms after that fallback
 * (it batches reveals): on a phone, the dialog a held tap opens came that much later.
 */
export function lazyByLocale<Props extends object>(load: (locale: Locale) => Promise<ComponentType<Props>>) {
  const loads = new Map<Locale, Promise<{ default: ComponentType<Props> }>>();
  const loaded = new Map<Locale, ComponentType<Props>>();
  const lazyComponents = new Map<Locale, LazyExoticComponent<ComponentType<Props>>>();
  const preload = (locale: Locale) => {
    let loading = loads.get(locale);
    if (!loading) {
      loading = load(locale).then((component) => {
        loaded.set(locale, component);
        return { default: component };
      });
      loads.set(locale, loading);
    }
    return loading;
  };
  /** The component itself once loaded; before, a lazy one that suspends until it is (and fails as the load did). */
  const componentIn = (locale: Locale): ComponentType<Props> => {
    const ready = loaded.get(locale);
    if (ready) return ready;
    let component = lazyComponents.get(locale);
    if (!component) {
      component = lazy(() => preload(locale));
      lazyComponents.set(locale, component);
    }
    return component;
  };
  /** Runs `then` once the code has loaded, or failed to (the lazy component then shows the failure). */
  const afterLoading = (locale: Locale, then: () => void) => {
    preload(locale).then(then, then);
  };
  return { componentIn, preload, afterLoading };
}
