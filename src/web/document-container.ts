/**
 * The document as Preact's hydration container (decision record 0024). Given the document itself, Preact 11 renders
 * into `<html>`, while React Router's root renders `<html>` too: a second one would be nested inside the first. This
 * view of the document passes for an element whose only child is `<html>`, so Preact hydrates that element and
 * leaves the doctype alone.
 */
export function documentContainer(): Element {
  const html = document.documentElement;
  return new Proxy(document, {
    get(target, key) {
      if (key === "nodeType") return Node.ELEMENT_NODE;
      if (key === "firstChild") return html;
      if (key === "childNodes") return [html];
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Element;
}
