// Text in the encodings a registrar's export may come in, for the readers' encoding tests.

/**
 * Text as Windows-1258 bytes, as Excel on a Vietnamese Windows saves "CSV": the letters
 * â ê ô ă ơ ư đ (and capitals) are one byte each, tone marks are combining bytes after them,
 * ASCII is as is.
 */
export function windows1258(text: string): Buffer {
  const letters: Record<string, number> = {
    â: 0xe2,
    ê: 0xea,
    ô: 0xf4,
    ă: 0xe3,
    ơ: 0xf5,
    ư: 0xfd,
    đ: 0xf0,
    Â: 0xc2,
    Ê: 0xca,
    Ô: 0xd4,
    Ă: 0xc3,
    Ơ: 0xd5,
    Ư: 0xdd,
    Đ: 0xd0,
  };
  const tones: Record<string, number> = {
    "\u0300": 0xcc,
    "\u0301": 0xec,
    "\u0303": 0xde,
    "\u0309": 0xd2,
    "\u0323": 0xf2,
  };
  const bytes: number[] = [];
  for (const [, base, marks] of text.normalize("NFD").matchAll(/(.)([\u0300-\u036f]*)/gsu)) {
    const letter = `${base}${[...marks!].filter((mark) => !(mark in tones)).join("")}`.normalize("NFC");
    const code = letters[letter] ?? letter.charCodeAt(0);
    if (code > 0x7f && !(letter in letters))
      throw new Error(`no Windows-1258 byte for ${letter} in this helper`);
    bytes.push(code);
    for (const mark of marks!) if (mark in tones) bytes.push(tones[mark]!);
  }
  return Buffer.from(bytes);
}
