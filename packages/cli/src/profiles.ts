// Named profiles in a config file (OT&E, production, a provider...): the layer under the
// environment. Precedence: flags > environment variables > the profile. A profile's keys are
// the environment variables' names in camelCase (`reportingUsername` for
// CDRAPI_REPORTING_USERNAME), so a profile says exactly what a variable would.
//
//   ~/.config/cdrapi/config.json (or $XDG_CONFIG_HOME/cdrapi/config.json, or CDRAPI_CONFIG):
//   { "defaultProfile": "ote",
//     "profiles": { "ote": { "reportingEnv": "ote", "reportingUsername": "my-id" },
//                   "provider": { "computeUrl": "https://api.provider.example/api" } } }
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "./exit-codes.js";
import { cliFolder } from "./folders.js";
import { type CliIo, warn } from "./io.js";

/**
 * The environment variables the CLI reads, each under the key a profile sets it by (the
 * variable's name in camelCase, see the header).
 */
export const ENV = {
  reportingUsername: "CDRAPI_REPORTING_USERNAME",
  reportingPassword: "CDRAPI_REPORTING_PASSWORD",
  reportingEnv: "CDRAPI_REPORTING_ENV",
  reportingUrl: "CDRAPI_REPORTING_URL",
  computeUrl: "CDRAPI_COMPUTE_URL",
  computeToken: "CDRAPI_COMPUTE_TOKEN",
  computeUsername: "CDRAPI_COMPUTE_USERNAME",
  computePassword: "CDRAPI_COMPUTE_PASSWORD",
  /** At most this many requests a minute, for every client of a command (network.ts's neighbour, config.ts). */
  maxRequestsPerMinute: "CDRAPI_MAX_REQUESTS_PER_MINUTE",
  /** TLS files (network.ts): CA file, client certificate and its key. */
  caFile: "CDRAPI_CA_FILE",
  certFile: "CDRAPI_CERT_FILE",
  keyFile: "CDRAPI_KEY_FILE",
  validateResponses: "CDRAPI_VALIDATE_RESPONSES",
} as const;

/** Where the config file is: CDRAPI_CONFIG, else the config folder (folders.ts). */
export function configPath(env: CliIo["env"]): string {
  if (env.CDRAPI_CONFIG) return env.CDRAPI_CONFIG;
  return join(cliFolder(env, "config"), "config.json");
}

const SECRET_KEYS = new Set(["reportingPassword", "computeToken", "computePassword"]);

interface ConfigFile {
  defaultProfile?: string;
  profiles?: Record<string, Record<string, string>>;
}

function readConfig(path: string, required: boolean): ConfigFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    // No such file: its folder is missing, or a file stands where a folder would (an unusable home).
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === "ENOENT" || code === "ENOTDIR") && !required) return undefined;
    throw new UsageError(
      `cannot read the config file ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`the config file ${path} is not JSON: ${(error as Error).message}`);
  }
  if (!isObject(value) || (value.profiles !== undefined && !isObject(value.profiles))) {
    throw new UsageError(`the config file ${path} must be an object with "profiles": { "name": { ... } }`);
  }
  return value as ConfigFile;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The config file's profile names (none when it is missing or unreadable), for completion. */
export function profileNames(io: CliIo): string[] {
  try {
    return Object.keys(readConfig(configPath(io.env), false)?.profiles ?? {});
  } catch {
    return [];
  }
}

/** The profile's settings as environment variables; undefined when no profile applies. */
export function profileEnv(
  io: CliIo,
  profileFlag: string | undefined,
): { name: string; env: Record<string, string> } | undefined {
  const path = configPath(io.env);
  const asked = profileFlag ?? (io.env.CDRAPI_PROFILE || undefined);
  const config = readConfig(path, asked !== undefined || io.env.CDRAPI_CONFIG !== undefined);
  const name = asked ?? config?.defaultProfile;
  if (name === undefined || config === undefined) return undefined;
  const profile = config.profiles?.[name];
  if (!isObject(profile)) {
    const known = Object.keys(config.profiles ?? {});
    throw new UsageError(
      `no profile "${name}" in ${path}${known.length ? ` (profiles: ${known.join(", ")})` : ""}`,
    );
  }
  const keys: Readonly<Record<string, string>> = ENV;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(profile)) {
    const variable = Object.hasOwn(keys, key) ? keys[key] : undefined;
    if (variable === undefined) {
      throw new UsageError(
        `profile "${name}" in ${path}: unknown setting "${key}" (known: ${Object.keys(keys).join(", ")})`,
      );
    }
    if (typeof value !== "string")
      throw new UsageError(`profile "${name}" in ${path}: "${key}" must be a string`);
    env[variable] = value;
  }
  if (Object.keys(profile).some((key) => SECRET_KEYS.has(key)) && othersCanRead(path)) {
    warn(io, `${path} holds a secret and others can read it: chmod 600 ${path}`);
  }
  return { name, env };
}

function othersCanRead(path: string): boolean {
  try {
    return process.platform !== "win32" && (statSync(path).mode & 0o077) !== 0;
  } catch {
    return false;
  }
}

/** The name of the profile in use (flag, CDRAPI_PROFILE, the file's default), else "default". */
export function activeProfile(io: CliIo, profileFlag: string | undefined): string {
  return profileEnv(io, profileFlag)?.name ?? "default";
}

/** The IO with the profile under the environment (the environment wins). */
export function withProfile(io: CliIo, profileFlag: string | undefined): CliIo {
  const profile = profileEnv(io, profileFlag);
  if (!profile) return io;
  const env: Record<string, string | undefined> = { ...profile.env };
  for (const [key, value] of Object.entries(io.env))
    if (value !== undefined && value !== "") env[key] = value;
  return { ...io, env };
}
