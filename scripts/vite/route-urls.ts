import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Every route of the config, nested ones included (each language's layout and its pages), with its full URL. */
export function routeUrls(entries: readonly RouteConfigEntry[], parent = ""): { file: string; url: string }[] {
  return entries.flatMap((entry) => {
    const url = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ file: entry.file, url: url || "/" }, ...routeUrls(entry.children ?? [], url)];
  });
}
