// createReportingClient: the user's options -> one core transport (Basic auth, the generated
// operation table, VNNIC's host for the environment) -> the named methods.
import {
  type BasicCredentials,
  basicAuth,
  createTransport,
  type TransportOptions,
  ValidationError,
} from "@cdrapi/core";
import { createOperations, type ReportingOperations } from "./client-methods.js";
import type { paths } from "./generated/openapi.js";
import { operations } from "./generated/operations.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./version.js";

/** VNNIC's two hosts for the registrar reporting API. */
export const ENVIRONMENTS = {
  production: "https://gtld-api.vnnic.vn",
  ote: "https://gtldapi-ote.vnnic.vn",
} as const;

export type ReportingEnvironment = keyof typeof ENVIRONMENTS;

export interface ReportingClientOptions extends TransportOptions {
  /** VNNIC's production system (default) or its test system, OT&E. `baseUrl` wins. */
  environment?: ReportingEnvironment;
  /** The client id and secret from VNNIC's registrar panel (HTTP Basic). */
  credentials: BasicCredentials;
}

export type ReportingClient = ReportingOperations;

/** A client of VNNIC's registrar reporting API. Throws `ValidationError` for unusable options. */
export function createReportingClient(options: ReportingClientOptions): ReportingClient {
  const { environment = "production", credentials, ...transport } = options ?? ({} as ReportingClientOptions);
  if (!Object.hasOwn(ENVIRONMENTS, environment)) {
    throw new ValidationError([
      {
        index: null,
        field: "environment",
        message: `must be one of ${Object.keys(ENVIRONMENTS).join(", ")}`,
      },
    ]);
  }
  return createOperations(
    createTransport<paths>({
      ...transport,
      baseUrl: transport.baseUrl ?? ENVIRONMENTS[environment],
      packageName: PACKAGE_NAME,
      packageVersion: PACKAGE_VERSION,
      operations,
      auth: basicAuth(credentials ?? ({} as BasicCredentials)),
    }),
    // Binds bulk checkpoints to the account (hashed there); basicAuth has validated it.
    credentials?.username ?? "",
  );
}
