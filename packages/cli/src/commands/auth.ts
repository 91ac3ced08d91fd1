// `cdrapi auth login | status | logout`: one HostBill login per profile, kept for every later
// command (saved-login.ts: the tokens, never the password, owner-only). `status` reads the
// file only (no request), never shows a token, and says which credentials HostBill commands use
// (config.ts's rule); `logout` revokes the tokens the file holds then, and deletes it. Both
// change the file only holding its lock, so a command renewing the tokens at the same moment
// never writes them back over the change.
import { createSession, readJwtExp } from "@cdrapi/account";
import type { Command } from "commander";
import {
  type CliTransport,
  type ComputeFlags,
  computeCredentialsInUse,
  type GlobalFlags,
  loginConfig,
  transportOptions,
} from "../config.js";
import { type Context, examples } from "../context.js";
import { EXIT, usable } from "../exit-codes.js";
import { type CliIo, line, message } from "../io.js";
import { outputFormatOf } from "../output/format.js";
import { printValue } from "../output/table.js";
import { activeProfile } from "../profiles.js";
import { changeSavedLogin, readSavedLogin, type SavedLogin, savedLoginPath } from "../saved-login.js";

type LoginFlags = Pick<ComputeFlags, "url" | "username" | "password" | "passwordStdin">;

/** What `cdrapi auth status` and `logout` are given: the globals (the profile, the output). */
export interface AuthOptions {
  globals: GlobalFlags;
}

/** What `cdrapi auth login` is given: the globals and where and as whom to log in. */
export interface AuthLoginOptions extends AuthOptions {
  login: LoginFlags;
}

/** What `status` (and `login`) show: where, who, until when; never a token. */
function statusOf(profile: string, path: string, login: SavedLogin) {
  const at = (token: string | undefined) => {
    const exp = readJwtExp(token);
    return exp === undefined ? undefined : new Date(exp * 1000).toISOString();
  };
  const expires = at(login.tokens.token);
  const refreshExpires = at(login.tokens.refreshToken);
  const now = Date.now();
  const past = (iso: string | undefined) => iso !== undefined && Date.parse(iso) <= now;
  return {
    profile,
    url: login.baseUrl,
    username: login.username,
    accessTokenExpires: expires,
    refreshTokenExpires: refreshExpires,
    // The next command refreshes an expired access token while the refresh token lives.
    usable: !(past(expires) && (login.tokens.refreshToken === undefined || past(refreshExpires))),
    file: path,
  };
}

function where(io: CliIo, globals: GlobalFlags): { profile: string; path: string } {
  const profile = activeProfile(io, globals.profile);
  return { profile, path: savedLoginPath(io, profile) };
}

export function registerAuth(program: Command, ctx: Context): void {
  const auth = program
    .command("auth")
    .description("log in to a HostBill client API once per profile; every command reuses the login")
    .addHelpText(
      "after",
      examples(
        "cdrapi auth login --url https://api.provider.example/api --username me --password-stdin < password.txt",
        "cdrapi auth status",
        "cdrapi auth logout",
      ),
    );

  auth
    .command("login")
    .description(
      "log in and keep the tokens (never the password) for this profile, in a file only you can read (0600)",
    )
    .option("--url <url>", "HostBill client API root, with any /api prefix (env CDRAPI_COMPUTE_URL)")
    .option("--username <name>", "log in with this user (env CDRAPI_COMPUTE_USERNAME)")
    .option(
      "--password-stdin",
      "read the login password from standard input (or env CDRAPI_COMPUTE_PASSWORD)",
    )
    .option("--password <password>", "password as a flag: works, but warns (shell history, process list)")
    .addHelpText(
      "after",
      examples(
        "cdrapi auth login --url https://api.provider.example/api --username me --password-stdin < password.txt",
        "cdrapi --profile provider auth login --password-stdin < password.txt",
      ),
    )
    .action(ctx.action((globals, flags: LoginFlags) => authLoginRun(ctx.io, { globals, login: flags })));

  auth
    .command("status")
    .description("who is logged in for this profile, where, and until when (no request; no token shown)")
    .addHelpText("after", examples("cdrapi auth status", "cdrapi --profile provider auth status --json"))
    .action(ctx.action((globals) => authStatusRun(ctx.io, { globals })));

  auth
    .command("logout")
    .description("revoke this profile's tokens on the server and delete the saved login")
    .addHelpText("after", examples("cdrapi auth logout", "cdrapi --profile provider auth logout"))
    .action(ctx.action((globals) => authLogoutRun(ctx.io, { globals })));
}

