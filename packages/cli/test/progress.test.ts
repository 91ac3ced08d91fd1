// The plain progress lines (no terminal), with a fake clock.

import type { ReportProgress } from "@cdrapi/reporting";
import { expect, test } from "@jest/globals";
import { formatDuration, LineView } from "../src/output/progress.js";

test("one line per phase and per accepted sub-list, with rate and ETA", () => {
  let out = "";
  let now = 0;
  const view = new LineView(
    {
      write: (t: string) => {
        out += t;
      },
    },
    { resumedRecords: 0, resumedSubLists: 0, now: () => now },
  );
  const base = { sent: 0, skipped: 0, subListsAccepted: 0 };
  const events: [number, ReportProgress][] = [
    [0, { ...base, phase: "validate", validated: 1000 }],
    [1000, { ...base, phase: "validate", validated: 2000, total: 2000, subListsTotal: 4 }],
    [
      2000,
      {
        ...base,
        phase: "upload",
        validated: 500,
        total: 2000,
        sent: 500,
        subListsAccepted: 1,
        subListsTotal: 4,
      },
    ],
    [
      3000,
      {
        ...base,
        phase: "upload",
        validated: 1000,
        total: 2000,
        sent: 1000,
        subListsAccepted: 2,
        subListsTotal: 4,
      },
    ],
    [
      4000,
      {
        ...base,
        phase: "upload",
        validated: 2000,
        total: 2000,
        sent: 2000,
        subListsAccepted: 4,
        subListsTotal: 4,
      },
    ],
    [
      4500,
      {
        ...base,
        phase: "merge",
        validated: 2000,
        total: 2000,
        sent: 2000,
        subListsAccepted: 4,
        subListsTotal: 4,
      },
    ],
    [
      5000,
      {
        ...base,
        phase: "done",
        validated: 2000,
        total: 2000,
        sent: 2000,
        subListsAccepted: 4,
        subListsTotal: 4,
      },
    ],
  ];
  for (const [at, event] of events) {
    now = at;
    view.update(event);
  }
  expect(out.split("\n")).toEqual([
    "validated 2,000 records",
    "sub-list 1/4 accepted: 500/2,000 records, 500 records/s, ETA 3s",
    "sub-list 2/4 accepted: 1,000/2,000 records, 500 records/s, ETA 2s",
    "sub-list 4/4 accepted: 2,000/2,000 records, 667 records/s, ETA 0s",
    "merging 4 sub-lists",
    "done: 2,000 records in 5s",
    "",
  ]);
});

test("a resumed upload counts the records accepted before", () => {
  let out = "";
  const view = new LineView(
    {
      write: (t: string) => {
        out += t;
      },
    },
    { resumedRecords: 1000, resumedSubLists: 2, now: () => 0 },
  );
  view.update({
    phase: "upload",
    validated: 0,
    sent: 500,
    skipped: 0,
    total: 2000,
    subListsAccepted: 3,
    subListsTotal: 4,
  });
  expect(out).toMatch(/^sub-list 3\/4 accepted: 1,500\/2,000 records/);
});

test.each([
  [undefined, "--"],
  [4.4, "4s"],
  [75, "1m15s"],
  [3720, "1h02m"],
])("formatDuration(%p) = %p", (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
