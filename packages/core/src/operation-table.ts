// The operation table a group package passes (generated from the OpenAPI document). Named
// methods name their operation by id; `client.api` finds it by method and URL path (api.ts).

export interface OperationInfo {
  readonly operationId: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** OpenAPI path template, e.g. "/service/{id}/resources". */
  readonly path: string;
  /** Security scheme names; an empty list means the operation sends no credentials. */
  readonly security: readonly string[];
  /** `x-idempotent`: repeating the call is harmless, so it may be retried. */
  readonly idempotent: boolean;
  /** The argument name users see for a path parameter (`x-sdk-name`), when it is not the parameter's own: `{ id: "serviceId" }`. */
  readonly names?: Readonly<Record<string, string>>;
}

/**
 * The generated table: operationId -> method, path, security, idempotent. A row's own
 * `operationId`, if it has one, is ignored: the key is the operationId.
 */
export type OperationTable = Readonly<
  Record<string, Omit<OperationInfo, "operationId"> & { readonly operationId?: string }>
>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request may be repeated: the operation says so; an unknown one only if safe. */
export function isIdempotent(operation: OperationInfo | undefined, method: string): boolean {
  return operation ? operation.idempotent : SAFE_METHODS.has(method.toUpperCase());
}
