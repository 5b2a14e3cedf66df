import { isTimeZone } from "@shared/demo-slots/time-zone";
import { needsCountry, toE164 } from "@shared/schemas/phone";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
}

export interface Exchange {
  method: string;
  url: URL;
  requestHeaders: Headers;
  requestBody: unknown;
  status: number;
  responseType: string;
  responseBody: unknown;
}

/** Answers from the app-wide middleware (origin check, body limit, database outage) that no route lists. */
const APP_WIDE_STATUSES = new Set([403, 413, 415, 500, 503]);

/** A real calendar day, "2026-02-28" (not "2026-02-30"). */
const isCalendarDay = (value: string) =>
  /^\d{4}-\d\d-\d\d$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const FORMATS: Record<string, (value: string) => boolean> = {
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  date: (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isCalendarDay(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  "date-time": (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value),
  uri: (value) => URL.canParse(value),
  // The document's own formats (json-schema-hints.ts), checked by the server's rules. A national number's country
  // is another field: the document's object rule says it.
  phone: (value) => needsCountry(value) || toE164(value) !== null,
  "time-zone": isTimeZone,
};

/** Ajv as the contract tests use it: JSON Schema 2020-12 and the formats the document uses, checked. */
export function contractAjv(coerceTypes = false) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes });
  for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, validate);
  return ajv;
}

const pointer = (...segments: string[]) =>
  `openapi#/${segments.map((s) => s.replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/** Checks real requests and responses against /api/openapi.json with Ajv (JSON Schema 2020-12, as OpenAPI 3.1). */
export function createContractChecker(doc: OpenApiDocument) {
  const bodies = contractAjv(false);
  const params = contractAjv(true);
  bodies.addSchema(doc, "openapi");
  params.addSchema(doc, "openapi");
  const cache = new Map<string, ValidateFunction>();
  const validator = (ajv: typeof bodies, key: string, schema: object) => {
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(key, validate);
    }
    return validate;
  };
  const routes = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "([^/]+)")}$`),
    names: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
  }));

  function findOperation(method: string, pathname: string) {
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      const operation = match && doc.paths[route.template]?.[method.toLowerCase()];
      if (!match || !operation) continue;
      const pathValues = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? "")]),
      );
      return { template: route.template, operation, pathValues };
    }
    return undefined;
  }

  function failures(validate: ValidateFunction, value: unknown, where: string, ignored: string[] = []): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .filter((e) => !ignored.includes(e.keyword))
      .map((e) => `${where}${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  }

  function checkParameters(exchange: Exchange, template: string, operation: Operation, pathValues: object) {
    const errors: string[] = [];
    for (const place of ["path", "query"] as const) {
      const list = (operation.parameters ?? []).filter((p) => p.in === place);
      if (list.length === 0) continue;
      const schema = {
        type: "object",
        properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
        required: list.filter((p) => p.required).map((p) => p.name),
      };
      const values = place === "path" ? { ...pathValues } : Object.fromEntries(exchange.url.searchParams);
      const key = `${exchange.method} ${template} ${place}`;
      errors.push(...failures(validator(params, key, schema), values, `${place} parameters`));
    }
    return errors;
  }

  function checkSecurity(exchange: Exchange, operation: Operation) {
    if (!operation.security || operation.security.length === 0) return [];
    const satisfied = operation.security.some((requirement) =>
      Object.keys(requirement).every((name) => {
        const scheme = doc.components?.securitySchemes?.[name];
        if (scheme?.type === "http") return /^bearer \S+/i.test(exchange.requestHeaders.get("authorization") ?? "");
        if (scheme?.type === "apiKey" && scheme.in === "cookie") return exchange.requestHeaders.has("cookie");
        return false;
      }),
    );
    return satisfied ? [] : ["a successful answer without the credentials the document requires"];
  }

  /** Answers what in this exchange the document does not allow; empty when it agrees (or the path is not documented). */
  return function check(exchange: Exchange): string[] {
    const found = findOperation(exchange.method, exchange.url.pathname);
    if (!found) return [];
    const { template, operation, pathValues } = found;
    const where = `${exchange.method} ${template} → ${exchange.status}`;
    const documented = operation.responses[String(exchange.status)];
    const errors: string[] = [];
    if (!documented && !APP_WIDE_STATUSES.has(exchange.status)) errors.push("status not documented");
    const responseSchema = documented?.content?.["application/json"]?.schema;
    if (responseSchema && exchange.responseType.startsWith("application/json")) {
      const key = pointer("paths", template, exchange.method.toLowerCase(), "responses", String(exchange.status));
      errors.push(
        ...failures(
          validator(bodies, key, { $ref: `${key}/content/application~1json/schema` }),
          exchange.responseBody,
          "response",
        ),
      );
    }
    if (exchange.status >= 200 && exchange.status < 300) {
      // Only accepted requests must fit the document: the tests also send invalid ones on purpose.
      const requestSchema = operation.requestBody?.content?.["application/json"]?.schema;
      if (requestSchema && exchange.requestBody !== undefined) {
        const key = pointer(
          "paths",
          template,
          exchange.method.toLowerCase(),
          "requestBody",
          "content",
          "application/json",
          "schema",
        );
        // Text fields are normalised (whitespace collapsed) before their length is checked: the document gives
        // the stored length, so a longer raw value the server accepts is no disagreement.
        errors.push(
          ...failures(validator(bodies, key, { $ref: key }), exchange.requestBody, "request body", ["maxLength"]),
        );
      }
      errors.push(...checkParameters(exchange, template, operation, pathValues), ...checkSecurity(exchange, operation));
    }
    return errors.map((error) => `${where}: ${error}`);
  };
}
