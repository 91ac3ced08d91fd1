// `validateResponses`: an opt-in check of each success answer of a named operation against the
// document's schema of that answer, to learn where a provider's HostBill differs from the
// document. The schemas are each package's `responseSchemas` and the checker is Ajv's (the
// `responseValidator` of "@cdrapi/core/validate"), passed in by the app: a client that does not
// check bundles neither, nor the error the check throws. Here only when it runs: on a parsed
// JSON answer that is not an error, of an operation of the document.
import { ValidationError } from "./errors.js";
import type { Logger, ResponseValidator, ValidateResponses } from "./options.js";
import type { Answer, Call } from "./send.js";

/** The check of a client's answers, or undefined when it checks none (the default). */
export function responseCheckOf(
  options: {
    validateResponses?: ValidateResponses | undefined;
    responseValidator?: ResponseValidator | undefined;
    logger?: unknown;
  },
  logger: Logger,
): ((call: Call, answer: Answer) => Answer) | undefined {
  const { validateResponses: mode, responseValidator: check } = options;
  if (mode === undefined) return undefined;
  if ((mode !== "warn" && mode !== "throw") || typeof check !== "function")
    throw new ValidationError([
      {
        index: null,
        field: "validateResponses",
        message: 'must be "warn" or "throw", with a responseValidator',
      },
    ]);
  // Asked for, warnings are seen: the client's logger, else the console.
  const warn = options.logger ? logger.warn : console.warn;
  return (call, answer) => {
    const id = call.operation?.operationId;
    if (!answer.error && call.parseAs === "json" && id) check(id, answer.data, mode, warn);
    return answer;
  };
}
