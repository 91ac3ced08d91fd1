// --validate-responses (or CDRAPI_VALIDATE_RESPONSES, or a profile's validateResponses): every
// client of the command checks each answer against the document's schema of it (the SDK's
// `validateResponses`, with every group's schemas), to learn where a provider differs.
import { responseSchemas as account } from "@cdrapi/account";
import { responseSchemas as billing } from "@cdrapi/billing";
import { responseSchemas as compute } from "@cdrapi/compute";
import type { ResponseValidator, ValidateResponses } from "@cdrapi/core";
import { responseSchemas as domains } from "@cdrapi/domains";
import { responseSchemas as reporting } from "@cdrapi/reporting";
import { responseSchemas as services } from "@cdrapi/services";
import { responseSchemas as support } from "@cdrapi/support";
import { UsageError } from "./exit-codes.js";

export const VALIDATE_RESPONSES: readonly ValidateResponses[] = ["warn", "throw"];

export interface ResponseValidation {
  validateResponses?: ValidateResponses;
  responseValidator?: ResponseValidator;
}

/** One checker for the process: each schema is compiled once, on its operation's first answer. */
let shared: ResponseValidator | undefined;

/**
 * The transport options that check answers in `mode` (`from` names where it was set). The
 * checker (Ajv) is loaded only then: every command would otherwise pay for loading it.
 */
export async function responseValidation(mode: string, from: string): Promise<ResponseValidation> {
  if (!(VALIDATE_RESPONSES as readonly string[]).includes(mode))
    throw new UsageError(`${from} is "${mode}": use ${VALIDATE_RESPONSES.join(" or ")}`);
  const { responseValidator } = await import("@cdrapi/core/validate");
  shared ??= responseValidator(reporting, account, compute, services, domains, billing, support);
  return { validateResponses: mode as ValidateResponses, responseValidator: shared };
}
