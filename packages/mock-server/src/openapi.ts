/**
 * The document, loaded once: routing (which operation a request is), request validation
 * and response validation, all by openapi-backend (Ajv) from the generated `document`.
 *
 * Bodies are validated in two steps, so that any body the server accepts (up to `bodyLimit`)
 * is answered 400, never 500. openapi-backend's Ajv stops at a body's first error: with every
 * error collected, an array of 30,000 invalid records gave 360,000 errors, which
 * openapi-backend spreads into one `push(...)` call (a stack overflow), and 16 MiB of them
 * would not fit in memory. Only an invalid body is then walked for its issues (`collect`):
 * an array element by element, an object property by property, each with every error, into
 * `Issues`, which lists the first hundred and counts the rest. Parameters keep every error
 * (there are few). Responses, validated under test, are checked the same way as bodies.
 */

import addFormats from "ajv-formats";
import { OpenAPIBackend, OpenAPIValidator, type Operation, ValidationContext } from "openapi-backend";
import { document } from "./generated/document.js";
import { type Issue, Issues } from "./problem.js";

export type { Operation };

export interface IncomingRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  query: Record<string, string | string[]>;
  body?: unknown;
}

export interface DocumentModel {
  /** Every operation of the document (dereferenced). */
  readonly operations: readonly Operation[];
  match(method: string, path: string): Operation | undefined;
  /** Whether the path exists with some other method (for 405). */
  allowedMethods(path: string): string[];
  /** The request's issues (none when it is valid): the first hundred listed, all counted. */
  validateRequest(request: IncomingRequest, operation: Operation): Issues;
  /** The same for a response body the server is about to send. */
  validateResponse(body: unknown, operation: Operation, status: number): Issues;
  /** Decoded path parameters of a request. */
  pathParams(path: string, operation: Operation): Record<string, string>;
  /** The same values in the order the path template has them. */
  pathIds(path: string, operation: Operation): string[];
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/**
 * openapi-backend validates `application/json` content only, while the reporting
 * operations answer `*\/*` (seed fidelity). The validator gets a copy of the document in
 * which each `*\/*` media type is also offered as `application/json` with the same schema:
 * the schema still comes from the document, it is not written twice.
 */
function validationView(source: Record<string, unknown>): Record<string, unknown> {
  const view = structuredClone(source);
  const paths = (view.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      for (const response of Object.values(item[method]?.responses ?? {})) {
        const content = (response as { content?: Record<string, unknown> }).content;
        if (content?.["*/*"] && !content["application/json"]) content["application/json"] = content["*/*"];
      }
    }
  }
  return view;
}

type Ajv = ReturnType<OpenAPIValidator["getAjv"]>;
type ValidateFunction = ReturnType<Ajv["compile"]>;
type AjvError = { instancePath?: string; message?: string; params?: unknown };
type Schema = Record<string, unknown>;

