// Configuration: flags first, then environment variables. Secrets come from the environment
// or standard input; a secret given as a flag works but warns (shell history, process lists),
// and no secret is ever printed.
import { resolve } from "node:path";
import type { ComputeClientOptions } from "@cdrapi/compute";
import type { FetchLike, Logger } from "@cdrapi/core";
import { ENVIRONMENTS, type ReportingClientOptions, type ReportingEnvironment } from "@cdrapi/reporting";
import { UsageError } from "./exit-codes.js";
import { type CliIo, message, warn } from "./io.js";
import { networkFetch, type TlsFlags } from "./network.js";
import type { OutputFlags } from "./output/format.js";
import { readOwnFile } from "./own-file.js";
import { activeProfile, ENV, withProfile } from "./profiles.js";
import { type ResponseValidation, responseValidation } from "./response-validation.js";
import { readSavedLogin, type SavedLogin, savedLoginPath } from "./saved-login.js";
import { sameRoot, savedSession } from "./saved-session.js";

/** Connection flags of the reporting commands (`reports`, `domains`, `places`). */
export interface ReportingFlags {
  env?: string;
  url?: string;
  username?: string;
  password?: string;
  passwordStdin?: boolean;
  /** A file holding the password, readable by its owner only. */
  passwordFile?: string;
}

/** Connection flags of the compute commands (`vm`). */
export interface ComputeFlags {
  url?: string;
  token?: string;
  tokenStdin?: boolean;
  username?: string;
  password?: string;
  passwordStdin?: boolean;
}

/** Flags every command has. */
export interface GlobalFlags extends OutputFlags, TlsFlags {
  verbose?: boolean;
  timeout?: number;
  /** A profile of the config file (or CDRAPI_PROFILE, or the file's defaultProfile). */
  profile?: string;
  /** Check answers against the document: "warn" or "throw" (or CDRAPI_VALIDATE_RESPONSES). */
  validateResponses?: string;
}

/** flag > environment variable; an empty value counts as unset. */
function pick(flag: string | undefined, io: CliIo, name: string): string | undefined {
  if (flag !== undefined && flag !== "") return flag;
  const value = io.env[name];
  return value === undefined || value === "" ? undefined : value;
}

function warnSecretFlag(io: CliIo, flag: string, instead: string): void {
  warn(io, `${flag} puts a secret in your shell history and the process list; use ${instead} instead`);
}

/** Reads a secret from standard input: the whole input, without the final line break. */
export async function readSecretFromStdin(io: CliIo, flag: string): Promise<string> {
  if (!io.stdin) throw new UsageError(`${flag}: no standard input to read from`);
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of io.stdin as AsyncIterable<string | Uint8Array>) {
    text += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
  }
  text += decoder.decode();
  const secret = text.replace(/\r?\n$/, "");
  if (secret === "") throw new UsageError(`${flag}: standard input was empty`);
  return secret;
}

/** A password is a line: a file much larger than one is not a password file, and is not read. */
const SECRET_FILE_MAX_BYTES = 64 * 1024;

/**
 * Reads a secret from a file (its first line, without the line break): a regular file of this
 * user's own that only they can read or write, in a folder of theirs (own-file.ts). A secret any
 * local user can read, or replace, is no longer one; a pipe is read with --password-stdin.
 */
