/**
 * Compute sessions: login, single-use rotating refresh tokens, logout/revoke and
 * JWT-like access tokens (HS256 with a per-server random key).
 */

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";

export interface TokenPair {
  token: string;
  refresh: string;
}

interface Session {
  username: string;
  ended: boolean;
  /** The one refresh token that is currently valid. */
  refreshJti: string;
}

interface AccessToken {
  sessionId: string;
  expiresAt: number;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

export class SessionStore {
  readonly #key = randomBytes(32);
  readonly #sessions = new Map<string, Session>();
  readonly #access = new Map<string, AccessToken>();
  readonly #refresh = new Map<string, { sessionId: string; expiresAt: number }>();

  constructor(
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
  ) {}

  reset(): void {
    this.#sessions.clear();
    this.#access.clear();
    this.#refresh.clear();
  }

  /** Start a session and answer its first token pair. */
  login(username: string): TokenPair {
    const sessionId = randomUUID();
    const session: Session = { username, ended: false, refreshJti: "" };
    this.#sessions.set(sessionId, session);
    return this.#issue(sessionId, session);
  }

  /** Trade a refresh token for a new pair; the old refresh token stops working. */
  refresh(refreshToken: string): TokenPair | undefined {
    const jti = this.#verify(refreshToken, "refresh");
    if (jti === undefined) return undefined;
    const entry = this.#refresh.get(jti);
    this.#refresh.delete(jti);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    const session = this.#sessions.get(entry.sessionId);
    if (!session || session.ended || session.refreshJti !== jti) return undefined;
    return this.#issue(entry.sessionId, session);
  }

  /** The user of a valid access token, or undefined (unknown, expired, ended session). */
  authenticate(accessToken: string): { username: string; sessionId: string } | undefined {
    const jti = this.#verify(accessToken, "access");
    if (jti === undefined) return undefined;
    const entry = this.#access.get(jti);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    const session = this.#sessions.get(entry.sessionId);
    if (!session || session.ended) return undefined;
    return { username: session.username, sessionId: entry.sessionId };
  }

  /** End a session: its access tokens and its refresh token stop working. */
  end(sessionId: string): void {
    const session = this.#sessions.get(sessionId);
    if (!session) return;
    session.ended = true;
    this.#refresh.delete(session.refreshJti);
  }

  /** Make every access token issued so far expired (refresh tokens keep working). */
  expireAccessTokens(): void {
    for (const entry of this.#access.values()) entry.expiresAt = 0;
  }

  #issue(sessionId: string, session: Session): TokenPair {
    const now = Date.now();
    const accessJti = randomUUID();
    const accessExp = now + this.accessTtlSeconds * 1000;
    this.#access.set(accessJti, { sessionId, expiresAt: accessExp });
    const refreshJti = randomUUID();
    const refreshExp = now + this.refreshTtlSeconds * 1000;
    this.#refresh.set(refreshJti, { sessionId, expiresAt: refreshExp });
    session.refreshJti = refreshJti;
    return {
      token: this.#sign({ sub: session.username, typ: "access", jti: accessJti }, now, accessExp),
      refresh: this.#sign({ sub: session.username, typ: "refresh", jti: refreshJti }, now, refreshExp),
    };
  }

  #sign(claims: Record<string, string>, now: number, expiresAt: number): string {
    const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
    const payload = base64url(
      JSON.stringify({ ...claims, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) }),
    );
    const signature = createHmac("sha256", this.#key).update(`${header}.${payload}`).digest("base64url");
    return `${header}.${payload}.${signature}`;
  }

  /** The jti of a well-signed token of the given type, or undefined. */
  #verify(token: string, typ: "access" | "refresh"): string | undefined {
    const parts = token.split(".");
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac("sha256", this.#key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
        string,
        unknown
      >;
      return claims.typ === typ && typeof claims.jti === "string" ? claims.jti : undefined;
    } catch {
      return undefined;
    }
  }
}
