// The shell of each HostBill group package, from its x-package operations: the
// `createXClient` factory (account's createHostBillClient over the package's operation table
// and generated methods) and the package's public surface. A package's own src/index.ts
// re-exports the surface and adds what is really its own.
import { header } from "./emit.mjs";
import { waiterNamespaces, waiterTypeNames } from "./waiters.mjs";

/** The packages whose operations are served by the HostBill client API (bearer or session auth). */
export const HOSTBILL_PACKAGES = ["compute", "account", "billing", "support", "domains", "services"];

/** What every HostBill group package re-exports from @cdrapi/core: the errors and option types of core's README. */
const CORE_EXPORTS = [
  "AbortError",
  "ApiError",
  "type ApiPromise",
  "AuthenticationError",
  "BadRequestError",
  "CdrapiError",
  "ConflictError",
  "ConnectionError",
  "type CustomRequest",
  "type FetchLike",
  "type Hooks",
  "InternalServerError",
  "type Logger",
  "NotFoundError",
  "PermissionDeniedError",
  "RateLimitError",
  "type RequestErrorEvent",
  "type RequestEvent",
  "type RequestOptions",
  "type ResponseEvent",
  "ResponseValidationError",
  "type ResponseValidator",
  "TimeoutError",
  "type TokenProvider",
  "type TransportOptions",
  "UnprocessableEntityError",
  "type ValidateResponses",
  "ValidationError",
  "type ValidationIssue",
  "type WaitOptions",
  "WaitTimeoutError",
  "type WithResponse",
];

/** What every one re-exports of the HostBill wiring (account's own modules, for account itself). */
const HOSTBILL_EXPORTS = {
  "hostbill.js": [
    "type BasicAuth",
    "type HostBillAuth",
    "type PasswordAuth",
    "type SessionAuth",
    "type TokenAuth",
  ],
  "session/session.js": [
    "createSession",
    "type HostBillSession",
    "type SessionOptions",
    "type SessionTokens",
  ],
};

const pascal = (pkg) => pkg[0].toUpperCase() + pkg.slice(1);
const list = (names) => `{\n${names.map((n) => `  ${n},\n`).join("")}}`;

/** The API groups (document tags) of a package's operations, for its doc comments. */
function groupsOf(doc) {
  return (doc.tags ?? []).map((t) => t.name).join(", ");
}

/** src/generated/client.ts: the package's client type and factory. */
export function emitClient(doc, pkg) {
  const Name = pascal(pkg);
  // Namespaces with waiters (waiters.mjs): their type is the methods' and the waiters'.
  const waiting = waiterNamespaces(doc, pkg);
  const body = waiting
    .map((ns) => `\n  readonly ${ns}: ${Name}Methods["${ns}"] & ${Name}Waiters["${ns}"];\n`)
    .join("");
  const from = pkg === "account" ? "../hostbill.js" : "@cdrapi/account";
  return `${header(`The ${pkg} client: the shared HostBill wiring (createHostBillClient) over this package's operations and methods.`)}import { createHostBillClient, type HostBillClient, type HostBillClientOptions } from "${from}";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../version.js";
import { type ${Name}Methods, createMethods } from "./methods.js";
import type { paths } from "./openapi.js";
import { operations } from "./operations.js";
${waiting.length ? `import { type ${Name}Waiters, withWaiters } from "./waiters.js";\n` : ""}
/**
 * \`baseUrl\` is the provider's HostBill client API root, including any \`/api\` prefix; with
 * \`auth: { session }\` it defaults to the session's. \`auth\`: \`{ token }\`, \`{ basic: { username, password } }\`
 * (HTTP Basic), \`{ username, password }\` or \`{ session }\` (one login shared by every HostBill client).
 */
export type ${Name}ClientOptions = HostBillClientOptions;

/** The ${pkg} group's named methods, plus \`api\`, \`session\`, \`logout()\` and \`revoke()\` (HostBillClient). */
export interface ${Name}Client extends ${Name}Methods, HostBillClient<paths> {${body}}

/**
 * A client of the ${pkg} group (${groupsOf(doc)}) of a provider's HostBill client API.
 * Throws \`ValidationError\` for unusable options, before any request.
 */
export function create${Name}Client(options: ${Name}ClientOptions): ${Name}Client {
  const group = { packageName: PACKAGE_NAME, packageVersion: PACKAGE_VERSION, operations };
  return createHostBillClient(options, group, ${waiting.length ? "(t) => withWaiters(createMethods(t))" : "createMethods"});
}
`;
}

/** The names a package's surface exports besides its generated types (which must not take them). */
export function surfaceNames(pkg) {
  const Name = pascal(pkg);
  return [
    ...CORE_EXPORTS,
    ...Object.values(HOSTBILL_EXPORTS).flat(),
    `create${Name}Client`,
    `${Name}Client`,
    `${Name}ClientOptions`,
    `${Name}Methods`,
    "PathId",
    "Schemas",
    "methodIndex",
    "components",
    "operationTypes",
    "paths",
    "operations",
    "responseSchemas",
    "specInfo",
  ].map((n) => n.replace(/^type /, ""));
}

/** src/generated/index.ts: the package's public surface, re-exported by its src/index.ts. */
export function emitSurface(doc, pkg) {
  const core = `export ${list(CORE_EXPORTS)} from "@cdrapi/core";\n`;
  const generic = `export type * from "./types.js";
export { methodIndex } from "./method-index.js";
export type { components, operations as operationTypes, paths } from "./openapi.js";
export { operations } from "./operations.js";
export { responseSchemas } from "./responses.js";
export { specInfo } from "./spec.js";
`;
  // The reporting group has its own client (HTTP Basic, the bulk engine): only the shared parts.
  if (!HOSTBILL_PACKAGES.includes(pkg))
    return `${header(`The public surface of @cdrapi/${pkg} that it shares with every group package.`)}${core}${generic}`;
  const Name = pascal(pkg);
  const waiterTypes = waiterTypeNames(doc, pkg);
  const waiterSurface = waiterTypes.length
    ? `\nexport type { ${waiterTypes.join(", ")} } from "./waiters.js";`
    : "";
  const hostbill = Object.entries(HOSTBILL_EXPORTS).map(([file, names]) =>
    pkg === "account"
      ? `export ${list(names)} from "../${file}";\n`
      : `export ${list(names)} from "@cdrapi/account";\n`,
  );
  return `${header(`The public surface of @cdrapi/${pkg} that every HostBill group package shares.`)}${hostbill.join("")}${core}export { create${Name}Client, type ${Name}Client, type ${Name}ClientOptions } from "./client.js";${waiterSurface}
export type { ${Name}Methods, PathId, Schemas } from "./methods.js";
${generic}`;
}
