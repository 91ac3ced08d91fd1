// Which two names are the same domain. One rule for the bulk upload (the removal guard, the list
// fingerprint, a checkpoint's pending names), the validator's duplicates and the reference server
// (@cdrapi/mock-server keys its lists by it). Pure, no Node import (browser path).
import { checkDomainName } from "./validation/rules.js";

/** A trailing root dot (`example.com.`), ASCII or ideographic (which IDNA maps to a dot). */
const ROOT_DOT = /[.\u3002]$/;

/**
 * A domain's identity: its ASCII (punycode) form in lower case, so `Ví-dụ.com`, `VÍ-DỤ.COM.`,
 * its decomposed spelling (NFD) and `xn--v-d-1la5e.com` are one domain. Surrounding spaces and
 * a trailing root dot are not part of the name. A name that is not a valid domain name is
 * compared as its composed (NFC) text in lower case. Undefined for a value that is not text.
 */
export function domainKey(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  const text = name.trim().normalize("NFC").replace(ROOT_DOT, "");
  const check = checkDomainName(text);
  return check.ok ? check.ascii : text.toLowerCase();
}
