// `cdrapi api`'s flags parsed apart from what it runs (as `gh api`'s NewCmdApi and apiRun):
// apiOptionsOf turns commander's flags and words into ApiOptions, or refuses flags that do not
// go together, before anything is read, resolved or sent.
import { describe, expect, test } from "@jest/globals";
import { type ApiOptions, apiOptionsOf } from "../src/commands/api.js";
import { UsageError } from "../src/exit-codes.js";

describe("apiOptionsOf", () => {
  test("the flags become one plain value; the connection flags are kept apart", () => {
    const options = apiOptionsOf({ output: "csv" }, ["invoices.list"], {
      field: ["page=1"],
      rawField: ["q=x"],
      param: ["page=2"],
      header: ["X-Trace: abc 123"],
      body: "body.json",
      url: "http://127.0.0.1:1",
      tokenStdin: true,
      env: "ote",
    });
    const expected: ApiOptions = {
      globals: { output: "csv" },
      connection: { url: "http://127.0.0.1:1", tokenStdin: true, env: "ote" },
      list: false,
      words: ["invoices.list"],
      method: undefined,
      params: ["page=2"],
      fields: { raw: ["q=x"], typed: ["page=1"] },
      headers: { "X-Trace": "abc 123" },
      input: "body.json",
      include: false,
      paginate: false,
      format: "csv",
    };
    expect(options).toEqual(expected);
  });

  test.each([
    [{}, undefined],
    [{ json: true }, "json"],
    [{ json: true, output: "ndjson" as const }, "ndjson"],
  ])("globals %j: format %s (undefined: each answer's default)", (globals, format) => {
    expect(apiOptionsOf(globals, ["services.list"], {}).format).toBe(format);
  });

  test("--list needs no operation", () => {
    expect(apiOptionsOf({}, [], { list: true })).toMatchObject({ list: true, words: [] });
  });

  test.each([
    [[], {}, /name an operation/],
    [["tickets.create"], { input: "a.json", body: "b.json" }, /use --input or --body, not both/],
    [["tickets.create"], { input: "-", field: ["body=@-"] }, /only one of --input -/],
    [["tickets.create"], { field: ["a=@-", "b=@-"] }, /only one of --input -/],
    [["tickets.create"], { input: "-", passwordStdin: true }, /only one of --input -/],
    [["tickets.list"], { paginate: true, include: true }, /--paginate and --include cannot be used together/],
    [["tickets.list"], { header: ["no colon"] }, /--header: use 'Name: value'/],
  ])("%j %j: a usage error", (words, flags, message) => {
    expect(() => apiOptionsOf({}, words, flags)).toThrow(UsageError);
    expect(() => apiOptionsOf({}, words, flags)).toThrow(message);
  });
});
