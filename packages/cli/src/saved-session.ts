// A command's HostBill session from the profile's saved login (`cdrapi auth login`). Each
// renewal of its tokens is made holding the saved login's lock, from the file as it is then
// (saved-login.ts): the tokens another command renewed meanwhile are used as they are; tokens
// still as this command read them are refreshed and the new pair saved at once; a login logged
// out or replaced meanwhile stops the command. When the server refuses the tokens, the session
// logs in again only with the environment's password for the same user; otherwise the login
// has ended: the file goes, with a hint.
import {
  createSession,
  type HostBillSession,
  type SessionOptions,
  type SessionTokens,
} from "@cdrapi/account";
import { ApiError } from "@cdrapi/core";
import { LoginChangedError, usable } from "./exit-codes.js";
import { type CliIo, message } from "./io.js";
import { changeSavedLogin, type LockedSavedLogin, type SavedLogin } from "./saved-login.js";

/** An API root compared without trailing slashes. */
export const sameRoot = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

export interface SavedSessionRequest {
  /** The saved login's file (savedLoginPath). */
  path: string;
  profile: string;
  /** The login as read when the command started. */
  saved: SavedLogin;
  /** The environment's password for the saved login's user, to log in again if need be. */
  password: string | undefined;
  /** Transport options (timeout, logger...). */
  transport: { logger?: { debug?(text: string): void } | undefined };
}

/** The saved login's session. */
export function savedSession(io: CliIo, request: SavedSessionRequest): HostBillSession {
  const { saved, password, transport } = request;
  const relogin = password === undefined ? {} : { username: saved.username, password };
  const renewal: SessionOptions["renewal"] = (held, renew) =>
    changeSavedLogin(request.path, { signal: io.signal, log: transport.logger?.debug }, (file) =>
      renewSaved(io, request, file, held, renew),
    );
  return usable(() =>
    createSession({
      ...request.transport,
      baseUrl: saved.baseUrl,
      tokens: saved.tokens,
      renewal,
      ...relogin,
    }),
  );
}

/** One renewal, holding the lock: see the header. */
async function renewSaved(
  io: CliIo,
  { path, profile, saved }: SavedSessionRequest,
  file: LockedSavedLogin,
  held: SessionTokens | undefined,
  renew: () => Promise<SessionTokens>,
): Promise<SessionTokens> {
  const now = await file.read();
  if (now === undefined || now.username !== saved.username || !sameRoot(now.baseUrl, saved.baseUrl)) {
    const what =
      now === undefined ? "was logged out" : `was replaced by a login of ${now.username} at ${now.baseUrl}`;
    throw new LoginChangedError(
      `the saved login of profile "${profile}" (${saved.username} at ${saved.baseUrl}) ${what} while this command ran, so the command stopped`,
    );
  }
  if (
    held === undefined ||
    now.tokens.token !== held.token ||
    now.tokens.refreshToken !== held.refreshToken
  ) {
    return now.tokens; // renewed by another command meanwhile
  }
  let fresh: SessionTokens;
  try {
    fresh = await renew();
  } catch (error) {
    if (error instanceof ApiError) {
      await file.remove();
      message(
        io,
        "hint",
        `the saved login of profile "${profile}" has ended (expired or revoked): run "cdrapi auth login" again`,
      );
    }
    throw error;
  }
  try {
    await file.write({ ...now, tokens: fresh });
  } catch (error) {
    message(
      io,
      "warning",
      `could not update the saved login ${path} (${(error as NodeJS.ErrnoException).code ?? "error"}): the next command may have to log in again`,
    );
  }
  return fresh;
}