/** `cdrapi auth login`: logs in, keeps the tokens, ends the login it replaces, shows the status. */
export async function authLoginRun(io: CliIo, { globals, login: flags }: AuthLoginOptions): Promise<number> {
  const { profile, path } = where(io, globals);
  const { baseUrl, username, password, transport } = await loginConfig(flags, globals, io);
  const session = usable(() => createSession({ ...transport, baseUrl, username, password }));
  await session.login();
  const tokens = session.export();
  if (tokens === undefined) throw new Error("unreachable: logged in without tokens");
  const login: SavedLogin = { baseUrl: tokens.baseUrl, username, tokens };
  const previous = await changeSavedLogin(path, lockWait(io, transport), async (file) => {
    // A file that is not a login of this user's (unreadable, others could read it) is replaced.
    const replaced = await file.read().catch(() => undefined);
    await file.write(login);
    return replaced;
  });
  // The login it replaces is ended, rather than left alive on the server: with the tokens
  // the file held, the latest (no command can renew them any more: they are not the file's).
  if (previous !== undefined) {
    await createSession({ ...transport, tokens: previous.tokens })
      .revoke({ signal: io.signal })
      .catch(() => {});
  }
  await show(
    io,
    globals,
    { ...statusOf(profile, path, login), ...computeCredentialsInUse(globals, io, login) },
    `logged in to ${login.baseUrl} as ${username}`,
  );
  return 0;
}

/** `cdrapi auth status`: the saved login from the file alone (exit 3 when there is none). */
export async function authStatusRun(io: CliIo, { globals }: AuthOptions): Promise<number> {
  const { profile, path } = where(io, globals);
  const login = await readSavedLogin(path);
  const inUse = computeCredentialsInUse(globals, io, login);
  if (login === undefined) {
    const out = { profile, loggedIn: false, file: path, ...inUse };
    if (outputFormatOf(globals) === "table") {
      line(io.stdout, `not logged in (profile "${profile}")`);
      line(io.stdout, `HostBill commands use: ${inUse.credentials}`);
    } else await printValue(io.stdout, outputFormatOf(globals), out);
    return EXIT.AUTH;
  }
  await show(io, globals, { ...statusOf(profile, path, login), ...inUse });
  return 0;
}

/** `cdrapi auth logout`: revokes the saved tokens, holding the lock, and deletes the file. */
export async function authLogoutRun(io: CliIo, { globals }: AuthOptions): Promise<number> {
  const { profile, path } = where(io, globals);
  const transport = await transportOptions(globals, io);
  // Holding the lock: the tokens revoked are the latest, and no command renews them meanwhile.
  const outcome = await changeSavedLogin(path, lockWait(io, transport), async (file) => {
    const login = await file.read();
    if (login === undefined) return "not logged in";
    const session = usable(() => createSession({ ...transport, tokens: login.tokens }));
    // A failure to reach the server keeps the file, so the logout can be tried again.
    const ended = await session.revoke({ signal: io.signal });
    await file.remove();
    return ended ? "logged out" : "refused";
  });
  if (outcome === "refused") {
    // Expired or revoked, most likely; but a program that renewed these tokens without
    // saving them here (not a cdrapi command) would still be logged in: say so, not "done".
    message(
      io,
      "warning",
      `the server no longer accepted the saved tokens of profile "${profile}", so it revoked nothing: they had expired or been revoked, or a program other than cdrapi renewed them (that program stays logged in until its tokens expire)`,
    );
  }
  const text =
    outcome === "not logged in"
      ? `not logged in (profile "${profile}")`
      : `logged out (profile "${profile}")`;
  if (outputFormatOf(globals) === "table") line(io.stdout, text);
  else
    await printValue(io.stdout, outputFormatOf(globals), {
      profile,
      loggedIn: false,
      ...(outcome === "not logged in" ? {} : { revoked: outcome === "logged out" }),
    });
  return 0;
}

/** How auth login and logout wait for a command renewing the tokens (-v says who it waits for). */
function lockWait(io: CliIo, transport: CliTransport) {
  return { signal: io.signal, log: transport.logger?.debug };
}

async function show(io: CliIo, globals: GlobalFlags, status: ReturnType<typeof statusOf>, title?: string) {
  const format = outputFormatOf(globals);
  if (format === "table" && title !== undefined) line(io.stdout, title);
  await printValue(io.stdout, format, { ...status, loggedIn: true });
}
