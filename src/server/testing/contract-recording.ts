import type { App } from "../app";
import { createContractChecker, type OpenApiDocument } from "./openapi-contract";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Makes every app.request of the API tests a contract test: a request the app accepted, or an answer it gave,
 * that /api/openapi.json does not describe throws, so the document cannot drift from the server.
 */
export function checkRequestsAgainstOpenApi(app: App) {
  const request = app.request;
  let check: ReturnType<typeof createContractChecker> | undefined;
  const checker = async () => {
    check ??= createContractChecker((await (await request("/api/openapi.json")).json()) as OpenApiDocument);
    return check;
  };
  app.request = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    if (!url.pathname.startsWith("/api/") || url.pathname === "/api/openapi.json") return response;
    const responseType = response.headers.get("content-type") ?? "";
    const errors = (await checker())({
      method: (input instanceof Request ? input.method : init?.method) ?? "GET",
      url,
      requestHeaders: new Headers(input instanceof Request ? input.headers : init?.headers),
      requestBody: typeof init?.body === "string" ? parseJson(init.body) : undefined,
      status: response.status,
      responseType,
      responseBody: responseType.includes("json") ? parseJson(await response.clone().text()) : undefined,
    });
    if (errors.length > 0) throw new Error(`The OpenAPI document disagrees with the server:\n${errors.join("\n")}`);
    return response;
  };
}
