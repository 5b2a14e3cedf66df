/**
 * Layers fixed over the viewport's bottom that a person tabs past (a toast, the open chat) publish the band they cover,
 * from their top (an element's, or a place in the viewport) to the viewport's bottom, as `--<name>-band-height`: the
 * page scrolls a focused control clear of the tallest band, the cookie banner's included (app.css, WCAG 2.4.11).
 * `null` withdraws the band.
 */
export function publishBottomBand(name: "toast" | "chat", layer: Element | number | null) {
  const property = `--${name}-band-height`;
  const root = document.documentElement;
  if (layer === null) {
    root.style.removeProperty(property);
    return;
  }
  const top = typeof layer === "number" ? layer : layer.getBoundingClientRect().top;
  root.style.setProperty(property, `${Math.max(0, Math.ceil(window.innerHeight - top))}px`);
}

/** Keeps the layer's band published while it shows (it resizes, the viewport too); the returned function withdraws it. */
export function followBottomBand(name: "toast" | "chat", layer: Element): () => void {
  const publish = () => publishBottomBand(name, layer);
  publish();
  const observer = new ResizeObserver(publish);
  observer.observe(layer);
  window.addEventListener("resize", publish);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", publish);
    publishBottomBand(name, null);
  };
}
