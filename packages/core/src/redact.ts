// Redaction: what may leave the client in an error, a log line or a serialized object.
// Credentials are never stored on errors in the first place; these functions clean what
// comes from elsewhere (URLs, server bodies, messages of lower-level errors).

export const REDACTED = "[REDACTED]";

/** Keys whose values are secrets, in headers, query strings and JSON bodies (`refresh`: HostBill's refresh token). */
const SENSITIVE_KEY =
  /pass(word|wd|phrase)?$|secret|token|authorization|auth$|api[-_]?key|credential|cookie|signature|session[-_]?id|private[-_]?key|^refresh$/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** A URL without userinfo and with the values of sensitive query parameters replaced. */
export function redactUrl(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return redactText(String(url));
  }
  parsed.username = "";
  parsed.password = "";
  for (const key of [...parsed.searchParams.keys()]) {
    if (isSensitiveKey(key)) parsed.searchParams.set(key, REDACTED);
  }
  return parsed.href;
}

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // Authorization header values: "Basic dXNlcjpwYXNz", "Bearer eyJ..."
  [/\b(Basic|Bearer|Digest|Token)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  // userinfo in URLs: https://user:pass@host
  [/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]*@/gi, `$1${REDACTED}@`],
  // key=value and "key": "value" pairs with a sensitive key
  [
    /((?:pass(?:word|wd|phrase)?|secret|[a-z_]*token|authorization|api[-_]?key|credentials?|cookie|\brefresh)["']?\s*[=:]\s*["']?)[^"'&\s,;}]+/gi,
    `$1${REDACTED}`,
  ],
];

/** Free text (messages of lower-level errors, server text bodies) with credential-looking parts replaced. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A deep copy of a parsed body with sensitive keys replaced and strings redacted. */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 16 || seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, depth + 1, seen);
  }
  return out;
}
