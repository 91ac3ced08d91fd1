// Redaction: what may leave the client in an error, a log line or a serialized object.
// Credentials are never stored on errors in the first place; these functions clean what
// comes from elsewhere (URLs, server bodies, messages of lower-level errors): first the exact
// secrets the client holds (a server may echo them anywhere), then the exact secrets of every
// client of the process (so an error built without its client's secrets, by a wrapper such as
// the CLI's streamed lists or by a caller's own createApiError, is redacted all the same: one
// redaction for every error, whatever path built it), then credential-looking patterns.

export const REDACTED = "[REDACTED]";

/**
 * THE names whose values are secrets: of request and response headers, query parameters, JSON
 * keys and `name=value` / `name: value` pairs in text. Every redaction goes by it (errors,
 * hooks, log lines, the CLI's output), and so does the memory of exact secrets (the value of a
 * header of such a name is remembered). `refresh`: HostBill's refresh token; `subscription-key`:
 * Azure API Management's `Ocp-Apim-Subscription-Key`. (What crosses to another origin on a
 * redirect is not decided by it: see redirect.ts, an allow-list.)
 */
const SECRET_NAME =
  /pass(word|wd|phrase)?$|secret|token|authorization|auth$|(api|access|private|subscription)[-_]?key|credential|cookie|signature|session[-_]?id|^refresh$/i;
/**
 * Secrets as query parameters only: `key` (Google's API keys), `code` (an OAuth authorization
 * code, an Azure Functions key). In a body, `code` is mostly an error's code.
 */
const SECRET_QUERY_NAME = /^(key|code)$/i;

/** Whether the value of a header, a JSON key or a pair in text named `key` is a secret. */
export function isSensitiveKey(key: string): boolean {
  return SECRET_NAME.test(key);
}

/** Whether the value of the query parameter `name` is a secret. */
export function isSensitiveQueryKey(name: string): boolean {
  return SECRET_QUERY_NAME.test(name) || SECRET_NAME.test(name);
}

/** A URL without userinfo and with the values of sensitive query parameters replaced. */
export function redactUrl(url: string | URL, secrets?: Secrets): string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return redactText(String(url), secrets);
  }
  parsed.username = "";
  parsed.password = "";
  for (const key of [...parsed.searchParams.keys()]) {
    if (isSensitiveQueryKey(key)) parsed.searchParams.set(key, REDACTED);
  }
  return exact(parsed.href, secrets);
}

/** `text` without the exact secrets of `secrets` nor of any client of the process. */
function exact(text: string, secrets: Secrets | undefined): string {
  return everywhere.redact(secrets?.redact(text) ?? text);
}

/**
 * After an auth scheme, what reads as a credential rather than a word: a digit or a symbol
 * of the token alphabet, a capital after the first letter, or 20+ characters ("Bearer
 * eyJ..." and "Basic dXNl..." yes; "bearer token is required" and `Basic realm="x"` no).
 */
const CREDENTIAL_LIKE = /[0-9._~+/=-]|.[A-Z]|^.{20}/;

/** What a credential in an Authorization value is, after its scheme. */
type Replacer = (match: string, ...rest: never[]) => string;

