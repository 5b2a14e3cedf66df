import type { IForbiddenRuleType } from "dependency-cruiser";

/**
 * The import rules the README states, as dependency-cruiser rules over paths under `root` ("src/" for the code, a
 * fixture's folder in the rules' own test). Type imports count: a cycle through types is still a cycle to read.
 */
export function forbiddenImports(root: string): IForbiddenRuleType[] {
  const under = (folder: string) => `^${root}${folder}`;
  const layers = ["routes", "sites", "features", "components", "lib"].map((layer) => `web/${layer}/`);
  const layering = layers.slice(1).map(
    (layer, index): IForbiddenRuleType => ({
      name: `web-layers-one-way:${layer}`,
      comment: "routes → sites → features → components → lib, one way",
      severity: "error",
      from: { path: under(layer) },
      to: { path: layers.slice(0, index + 1).map(under) },
    }),
  );
  return [
    {
      name: "no-cycle",
      comment: "no module reaches itself through its imports, type imports included",
      severity: "error",
      from: { path: under("") },
      to: { circular: true },
    },
    {
      name: "shared-stands-alone",
      comment: "shared code runs on both sides: it never imports the web app or the server",
      severity: "error",
      from: { path: under("shared/") },
      to: { path: [under("web/"), under("server/")] },
    },
    {
      name: "web-never-imports-server",
      severity: "error",
      from: { path: under("web/") },
      to: { path: under("server/") },
    },
    {
      name: "sites-apart",
      comment: "one site never imports the other",
      severity: "error",
      from: { path: `${under("web/sites/")}([^/]+)/` },
      to: { path: under("web/sites/"), pathNot: `${under("web/sites/")}$1/` },
    },
    {
      name: "features-apart",
      comment: "a feature never imports another feature",
      severity: "error",
      from: { path: `${under("web/features/")}([^/]+)/` },
      to: { path: under("web/features/"), pathNot: `${under("web/features/")}$1/` },
    },
    {
      name: "admin-domains-apart",
      comment: "the back office's domains (leads, posts…) never import each other, only the admin's shared part",
      severity: "error",
      from: { path: `${under("web/features/admin/")}([^/]+)/` },
      to: {
        path: `${under("web/features/admin/")}[^/]+/`,
        pathNot: [`${under("web/features/admin/")}$1/`, `${under("web/features/admin/")}shared/`],
      },
    },
    ...layering,
    {
      name: "shared-through-its-alias",
      comment: "code outside src/shared imports it as @shared/…, never by a relative path",
      severity: "error",
      // src/web/routes.ts is also loaded by vite.config (scripts/vite/first-load-chunks.ts), where no alias resolves.
      from: { path: [under("web/"), under("server/")], pathNot: [`${under("web/")}routes\\.ts$`] },
      to: { path: under("shared/"), dependencyTypesNot: ["aliased"] },
    },
  ];
}

/** Capability folders of the server, which may use each other one way only ("lib" and "db" are everyone's). */
export function serverFolderOf(root: string, path: string): string | undefined {
  const match = new RegExp(`^${root}server/([^/]+)/`).exec(path);
  return match?.[1];
}