export async function readSecretFile(io: CliIo, path: string, flag: string): Promise<string> {
  const full = resolve(io.cwd ?? process.cwd(), path);
  let text: string | undefined;
  try {
    text = await readOwnFile(full, `${flag} ${path}`, {
      maxBytes: SECRET_FILE_MAX_BYTES,
      secretRemedy: `make it owner-only (chmod 600 ${path})`,
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `${flag} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (text === undefined) throw new UsageError(`${flag} ${path}: no such file`);
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  if (first === "") throw new UsageError(`${flag} ${path} is empty`);
  return first;
}

async function secret(
  io: CliIo,
  value: string | undefined,
  fromStdin: boolean | undefined,
  flag: string,
  envName: string,
  fromFile?: string,
): Promise<string | undefined> {
  const given = [value !== undefined, fromStdin === true, fromFile !== undefined].filter(Boolean).length;
  if (given > 1)
    throw new UsageError(
      `use one of ${flag}, ${flag}-stdin${fromFile === undefined ? "" : ` and ${flag}-file`}, not several`,
    );
  if (fromFile !== undefined) return readSecretFile(io, fromFile, `${flag}-file`);
  if (fromStdin) return readSecretFromStdin(io, `${flag}-stdin`);
  if (value !== undefined) {
    warnSecretFlag(io, flag, `${flag}-stdin or ${envName}`);
    return value;
  }
  return pick(undefined, io, envName);
}

/** --validate-responses, else CDRAPI_VALIDATE_RESPONSES (of `io`: with the profile, the profile's). */
export function validateResponsesOf(globals: GlobalFlags, io: CliIo): string | undefined {
  return pick(globals.validateResponses, io, ENV.validateResponses);
}

/** Transport options every client of a command gets. */
export type CliTransport = {
  timeoutMs?: number;
  maxRetries?: number;
  logger?: Partial<Logger>;
  /** undici's, through the proxy and with the TLS files (network.ts); Node's otherwise. */
  fetch?: FetchLike;
  maxRequestsPerMinute?: number;
} & ResponseValidation;

/**
 * Transport options every client gets: timeout, a stderr logger with --verbose, the network
 * (proxy, CA file, client certificate), the profile's pace, and the check of answers
 * (--validate-responses), whose warnings go to stderr as the CLI's own. `io` has the profile's
 * settings.
 */
async function transportOf(globals: GlobalFlags, io: CliIo): Promise<CliTransport> {
  const options: CliTransport = { ...io.transport };
  if (globals.timeout !== undefined) options.timeoutMs = globals.timeout * 1000;
  if (globals.verbose) {
    const log = (level: string) => (text: string) => message(io, "log", `[${level}] ${text}`);
    options.logger = { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
  }
  const fetch = await networkFetch(globals, io, options.logger?.debug);
  if (fetch) options.fetch = fetch;
  const pace = pick(undefined, io, ENV.maxRequestsPerMinute);
  if (pace !== undefined) {
    const value = Number(pace);
    if (!(value > 0)) {
      throw new UsageError(
        `${ENV.maxRequestsPerMinute} must be a positive number of requests a minute, not "${pace}"`,
      );
    }
    options.maxRequestsPerMinute = value;
  }
  const mode = validateResponsesOf(globals, io);
  if (mode !== undefined) {
    const from = globals.validateResponses ? "--validate-responses" : ENV.validateResponses;
    Object.assign(options, await responseValidation(mode, from));
    options.logger = { ...options.logger, warn: (text: string) => warn(io, text) };
  }
  return options;
}

/**
 * An API root must be an absolute http(s) URL: anything else is a usage error (exit 2) found
 * before any request, naming where the value came from.
 */
function checkUrl(value: string | undefined, from: string): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${from} is not a URL: "${value}" (e.g. https://api.example.vn)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new UsageError(`${from} must be an http(s) URL, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new UsageError(`${from} must not hold credentials: use the username and password settings`);
  }
  return value;
}

/** The reporting client's options from flags, environment and profile (in that order). */
export async function reportingConfig(
  flags: ReportingFlags,
  globals: GlobalFlags,
  cliIo: CliIo,
): Promise<ReportingClientOptions> {
  const io = withProfile(cliIo, globals.profile);
  const env = pick(flags.env, io, ENV.reportingEnv);
  if (env !== undefined && !Object.hasOwn(ENVIRONMENTS, env)) {
    throw new UsageError(
      `unknown reporting environment "${env}" (from ${flags.env ? "--env" : ENV.reportingEnv}): use ${Object.keys(ENVIRONMENTS).join(" or ")}`,
    );
  }
  const baseUrl = checkUrl(pick(flags.url, io, ENV.reportingUrl), flags.url ? "--url" : ENV.reportingUrl);
  const username = pick(flags.username, io, ENV.reportingUsername);
  const password = await secret(
    io,
    flags.password,
    flags.passwordStdin,
    "--password",
    ENV.reportingPassword,
    flags.passwordFile,
  );
  if (username === undefined || password === undefined) {
    const missing = [
      username === undefined ? ENV.reportingUsername : "",
      password === undefined ? ENV.reportingPassword : "",
    ]
      .filter(Boolean)
      .join(" and ");
    throw new UsageError(
      `reporting credentials are missing: set ${missing} (or pass --username and --password-stdin)`,
    );
  }
  return {
    ...(await transportOf(globals, io)),
    ...(env === undefined ? {} : { environment: env as ReportingEnvironment }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    credentials: { username, password },
  };
}

/** A setting and where it came from (a flag, or an environment variable's name). */
interface Given {
  value: string;
  from: string;
}

/** What a HostBill command was given to choose its credentials by; of secrets, only where they are. */
interface ComputeGiven {
  /** `--username`, `--password` or `--password-stdin`: a login from the flags. */
  loginFlags: boolean;
  /** Where the token comes from (a flag or CDRAPI_COMPUTE_TOKEN), when there is one. */
  token: string | undefined;
  url: Given | undefined;
  username: Given | undefined;
}

/** The credentials a HostBill command uses, and why the saved login, if any, is not used. */
interface ComputeChoice {
  use: "login flags" | "token" | "saved login" | "login";
  savedLoginUnused?: string | undefined;
}

/**
 * THE rule for which credentials a HostBill command uses (docs/cli.md, "Saved logins", says it; `auth
 * status` shows it): flags, then the environment (with the profile's settings under it), then
 * the saved login, which is used only for its own API root and user. So a URL or username set
 * for another account is never served with the saved login's tokens.
 */
function chooseCredentials(given: ComputeGiven, saved: SavedLogin | undefined): ComputeChoice {
  const unused = (why: string) => (saved === undefined ? undefined : why);
  if (given.loginFlags)
    return { use: "login flags", savedLoginUnused: unused("--username or --password is given") };
  if (given.token !== undefined) return { use: "token", savedLoginUnused: unused(`${given.token} is set`) };
  if (saved === undefined) return { use: "login" };
  const { url, username } = given;
  if (url !== undefined && !sameRoot(url.value, saved.baseUrl)) {
    return { use: "login", savedLoginUnused: `${url.from} is ${url.value}, not its ${saved.baseUrl}` };
  }
  if (username !== undefined && username.value !== saved.username) {
    return {
      use: "login",
      savedLoginUnused: `${username.from} is ${username.value}, not its ${saved.username}`,
    };
  }
  return { use: "saved login" };
}

/** A setting from its flag, else its environment variable (or the profile's), with where it came from. */
function setting(flag: string | undefined, flagName: string, io: CliIo, name: string): Given | undefined {
  const value = pick(flag, io, name);
  return value === undefined
    ? undefined
    : { value, from: flag !== undefined && flag !== "" ? flagName : name };
}

/**
 * The compute client's options from flags, environment and profile, and the profile's saved
 * login (`cdrapi auth login`), as chooseCredentials says.
 */
export async function computeConfig(
  flags: ComputeFlags,
  globals: GlobalFlags,
  cliIo: CliIo,
): Promise<ComputeClientOptions> {
  const io = withProfile(cliIo, globals.profile);
  const url = setting(flags.url, "--url", io, ENV.computeUrl);
  const baseUrl = checkUrl(url?.value, url?.from ?? ENV.computeUrl);
  const transport = await transportOf(globals, io);
  // A username or password given as a flag means a login, even if a token is set in the environment.
  const loginFlags =
    flags.username !== undefined || flags.password !== undefined || flags.passwordStdin === true;
  const token = loginFlags
    ? undefined
    : await secret(io, flags.token, flags.tokenStdin, "--token", ENV.computeToken);
  const username = setting(flags.username, "--username", io, ENV.computeUsername);
  const profile = activeProfile(cliIo, globals.profile);
  const path = savedLoginPath(cliIo, profile);
  // Read only when it may be used: a token or a login by flags never touches the file.
  const saved = token === undefined && !loginFlags ? await readSavedLogin(path) : undefined;
  const tokenFrom =
    flags.token !== undefined ? "--token" : flags.tokenStdin ? "--token-stdin" : ENV.computeToken;
  const choice = chooseCredentials(
    { loginFlags, token: token === undefined ? undefined : tokenFrom, url, username },
    saved,
  );
  if (choice.use === "saved login" && saved !== undefined) {
    // A login again when the tokens are refused: only with a password for the user it names.
    const password = username === undefined ? undefined : pick(undefined, io, ENV.computePassword);
    const session = savedSession(io, { path, profile, saved, password, transport });
    return { ...transport, baseUrl: saved.baseUrl, auth: { session } };
  }
  const why = choice.savedLoginUnused && ` (the saved login is not used: ${choice.savedLoginUnused})`;
  if (baseUrl === undefined) {
    throw new UsageError(
      `the compute API's URL is missing: set ${ENV.computeUrl} or pass --url (your provider's HostBill client API root, with any /api prefix), or run "cdrapi auth login"${why ?? ""}`,
    );
  }
  if (token !== undefined) return { ...transport, baseUrl, auth: { token } };
  const password = await secret(io, flags.password, flags.passwordStdin, "--password", ENV.computePassword);
  if (username === undefined || password === undefined) {
    throw new UsageError(
      `compute credentials are missing: run "cdrapi auth login", or set ${ENV.computeToken}, or ${ENV.computeUsername} and ${ENV.computePassword} (or pass --username and --password-stdin)${why ?? ""}`,
    );
  }
  return { ...transport, baseUrl, auth: { username: username.value, password } };
}

/**
 * What a HostBill command of the profile would use now, without flags (for `auth status`): the
 * saved login, a variable's token or login, or nothing; and why the saved login is not used.
 */
export function computeCredentialsInUse(
  globals: GlobalFlags,
  cliIo: CliIo,
  saved: SavedLogin | undefined,
): { credentials: string; savedLoginUnused?: string } {
  const io = withProfile(cliIo, globals.profile);
  const token = pick(undefined, io, ENV.computeToken) === undefined ? undefined : ENV.computeToken;
  const url = setting(undefined, "--url", io, ENV.computeUrl);
  const username = setting(undefined, "--username", io, ENV.computeUsername);
  const choice = chooseCredentials({ loginFlags: false, token, url, username }, saved);
  const credentials =
    choice.use === "saved login"
      ? "saved login"
      : choice.use === "token"
        ? ENV.computeToken
        : username !== undefined &&
            pick(undefined, io, ENV.computePassword) !== undefined &&
            url !== undefined
          ? `${ENV.computeUsername} (${username.value}) and ${ENV.computePassword}`
          : "none";
  return choice.savedLoginUnused === undefined
    ? { credentials }
    : { credentials, savedLoginUnused: choice.savedLoginUnused };
}

/** The transport options (timeout, --verbose logger) of a command that makes its own session. */
export function transportOptions(globals: GlobalFlags, cliIo: CliIo): Promise<CliTransport> {
  return transportOf(globals, withProfile(cliIo, globals.profile));
}

/** What `cdrapi auth login` logs in with: the API root and a username and password. */
export async function loginConfig(
  flags: Pick<ComputeFlags, "url" | "username" | "password" | "passwordStdin">,
  globals: GlobalFlags,
  cliIo: CliIo,
): Promise<{
  baseUrl: string;
  username: string;
  password: string;
  transport: CliTransport;
}> {
  const io = withProfile(cliIo, globals.profile);
  const baseUrl = checkUrl(pick(flags.url, io, ENV.computeUrl), flags.url ? "--url" : ENV.computeUrl);
  if (baseUrl === undefined) {
    throw new UsageError(
      `the compute API's URL is missing: set ${ENV.computeUrl} or pass --url (your provider's HostBill client API root, with any /api prefix)`,
    );
  }
  const username = pick(flags.username, io, ENV.computeUsername);
  const password = await secret(io, flags.password, flags.passwordStdin, "--password", ENV.computePassword);
  if (username === undefined || password === undefined) {
    throw new UsageError(
      `a username and password are needed: pass --username and --password-stdin (or set ${ENV.computeUsername} and ${ENV.computePassword})`,
    );
  }
  return { baseUrl, username, password, transport: await transportOf(globals, io) };
}
