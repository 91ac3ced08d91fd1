// The elements of a JSON array as they arrive: a list of 150,000 domains is never held whole,
// neither as text nor as objects. The scanning is the reporting package's JSON reader (one
// scanner for the whole project); what it reports about the text ends the list here.
import { readJson } from "@cdrapi/reporting/node";

/** Thrown when the text is not one JSON array; the message says what was found instead. */
export class NotAnArrayError extends Error {
  override get name(): string {
    return "NotAnArrayError";
  }
}

/** Yields each element of the JSON array the chunks spell (UTF-8 bytes or text). */
export async function* jsonArrayItems(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<unknown> {
  let index = 0;
  for await (const item of readJson(chunks)) {
    const issue = item.issues?.[0];
    if (issue) {
      const where = item.row === false ? "the answer" : `element ${index} of the answer`;
      throw new NotAnArrayError(`${where} ${issue.message}`);
    }
    index++;
    yield item.record;
  }
}
