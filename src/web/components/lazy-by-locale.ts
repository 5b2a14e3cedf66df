import type { Locale } from "@shared/i18n/locales";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code and words load on first use, once per language (a page never fetches another language's
 * words), with `preload` to start that download before the component is first rendered.
 */
export function lazyByLocale<Props extends object>(load: (locale: Locale) => Promise<ComponentType<Props>>) {
  const loads = new Map<Locale, Promise<{ default: ComponentType<Props> }>>();
  const components = new Map<Locale, LazyExoticComponent<ComponentType<Props>>>();
  const preload = (locale: Locale) => {
    let loading = loads.get(locale);
    if (!loading) {
      loading = load(locale).then((component) => ({ default: component }));
      loads.set(locale, loading);
    }
    return loading;
  };
  const componentIn = (locale: Locale) => {
    let component = components.get(locale);
    if (!component) {
      component = lazy(() => preload(locale));
      components.set(locale, component);
    }
    return component;
  };
  return { componentIn, preload };
}
