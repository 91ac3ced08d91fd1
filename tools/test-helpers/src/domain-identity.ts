// Which two names are the same domain: the table both the reporting client (`domainKey`) and the
// reference server (its lists, keyed by the same rule) are tested against.

/** Two spellings, and whether they name one domain. */
export interface DomainIdentityCase {
  what: string;
  a: string;
  b: string;
  same: boolean;
}

const nfd = (text: string) => text.normalize("NFD");

export const domainIdentityCases: readonly DomainIdentityCase[] = [
  { what: "case", a: "Example.COM", b: "example.com", same: true },
  { what: "surrounding spaces", a: " example.com\t", b: "example.com", same: true },
  { what: "a trailing root dot", a: "example.com.", b: "example.com", same: true },
  { what: "case and a root dot", a: "EXAMPLE.com.", b: "example.com", same: true },
  { what: "an ideographic full stop", a: "example\u3002com", b: "example.com", same: true },
  { what: "Unicode and punycode", a: "ví-dụ.vn", b: "xn--v-d-rma6749a.vn", same: true },
  { what: "composed and decomposed (NFC, NFD)", a: nfd("ví-dụ.vn"), b: "ví-dụ.vn", same: true },
  { what: "Unicode upper case and a root dot", a: "VÍ-DỤ.VN.", b: "xn--v-d-rma6749a.vn", same: true },
  { what: "an invalid name, decomposed", a: nfd("VÍ_DỤ.VN"), b: "ví_dụ.vn", same: true },
  // Not a valid domain name (an underscore): no ASCII form, so compared as its text.
  {
    what: "an invalid name and its punycode look-alike",
    a: "ví_dụ.vn",
    b: "xn--v_d-rma6749a.vn",
    same: false,
  },
  { what: "another TLD", a: "example.com", b: "example.net", same: false },
  { what: "a longer name", a: "example.com", b: "example.com.vn", same: false },
  { what: "the letters without their marks", a: "ví-dụ.vn", b: "vi-du.vn", same: false },
];
