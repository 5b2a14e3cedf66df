/**
 * The source of the smallest server build React Router's request handler accepts: a root and two pages (a blog page,
 * a blog post's page and German's 404 splat too when asked), lazy route discovery. Every page's document is
 * `new Response(await <document>)`, `document` being a JavaScript expression that may read `request` and the server's
 * `loadContext`.
 */
export function serverBuildSource({
  blog = false,
  blogPost = false,
  notFound = false,
  document = '"<!doctype html>"',
} = {}): string {
  return `
const page = (id, path, parentId, index) => ({ id, path, parentId, index, hasLoader: false, hasAction: false,
  hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false,
  module: \`/assets/\${id}.js\`, imports: [] });
const manifest = { root: page("root", "", undefined), premium: page("premium", "premium", "root"),
  ${blog ? 'blog: page("blog", "blog", "root"),' : ""} ${blogPost ? '"blog-post": page("blog-post", "blog/:slug", "root"),' : ""}
  ${notFound ? '"de/not-found": page("de/not-found", "de/*", "root"),' : ""}
  "de/premium": page("de/premium", "de/premium", "root") };
export const assets = { version: "v1", url: "/assets/manifest-v1.js", entry: { module: "/assets/entry.js",
  imports: [] }, routes: manifest };
export const routes = Object.fromEntries(Object.values(manifest).map((r) => [r.id, { ...r,
  module: { default: () => null } }]));
export const entry = { module: { default: async (request, status, headers, context, loadContext) =>
  new Response(await (${document}), { headers: {
  "Content-Type": "text/html" } }) } };
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`;
}
