// Where the CLI keeps its files, one rule in one place. The config, the place lists' cache, the
// last filing of each account and `cdrapi mcp`'s audit log live in the user's XDG base folders:
// the XDG variable when it is an absolute path, else under the home folder (HOME when absolute,
// else the one the system's user database gives). The upload locks live in a folder of this OS
// user in the temporary folder, `cdrapi-<uid>`, which every run of the user finds whatever its
// environment: a service user has no home (HOME=/nonexistent), cron sets no XDG_RUNTIME_DIR. A
// relative path is never used: it would make each working folder a place of its own.
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { isAbsolute, join } from "node:path";
import { UsageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";
import { assertOwnFolder, assertPrivateFolder, uid } from "./own-file.js";

/** What a folder holds: its XDG variable, the default under the home folder, its own sub-folder. */
const KINDS = {
  config: { variable: "XDG_CONFIG_HOME", under: [".config"], sub: [], what: "the config file" },
  cache: { variable: "XDG_CACHE_HOME", under: [".cache"], sub: [], what: "the place lists' cache" },
  filings: {
    variable: "XDG_STATE_HOME",
    under: [".local", "state"],
    sub: ["filings"],
    what: "the last filing of each account",
  },
  audit: {
    variable: "XDG_STATE_HOME",
    under: [".local", "state"],
    sub: ["mcp"],
    what: "the MCP server's audit log",
  },
  locks: { variable: "TMPDIR", under: [], sub: [], what: "the upload locks" },
} as const;

export type FolderKind = keyof typeof KINDS;

const absolute = (path: string | undefined): string | undefined =>
  path && isAbsolute(path) ? path : undefined;

/** The home folder: HOME when absolute, else the user database's (undefined: none). */
function home(env: CliIo["env"]): string | undefined {
  try {
    return absolute(env.HOME) ?? absolute(userInfo().homedir);
  } catch {
    return absolute(env.HOME); // no entry for this user id (a container's arbitrary uid)
  }
}

/** The CLI's folder for `kind` (see the header); a UsageError naming what to set when there is none. */
export function cliFolder(env: CliIo["env"], kind: FolderKind): string {
  const { variable, under, sub, what } = KINDS[kind];
  if (kind === "locks") {
    const me = uid();
    const temporary = absolute(env.TMPDIR) ?? absolute(tmpdir()) ?? "/tmp";
    return join(temporary, me === undefined ? "cdrapi" : `cdrapi-${me}`);
  }
  const base = absolute(env[variable]) ?? (home(env) && join(home(env)!, ...under));
  if (base === undefined) {
    throw new UsageError(
      `this user has no home folder (HOME is not an absolute path): set ${variable} to a folder of your own, where cdrapi keeps ${what}`,
    );
  }
  return join(base, "cdrapi", ...sub);
}

/** The name of an account's files (server and username, hashed: no name or secret in it). */
export function accountFileId(target: { baseUrl: string; username: string }): string {
  return createHash("sha256")
    .update(`${target.baseUrl.replace(/\/+$/, "")}\n${target.username}`)
    .digest("hex")
    .slice(0, 24);
}

/**
 * The CLI's folder for `kind`, made owner-only when missing, before anything is sent; refused
 * (UsageError) when it cannot be made, or when it may not be this user's (own-file.ts).
 */
export async function ownCliFolder(env: CliIo["env"], kind: FolderKind): Promise<string> {
  const folder = cliFolder(env, kind);
  const { variable, what } = KINDS[kind];
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(
      `cannot make the folder of ${what}, ${folder} (${code}): set ${variable} to a folder this user can write`,
    );
  }
  // In a temporary folder others write to, the locks' folder must be this user's alone.
  if (kind === "locks") await assertPrivateFolder(folder, what, variable);
  else await assertOwnFolder(folder, what);
  return folder;
}
