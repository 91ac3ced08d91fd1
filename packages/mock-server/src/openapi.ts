/**
 * The document, loaded once: routing (which operation a request is), request validation
 * and response validation, all by openapi-backend (Ajv) from the generated `document`.
 */

import addFormats from "ajv-formats";
import { OpenAPIBackend, type Operation } from "openapi-backend";
import { document } from "./generated/document.js";

export type { Operation };

/** One validation issue, as problem bodies list them. */
export interface Issue {
  path: string;
  message: string;
}

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
  validateRequest(request: IncomingRequest, operation: Operation): Issue[];
  validateResponse(body: unknown, operation: Operation, status: number): Issue[];
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

function toIssues(
  errors: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }> | null,
) {
  return (errors ?? []).map((error) => {
    const path = (error.instancePath ?? "").replace(/^\/requestBody/, "") || "/";
    const extra =
      error.params && typeof error.params === "object" && "allowedValues" in error.params
        ? `: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`
        : "";
    return { path, message: `${error.message ?? "is invalid"}${extra}` };
  });
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
    ajvOpts: { allErrors: true },
    customizeAjv: (ajv) => {
      addFormats(ajv as never);
      return ajv;
    },
  });
  await api.init();
  const router = api.router;
  const model: DocumentModel = {
    operations: router.getOperations(),
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
      return result.valid ? [] : toIssues(result.errors ?? null);
    },
    validateResponse(body, operation, status) {
      const result = api.validator.validateResponse(body, operation.operationId ?? "", status);
      return result.valid ? [] : toIssues(result.errors ?? null);
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
