// The inline scripts React Router writes that differ from page to page and from request to request (its <Scripts>
// and the loader data's stream transfer). They are recognized by their exact shape only: data as JSON and imports of
// the build's own assets, so that no other code passes for them. The scripts every page carries the same are the
// build's own (build-scripts.ts).

const ASSET = String.raw`"/assets/[\w.-]+\.js"`;
const ROUTE_ID = String.raw`"[^"\\]*"`;
const ROUTE = String.raw`route\d+`;
const ROUTE_LINE = String.raw`(?:import \* as ${ROUTE}(?:_[A-Za-z]+)? from ${ASSET};|const ${ROUTE} = \{(?:\.\.\.${ROUTE}_[A-Za-z]+,?)+\};)`;

/** The page's route modules: its routes' imports, its part of the manifest (JSON), the client's entry. */
const ROUTE_MODULES = new RegExp(
  String.raw`^(?:import ${ASSET})?;\n${ROUTE_LINE}(?:\n${ROUTE_LINE})*\n  ` +
    String.raw`(?:window\.__reactRouterManifest = ([\s\S]+?);)?\n  ` +
    String.raw`window\.__reactRouterRouteModules = \{${ROUTE_ID}:${ROUTE}(?:,${ROUTE_ID}:${ROUTE})*\};\n\n` +
    String.raw`import\(${ASSET}\);$`,
);

/** A piece of the loader data: one JSON string. */
const STREAM_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\\n]|\\.)*")\);$/;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Whether an inline script is one of React Router's per-page scripts, exactly as it writes them. */
export function isReactRouterPageScript(body: string): boolean {
  const modules = ROUTE_MODULES.exec(body);
  if (modules) return modules[1] === undefined || isJson(modules[1]);
  const chunk = STREAM_CHUNK.exec(body);
  return chunk?.[1] !== undefined && isJson(chunk[1]);
}
