// A command's HostBill session from the profile's saved login (`cdrapi auth login`): the saved
// tokens, refreshed as needed, and written back once the command ends, so the next command
// reuses them too. When the server refuses them, the session logs in again only with the
// environment's password for the same user; a login that has ended is deleted, with a hint.
import { createSession, type HostBillSession } from "@cdrapi/account";
import { usable } from "./clients.js";
import { type CliIo, message } from "./io.js";
import { deleteSavedLogin, readSavedLogin, type SavedLogin, writeSavedLogin } from "./saved-login.js";

/** An API root compared without trailing slashes. */
export const sameRoot = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

export interface SavedSessionRequest {
  /** The saved login's file (savedLoginPath). */
  path: string;
  profile: string;
  /** The API root the command was given, if any: a saved login of another root is not used. */
  baseUrl: string | undefined;
  /** A username and password from the environment or profile, to log in again if need be. */
  username: string | undefined;
  password: string | undefined;
  /** Transport options (timeout, logger...). */
  transport: object;
}

/** The saved login's session, or undefined when there is none for this profile and API root. */
export async function savedSession(
  io: CliIo,
  request: SavedSessionRequest,
): Promise<{ session: HostBillSession; baseUrl: string } | undefined> {
  const saved = await readSavedLogin(request.path);
  if (saved === undefined) return undefined;
  if (request.baseUrl !== undefined && !sameRoot(request.baseUrl, saved.baseUrl)) return undefined;
  const { username, password } = request;
  const relogin = username === saved.username && password !== undefined ? { username, password } : {};
  const session = usable(() =>
    createSession({ ...request.transport, baseUrl: saved.baseUrl, tokens: saved.tokens, ...relogin }),
  );
  io.atExit?.push(() => writeBack(io, request, saved, session));
  return { session, baseUrl: saved.baseUrl };
}

/** Keeps the tokens the command ended with (a refresh replaces them); an ended login goes. */
async function writeBack(
  io: CliIo,
  request: SavedSessionRequest,
  saved: SavedLogin,
  session: HostBillSession,
) {
  const now = session.export();
  try {
    if (now === undefined) {
      // Another command may have renewed the login meanwhile (its refresh made ours fail): keep that.
      const current = await readSavedLogin(request.path).catch(() => undefined);
      if (current !== undefined && current.tokens.token !== saved.tokens.token) return;
      await deleteSavedLogin(request.path);
      message(
        io,
        "hint",
        `the saved login of profile "${request.profile}" has ended (expired or revoked): run "cdrapi auth login" again`,
      );
    } else if (now.token !== saved.tokens.token || now.refreshToken !== saved.tokens.refreshToken) {
      await writeSavedLogin(request.path, { ...saved, tokens: now });
    }
  } catch (error) {
    message(
      io,
      "warning",
      `could not update the saved login ${request.path} (${(error as NodeJS.ErrnoException).code ?? "error"}): the next command may have to log in again`,
    );
  }
}
