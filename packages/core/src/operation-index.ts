// client.api's lookup of an operation (api-fetch.ts' lazy chunk, so not in the first download):
// by method + openapi-fetch's schemaPath, or failing that (a literal path such as a followed
// `link`) by matching the URL against the templates.
import type { OperationInfo, OperationTable } from "./operation-table.js";

export interface OperationIndex {
  bySchemaPath(method: string, schemaPath: string): OperationInfo | undefined;
  /** `pathname` relative to the client's base URL path. */
  byPathname(method: string, pathname: string): OperationInfo | undefined;
}

export function indexOperations(table: OperationTable): OperationIndex {
  const byKey = new Map<string, OperationInfo>();
  const patterns: Array<{ method: string; pattern: RegExp; operation: OperationInfo }> = [];
  for (const [operationId, row] of Object.entries(table)) {
    const operation: OperationInfo = { ...row, operationId };
    const method = operation.method.toUpperCase();
    byKey.set(`${method} ${operation.path}`, operation);
    patterns.push({ method, pattern: templatePattern(operation.path), operation });
  }
  // Literal segments beat parameters: try the templates with fewer parameters first.
  patterns.sort((a, b) => paramCount(a.operation.path) - paramCount(b.operation.path));
  return {
    bySchemaPath: (method, schemaPath) => byKey.get(`${method.toUpperCase()} ${schemaPath}`),
    byPathname(method, pathname) {
      const upper = method.toUpperCase();
      return patterns.find((p) => p.method === upper && p.pattern.test(pathname))?.operation;
    },
  };
}

function templatePattern(path: string): RegExp {
  const source = path
    .split(/(\{[^{}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}/?$`);
}

function paramCount(path: string): number {
  return path.split("{").length - 1;
}
