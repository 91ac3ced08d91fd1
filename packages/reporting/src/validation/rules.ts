// The semantic rules a JSON Schema cannot say: domain name syntax (IDN included), ISO 3166-1
// country codes, text that is text. Pure functions, no Node imports (browser path). Real
// calendar dates are the schema's `date` format (generated/validators.ts).

// Characters that would make `new URL()` read something other than a host name.
const NOT_IN_HOST = /[\s/\\?#@:[\]%<>^|"'`{}]|\p{Cc}/u;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type DomainCheck = { ok: true; ascii: string } | { ok: false; reason: string };

// A name the URL parser would only lower-case: ASCII letters, digits and hyphens in non-empty
// labels, at least two of them. Not covered (left to the parser): an `xn--` label (punycode is
// decoded and checked), and a last label that reads as a number (`123`, `0x1f`, `0x`), which
// makes the parser read the host as an IPv4 address (or reject it).
const PLAIN_ASCII_NAME = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const ACE_LABEL = /(?:^|\.)xn--/i;
const NUMBER_LABEL = /\.(?:\d+|0x[0-9a-f]*)$/i;
// The LDH rules at once, for the common case: every label LDH and at most 63 long (checkAsciiName
// says which rule a name breaks; its TLD is not all digits here: NUMBER_LABEL).
const LDH_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Checks a domain name and returns its ASCII (punycode, lower case) form: the WHATWG URL
 * parser does the IDNA mapping (works in browsers and Node), then the LDH rules apply:
 * labels of 1-63 letters, digits and inner hyphens, at least two labels, at most 253
 * characters, a TLD that is not all digits. A plain ASCII name (no IDN, no number-like TLD)
 * skips the parser, whose answer for it would be the name in lower case: same result.
 */
export function checkDomainName(name: string): DomainCheck {
  if (PLAIN_ASCII_NAME.test(name) && !ACE_LABEL.test(name) && !NUMBER_LABEL.test(name)) {
    const ascii = name.toLowerCase();
    return ascii.length <= 253 && LDH_NAME.test(ascii) ? { ok: true, ascii } : checkAsciiName(ascii);
  }
  return checkDomainNameByUrl(name);
}

/** `checkDomainName` with every name through the URL parser (what a plain ASCII name skips). */
export function checkDomainNameByUrl(name: string): DomainCheck {
  if (name.length === 0) return { ok: false, reason: "must not be empty" };
  if (NOT_IN_HOST.test(name))
    return { ok: false, reason: "contains a character not allowed in a domain name" };
  if (name.endsWith(".") || name.endsWith("\u3002")) return { ok: false, reason: "must not end with a dot" };
  let ascii: string;
  try {
    ascii = new URL(`http://${name}`).hostname;
  } catch {
    return { ok: false, reason: "is not a valid domain name (IDNA conversion failed)" };
  }
  return checkAsciiName(ascii);
}

/** The LDH rules on the ASCII form. */
function checkAsciiName(ascii: string): DomainCheck {
  if (ascii.length > 253) return { ok: false, reason: "is longer than 253 characters in ASCII form" };
  const labels = ascii.split(".");
  if (labels.length < 2) return { ok: false, reason: "needs at least two labels (name and TLD)" };
  for (const label of labels) {
    if (label.length === 0) return { ok: false, reason: "has an empty label" };
    if (label.length > 63)
      return { ok: false, reason: `label "${label.slice(0, 20)}..." is longer than 63 characters` };
    if (!LDH_LABEL.test(label)) {
      return { ok: false, reason: `label "${label}" must be letters, digits and inner hyphens` };
    }
  }
  if (/^\d+$/.test(labels[labels.length - 1]!)) return { ok: false, reason: "TLD must not be all digits" };
  return { ok: true, ascii };
}

// ISO 3166-1 alpha-2, officially assigned codes (249). A string until first used: a module-level
// `new Set(...)` is code a bundler must keep, so it would run in every app that imports the client.
const ISO_3166_ALPHA2 =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW " +
  "BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI " +
  "FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN " +
  "IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME " +
  "MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF " +
  "PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
  "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE " +
  "YT ZA ZM ZW";
let countryCodeSet: ReadonlySet<string> | undefined;

/** The officially assigned ISO 3166-1 alpha-2 codes (upper case). */
export function countryCodes(): ReadonlySet<string> {
  countryCodeSet ??= new Set(ISO_3166_ALPHA2.split(" "));
  return countryCodeSet;
}

/** An officially assigned ISO 3166-1 alpha-2 code (upper case). */
export function isCountryCode(code: string): boolean {
  return countryCodes().has(code);
}

// Text that is text. A field is one line of text: C0 and C1 control characters (tab and line
// breaks included, DEL too) are refused, and so are U+FFFD (a decoder's stand-in for bytes that
// were not UTF-8: the registrant's own characters are lost) and unpaired surrogates (not
// Unicode; they cannot be sent as UTF-8). A required field must not be blank (white space only).
// With the `u` flag a surrogate pair is one code point, so only unpaired surrogates match.
const NOT_TEXT = /[\p{Cc}\uFFFD\uD800-\uDFFF]/u; // \p{Cc}: U+0000-U+001F, U+007F-U+009F
const NOT_SPACE = /\S/;
// NOT_TEXT without the `u` flag (about twice as fast): any surrogate matches, paired or not, so
// only a value it matches is read again with NOT_TEXT.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MAYBE_NOT_TEXT = /[\u0000-\u001F\u007F-\u009F\uFFFD\uD800-\uDFFF]/;

/**
 * Why `value` is not acceptable text, or undefined: `must not be blank` (a required field of
 * white space only; an empty one is the schema's `minLength` to report), or the first
 * character refused, with its 1-based position in code points.
 */
export function textIssue(value: string, required: boolean): string | undefined {
  if (required && value.length > 0 && isBlank(value)) return "must not be blank";
  if (!MAYBE_NOT_TEXT.test(value)) return undefined;
  const found = NOT_TEXT.exec(value);
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  const position = `position ${Array.from(value.slice(0, found.index)).length + 1}`;
  if (code === 0xfffd) {
    return `must not contain U+FFFD, the replacement character (at ${position}): it stands for bytes that were not UTF-8, and the original text is lost`;
  }
  if (code >= 0xd800 && code <= 0xdfff) {
    return `must not contain an unpaired surrogate (${codePoint(code)} at ${position})`;
  }
  return `must not contain control characters (${codePoint(code)} at ${position})`;
}

/** White space only (a printable ASCII first character settles it without a regex). */
function isBlank(value: string): boolean {
  const first = value.charCodeAt(0);
  return !(first > 0x20 && first < 0x7f) && !NOT_SPACE.test(value);
}

function codePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
