// The bulk validation's hook: a source whose rows carry their place issues beside the reader's,
// so the validation of an upload or of `validateSource` reports them like any issue of the row
// (with its index and line) and never sends or merges a row that has one.
import { isRereadable, type LocatedSource, locatedItems, type RecordSource } from "../bulk/chunk.js";
import type { PlaceChecker } from "./checker.js";
import { placeIssues } from "./fix.js";

/** `source` with each row's place issues (see checker.ts) added to its issues; re-readable if it is. */
export function withPlaceChecks(source: RecordSource, checker: PlaceChecker): LocatedSource {
  return {
    located: true,
    rereadable: isRereadable(source),
    async *[Symbol.asyncIterator]() {
      for await (const item of locatedItems(source)) {
        if (item.row === false || item.record === undefined) {
          yield item;
          continue;
        }
        const found = placeIssues(checker.check(item.record), null);
        if (found.length === 0) yield item;
        else {
          const issues = found.map(({ field, message, check }) => ({ field, message, check }));
          yield { ...item, issues: [...(item.issues ?? []), ...issues] };
        }
      }
    },
  };
}