/** One Ajv error as an issue; `at` is the JSON pointer of the value that was validated. */
function toIssue(error: AjvError, at = ""): Issue {
  const extra =
    error.params && typeof error.params === "object" && "allowedValues" in error.params
      ? `: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`
      : "";
  return {
    path: `${at}${error.instancePath ?? ""}` || "/",
    message: `${error.message ?? "is invalid"}${extra}`,
  };
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A JSON pointer token (RFC 6901), as Ajv writes instance paths. */
function pointer(token: string | number): string {
  return typeof token === "number" ? `/${token}` : `/${token.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

/** Keywords whose meaning depends on more than one part of a value: such a schema is checked whole. */
const WHOLE = ["allOf", "anyOf", "oneOf", "not", "if", "$ref", "patternProperties", "dependencies"];

/** How a schema is walked: whole, or as a container (its shell, then each part). */
type Plan =
  | { kind: "whole"; validate: ValidateFunction }
  | {
      kind: "container";
      /** The schema without `items`, `properties` and `additionalProperties`. */
      shell: ValidateFunction;
      /** Also checked whole when the value is not the container the schema walks. */
      whole: ValidateFunction;
      items: unknown;
      properties: Schema | undefined;
      additional: unknown;
    };

/**
 * Every issue of `value` against `schema`, into `issues`, without ever holding more than one
 * element's errors: a container's own keywords are checked without its contents (the
 * `shell`), then each element or property against its own schema, recursively. A schema that
 * combines sub-schemas (oneOf...) is checked whole, as is anything that is not a container.
 * Once `issues` lists all it can, the rest is only counted (no path or message is built).
 */
class Collector {
  readonly #plans = new WeakMap<Schema, Plan>();

  constructor(private readonly compile: (schema: Schema) => ValidateFunction) {}

  collect(schema: unknown, value: unknown, at: string, issues: Issues): void {
    if (!isSchema(schema)) {
      if (schema === false) issues.add({ path: at || "/", message: "must NOT be present" });
      return;
    }
    const plan = this.#plan(schema);
    if (plan.kind === "whole") check(plan.validate, value, at, issues);
    else if (Array.isArray(value) && isSchema(plan.items)) {
      check(plan.shell, value, at, issues);
      for (let index = 0; index < value.length; index++) {
        this.collect(plan.items, value[index], issues.full ? at : `${at}${pointer(index)}`, issues);
      }
    } else if (isSchema(value) && (plan.properties !== undefined || plan.additional !== undefined)) {
      check(plan.shell, value, at, issues);
      const properties = plan.properties ?? {};
      for (const name in value) {
        if (!Object.hasOwn(value, name)) continue;
        const where = issues.full ? at : `${at}${pointer(name)}`;
        if (Object.hasOwn(properties, name)) this.collect(properties[name], value[name], where, issues);
        else if (plan.additional === false) {
          issues.add(
            issues.full ? undefined : { path: at || "/", message: "must NOT have additional properties" },
          );
        } else if (isSchema(plan.additional)) this.collect(plan.additional, value[name], where, issues);
      }
    } else check(plan.whole, value, at, issues);
  }

  #plan(schema: Schema): Plan {
    let plan = this.#plans.get(schema);
    if (!plan) {
      const container =
        !WHOLE.some((keyword) => keyword in schema) &&
        ("items" in schema || "properties" in schema || "additionalProperties" in schema);
      if (container) {
        const { items, properties, additionalProperties, ...shell } = schema;
        plan = {
          kind: "container",
          shell: this.compile(shell),
          whole: this.compile(schema),
          items,
          properties: isSchema(properties) ? properties : undefined,
          additional: additionalProperties,
        };
      } else plan = { kind: "whole", validate: this.compile(schema) };
      this.#plans.set(schema, plan);
    }
    return plan;
  }
}

/** Every error of one validation into `issues` (only counted once they list all they can). */
function check(validate: ValidateFunction, value: unknown, at: string, issues: Issues): void {
  if (validate(value)) return;
  const errors = validate.errors ?? [];
  if (issues.full) issues.total += errors.length;
  else for (const error of errors) issues.add(toIssue(error, at));
}

/** openapi-backend's `compileSchema`: Ajv's compile, once reference cycles are made `$ref`s. */
function compile(ajv: Ajv, schema: Schema): ValidateFunction {
  return (
    OpenAPIValidator as unknown as { compileSchema(ajv: Ajv, schema: Schema): ValidateFunction }
  ).compileSchema(ajv, schema);
}

/** The body as openapi-backend validates it: text is parsed as JSON when it is JSON. */
function parsedBody(body: unknown): unknown {
  if (!body || typeof body === "object") return body;
  try {
    return JSON.parse(String(body));
  } catch {
    return body;
  }
}

/** An operation's `application/json` request body (schema and example), if it takes one. */
export function jsonRequestBody(operation: {
  requestBody?: unknown;
}): { schema?: unknown; example?: unknown } | undefined {
  const content = (
    operation.requestBody as { content?: Record<string, { schema?: unknown; example?: unknown }> } | undefined
  )?.content;
  return content?.["application/json"];
}

/** The schema openapi-backend validates a request body against (its JSON content). */
function bodySchema(operation: Operation): unknown {
  const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  return (
    content?.["application/json"] ??
    content?.["multipart/form-data"] ??
    content?.["application/x-www-form-urlencoded"]
  )?.schema;
}

/** The schema openapi-backend validates a response of `status` against (exact, then `4XX`, then `default`). */
function responseSchema(operation: Operation, status: number): unknown {
  const responses = (operation.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: unknown }> } | undefined
  >;
  const response =
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
  return response?.content?.["application/json"]?.schema;
}

let loaded: Promise<DocumentModel> | undefined;

/** Load (once per process) the document model. */
export function loadDocument(): Promise<DocumentModel> {
  loaded ??= build();
  return loaded;
}

async function build(): Promise<DocumentModel> {
  const api = new OpenAPIBackend({
    definition: validationView(document) as never,
    strict: true,
    validate: true,
    coerceTypes: true,
    // Compile each operation's validators on first use (and dereference synchronously): the
    // document is loaded fast whatever its size, and a process compiles only what it calls.
    quick: true,
    // Every error of the parameters; a body's or a response's first error only (see the top).
    // Without Ajv's optimisation passes over the code it writes: a server (a test file's)
    // answers each operation a few times, and those passes cost more at the first call than
    // they save over the rest (the contract test: CPU 13-16 s -> 12 s).
    ajvOpts: { allErrors: true, code: { optimize: false } },
    customizeAjv: (ajv, options, context) => {
      let customized = ajv;
      if (context === ValidationContext.RequestBody || context === ValidationContext.Response) {
        const FirstError = ajv.constructor as new (opts: typeof options) => Ajv;
        customized = new FirstError({ ...options, allErrors: false });
        // openapi-backend's own formats (int32, int64...), added to the instance it made
        for (const [name, format] of Object.entries(ajv.formats)) {
          if (format !== undefined) customized.addFormat(name, format);
        }
      }
      addFormats(customized as never);
      return customized;
    },
  });
  await api.init();
  const router = api.router;
  // openapi-backend rebuilds its list of operations (every path of the document, through
  // lodash) on each lookup, five or more times a request: half the CPU of the contract test's
  // requests. The document never changes once loaded, so the list is built once.
  const operations = router.getOperations();
  router.getOperations = () => operations;
  // The issues of an invalid body or response, every error of one element at a time: an Ajv
  // made as the parameters' (every error, the document's formats) without their coercion.
  let collector: Collector | undefined;
  const collect = (schema: unknown, value: unknown, issues: Issues) => {
    if (!collector) {
      const ajv = api.validator.getAjv(ValidationContext.Params);
      collector = new Collector((schema) => compile(ajv, schema));
    }
    collector.collect(schema, value, "", issues);
  };
  /** Adds openapi-backend's errors to `issues`, walking `value` for every issue when one is in it. */
  const report = (errors: readonly AjvError[], inValue: RegExp, schema: unknown, value: unknown) => {
    const issues = new Issues();
    let walked = false;
    for (const error of errors) {
      const path = error.instancePath ?? "";
      if (!inValue.test(path)) issues.add(toIssue(error));
      else if (!walked) {
        walked = true;
        collect(schema, value, issues);
        // A schema the walk finds no fault with (it should not happen): the error as Ajv gave it.
        if (issues.total === 0)
          issues.add(toIssue({ ...error, instancePath: path.replace(/^\/requestBody/, "") }));
      }
    }
    return issues;
  };
  const model: DocumentModel = {
    operations,
    match(method, path) {
      return router.matchOperation({ method, path, headers: {} });
    },
    allowedMethods(path) {
      return METHODS.filter(
        (method) => router.matchOperation({ method, path, headers: {} }) !== undefined,
      ).map((method) => method.toUpperCase());
    },
    validateRequest(request, operation) {
      const result = api.validator.validateRequest(
        {
          method: request.method,
          path: request.path,
          headers: request.headers,
          query: request.query,
          body: request.body,
        },
        operation.operationId,
      );
      if (result.valid) return new Issues();
      return report(
        result.errors ?? [],
        /^\/requestBody(?:\/|$)/,
        bodySchema(operation),
        parsedBody(request.body),
      );
    },
    validateResponse(body, operation, status) {
      const result = api.validator.validateResponse(body, operation.operationId ?? "", status);
      if (result.valid) return new Issues();
      return report(result.errors ?? [], /^/, responseSchema(operation, status), body);
    },
    pathParams(path, operation) {
      const parsed = router.parseRequest({ method: operation.method, path, headers: {} }, operation as never);
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries((parsed.params ?? {}) as Record<string, string>)) {
        try {
          params[name] = decodeURIComponent(String(value));
        } catch {
          params[name] = String(value);
        }
      }
      return params;
    },
    pathIds(path, operation) {
      const params = model.pathParams(path, operation);
      return [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => params[match[1] ?? ""] ?? "");
    },
  };
  return model;
}