const PATTERNS: ReadonlyArray<[RegExp, string | Replacer]> = [
  // Authorization header values: "Basic dXNlcjpwYXNz", "Bearer eyJ..." (not `Basic realm="x"`)
  [
    /\b(Basic|Bearer|Digest|Token)(\s+)([A-Za-z0-9._~+/-]+=*)(?!(?<==)["'])/gi,
    ((match: string, scheme: string, space: string, value: string) =>
      CREDENTIAL_LIKE.test(value) ? `${scheme}${space}${REDACTED}` : match) as Replacer,
  ],
  // userinfo in URLs: https://user:pass@host (a scheme is tried from its first character only)
  [/(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, `$1${REDACTED}@`],
];

/**
 * A `name=value`, `name: value` or `"name": "value"` pair in text, up to its value. The name is
 * a whole run of name characters (a run is tried from its first character only, so a long text
 * is scanned in linear time); after `?` or `&` it is a query parameter.
 */
const PAIR = /(?<![\w.-])([\w.-]+)(["']?\s*[=:]\s*["']?)/g;
/** A pair's value; an auth scheme is left to the first pattern, which tells a credential from a word. */
const PAIR_VALUE = /(?!(?:Basic|Bearer|Digest|Token)\s)[^"'&\s,;}]+/iy;

/** `text` with the value of every pair whose name is a secret's (SECRET_NAME) replaced. */
function redactPairs(text: string): string {
  let out = "";
  let kept = 0;
  for (const match of text.matchAll(PAIR)) {
    const [pair, name = ""] = match;
    if (match.index < kept) continue; // inside a value already replaced
    const query = /[?&]/.test(text[match.index - 1] ?? "");
    if (!(query ? isSensitiveQueryKey(name) : isSensitiveKey(name))) continue;
    PAIR_VALUE.lastIndex = match.index + pair.length;
    const value = PAIR_VALUE.exec(text)?.[0];
    if (value === undefined) continue;
    out += `${text.slice(kept, PAIR_VALUE.lastIndex - value.length)}${REDACTED}`;
    kept = PAIR_VALUE.lastIndex;
  }
  return out + text.slice(kept);
}

/** Free text (messages of lower-level errors, server text bodies) with credentials replaced. */
export function redactText(text: string, secrets?: Secrets): string {
  let out = exact(text, secrets);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement as string);
  return redactPairs(out);
}

/** A deep copy of a parsed body with sensitive keys replaced and strings redacted. */
export function redactValue(
  value: unknown,
  secrets?: Secrets,
  depth = 0,
  seen = new WeakSet<object>(),
): unknown {
  if (typeof value === "string") return redactText(value, secrets);
  if (value === null || typeof value !== "object") return value;
  if (depth > 16 || seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, secrets, depth + 1, seen);
  }
  return out;
}

/** Exact values shorter than this are not searched for: they would shred ordinary text. */
const MIN_SECRET_LENGTH = 4;
/** The most recent values one client keeps (a session's tokens rotate; old ones may still be echoed). */
const MAX_SECRETS = 32;
/** The most recent values the process keeps, of all its clients. */
const MAX_PROCESS_SECRETS = 256;

/**
 * The exact credential and token values one client holds (passwords, the Basic header,
 * bearer tokens, sensitive header values), so that a server that echoes them is redacted
 * wherever the echo lands. Each value is also remembered process-wide (see `everywhere`).
 * Never rendered: it has no enumerable fields.
 */
export class Secrets {
  /** Oldest first. */
  #values: string[] = [];
  /** The same values, longest first, so a password inside a longer secret never leaves a piece behind. */
  #longestFirst: string[] = [];
  #lastHeader: string | undefined;

  #max: number;

  constructor(max = MAX_SECRETS) {
    this.#max = max;
  }

  /** Remember `value` (and its URL-encoded form). */
  add(value: string | undefined): void {
    if (typeof value !== "string" || value.length < MIN_SECRET_LENGTH) return;
    for (const form of new Set([value, encodeURIComponent(value)])) {
      this.#values = [...this.#values.filter((v) => v !== form), form].slice(-this.#max);
    }
    this.#longestFirst = [...this.#values].sort((a, b) => b.length - a.length);
    if (this !== everywhere) everywhere.add(value);
  }

  /** Remember what an Authorization header value carries: the token, or Basic's password. */
  addAuthorization(header: string | null): void {
    if (header === null || header === this.#lastHeader) return;
    this.#lastHeader = header;
    const [scheme = "", credential = ""] = header.split(/\s+/, 2);
    this.add(credential);
    if (scheme.toLowerCase() !== "basic") return;
    try {
      const bytes = Uint8Array.from(atob(credential), (c) => c.charCodeAt(0));
      const pair = new TextDecoder().decode(bytes);
      this.add(pair);
      this.add(pair.slice(pair.indexOf(":") + 1));
    } catch {
      // not base64: nothing more to remember
    }
  }

  /** `text` with every remembered value replaced. */
  redact(text: string): string {
    let out = text;
    for (const value of this.#longestFirst) if (out.includes(value)) out = out.split(value).join(REDACTED);
    return out;
  }
}

/**
 * The secrets of every client of the process, the most recent MAX_PROCESS_SECRETS values:
 * what redacts an error built outside any client (`createApiError`, as the CLI's list reader
 * does), and, through a registered symbol, one built by another copy of this module (an ESM
 * and a CJS copy, two versions side by side). test/process-secrets.test.ts needs both.
 */
const SHARED = Symbol.for("cdrapi.secrets");
const registry = globalThis as { [SHARED]?: Secrets };
registry[SHARED] ??= new Secrets(MAX_PROCESS_SECRETS);
const everywhere: Secrets = registry[SHARED];
