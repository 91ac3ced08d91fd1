// `validateResponses`: an opt-in check of each success answer of a named operation against the
// document's schema of that answer, to learn where a provider's HostBill differs from the
// document. The schemas are each package's `responseSchemas` and the checker is Ajv (the
// `responseValidator` of "@cdrapi/core/validate"), passed in by the app: a client that does not
// check bundles neither. Here only the one rule of what a difference does: "warn" writes one
// line to the client's logger (console.warn without one), "throw" ends the call with a
// ResponseValidationError. Neither shows a value of the answer, only field paths and types.
import { ResponseValidationError, ValidationError } from "./errors.js";
import type { Logger } from "./options.js";
import type { Secrets } from "./redact.js";
import type { Answer, Call } from "./send.js";

/**
 * The differences of an operation's answer from its schema, each "field.path: what differs"
 * (`vms[0].status: expected string, got number`), never a value of the answer; [] when none;
 * undefined when it has no schema for this operation.
 */
export type ResponseValidator = (operationId: string, data: unknown) => readonly string[] | undefined;

/** What a client does with an answer that differs from the document. */
export type ValidateResponses = "warn" | "throw";

/** The check of a client's answers, or undefined when it checks none (the default). */
export function responseCheckOf(
  options: {
    validateResponses?: ValidateResponses | undefined;
    responseValidator?: ResponseValidator | undefined;
    logger?: unknown;
  },
  logger: Logger,
  secrets: Secrets,
): ((call: Call, answer: Answer) => Answer) | undefined {
  const { validateResponses: mode, responseValidator: validate } = options;
  if (mode === undefined) return undefined;
  if (mode !== "warn" && mode !== "throw")
    throw new ValidationError([
      { index: null, field: "validateResponses", message: 'must be "warn" or "throw"' },
    ]);
  if (typeof validate !== "function")
    throw new ValidationError([
      {
        index: null,
        field: "responseValidator",
        message:
          'is required with validateResponses: responseValidator(responseSchemas) from "@cdrapi/core/validate"',
      },
    ]);
  const warn = options.logger ? logger.warn : console.warn;
  return (call, answer) => {
    const operationId = call.operation?.operationId;
    if (answer.error || call.parseAs !== "json" || !operationId) return answer;
    const issues = validate(operationId, answer.data)?.map((issue) => secrets.redact(issue));
    if (!issues?.length) return answer;
    const error = new ResponseValidationError(operationId, issues);
    if (mode === "throw") throw error;
    warn(error.message);
    return answer;
  };
}
