// Text is sent composed (Unicode NFC). An export written on a Mac may hold its text decomposed
// (NFD: "ệ" as "e" and two combining marks): the same letters, but another spelling of each
// name for whatever compares text code point by code point (the legal list, the place lists,
// a search by owner). Every string of a record is composed as the record is read, before
// validation, the place check and the upload, so the list holds one spelling of each name.

// ASCII text is NFC as it stands: dates, e-mail addresses, phones, ASCII domain names skip normalize().
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point
const ASCII = /^[\u0000-\u007f]*$/;

/** `record` with every string field in NFC: the record itself (no copy) when all already are. */
export function composed(record: unknown): unknown {
  if (record === null || typeof record !== "object" || Array.isArray(record)) return record;
  const fields = record as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (typeof value !== "string" || ASCII.test(value) || !Object.hasOwn(fields, key)) continue;
    const nfc = value.normalize("NFC");
    if (nfc !== value) {
      copy ??= { ...fields };
      copy[key] = nfc;
    }
  }
  return copy ?? record;
}
