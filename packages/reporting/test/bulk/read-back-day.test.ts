// The day a date the server gives back denotes (sample.ts' `dayOf`): what the read-back after a
// commit compares a `format: date` field by, in the list and in each sampled domain.
import { describe, expect, test } from "@jest/globals";
import { dayOf } from "../../src/bulk/sample.js";

describe("dayOf: the day in Vietnam (UTC+7)", () => {
  const CASES: ReadonlyArray<readonly [unknown, string | undefined]> = [
    ["2021-03-15", "2021-03-15"],
    ["2021-03-14T17:00:00.000Z", "2021-03-15"], // midnight in Vietnam
    ["2021-03-14T16:59:59.999Z", "2021-03-14"], // a millisecond before it
    ["2021-03-15T00:00:00Z", "2021-03-15"],
    ["2021-03-15T16:59Z", "2021-03-15"], // seconds left out
    ["2021-03-15T17:00:00Z", "2021-03-16"],
    ["2021-03-15T00:00:00+07:00", "2021-03-15"],
    ["2021-03-15T23:30:00+09:00", "2021-03-15"], // 21:30 in Vietnam
    ["2021-03-15T00:30:00-05:00", "2021-03-15"], // 12:30 in Vietnam
    ["2021-12-31T17:00:00Z", "2022-01-01"], // across a year
    ["2024-02-28T17:00:00Z", "2024-02-29"], // a leap day
    // denotes no day: another form, no offset, a day or an hour that does not exist
    ["2021-03-15T00:00:00", undefined],
    ["2021-03-15 00:00:00Z", undefined],
    ["15/03/2021", undefined],
    ["2021-02-30", undefined],
    ["2021-02-30T00:00:00Z", undefined],
    ["2021-03-15T24:00:00Z", undefined],
    [" 2021-03-15", undefined],
    [20210315, undefined],
    [undefined, undefined],
  ];

  test.each(CASES)("%p -> %p", (value, day) => {
    expect(dayOf(value)).toBe(day);
  });
});
