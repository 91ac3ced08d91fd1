// The error of `validateResponses: "throw"`, in a module of its own: the main entry exports it
// (an app catches it, the CLI maps it to its exit code) without Ajv, and a client that does not
// import it leaves the whole module out of its bundle (the package has no side effects).
import { CdrapiError } from "./errors.js";

/**
 * An answer of a named operation differs from the document's schema of it (`validateResponses:
 * "throw"`): the operation and each difference, "field.path: what differs", never a value.
 */
export class ResponseValidationError extends CdrapiError {
  declare readonly operationId: string;
  declare readonly issues: readonly string[];

  constructor(operationId: string, issues: readonly string[]) {
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
    super(`${operationId}: the answer differs from the document: ${issues.slice(0, 5).join("; ")}${more}`);
    Object.assign(this, { operationId, issues });
  }

  // A minifier renames classes; a getter, not an assignment, keeps the module free of side effects.
  override get name(): string {
    return "ResponseValidationError";
  }
}
