// `cdrapi places countries|provinces|districts|wards`: VNNIC's place lists, for filling
// cityName, districtName and wardName in an export. Streamed like every list.
import { operations, provinceServices, wardService } from "@cdrapi/reporting";
import type { Command } from "commander";
import { operationOf, streamOperation } from "../api/call.js";
import { reportingClient } from "../clients.js";
import type { GlobalFlags, ReportingFlags } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import type { CliIo } from "../io.js";
import { outputFormatOf } from "../output/format.js";
import { printList } from "../output/list.js";

interface PlaceFlags extends ReportingFlags {
  province?: string;
  district?: string;
  whichList?: boolean;
}

type Client = Awaited<ReturnType<typeof reportingClient>>;

/**
 * The operation (and its path ids) a command's flags select, and, for a place list, which list
 * (old or current service: the same paths serve both) each row is from, as its `list` column.
 */
type Pick = (flags: PlaceFlags) => {
  operationId: keyof typeof operations;
  path?: Record<string, string>;
  list?: (client: Client, signal: AbortSignal | undefined) => Promise<(row: never) => string>;
};

async function list(io: CliIo, globals: GlobalFlags, flags: PlaceFlags, pick: Pick): Promise<number> {
  const client = await reportingClient(flags, globals, io);
  const { operationId, path, list: listOf } = pick(flags);
  const rows = streamOperation(client.request, operationOf(operations, operationId), {
    path,
    signal: io.signal,
  });
  const which = listOf ? await listOf(client, io.signal) : undefined;
  await printList(io.stdout, outputFormatOf(globals), which ? labelled(rows, which) : rows);
  return 0;
}

async function* labelled(
  rows: AsyncIterable<unknown>,
  which: (row: never) => string,
): AsyncGenerator<unknown> {
  for await (const row of rows) yield { list: which(row as never), ...(row as object) };
}

/** Provinces: old when a district names it, current when a district-less ward does (both lists read). */
const provinceList = async (client: Client, signal: AbortSignal | undefined) => {
  // Through the same streamed reads as the list itself, so a server's failure reads the same.
  type Lists = Parameters<typeof provinceServices>[0];
  const all = async <T>(operationId: keyof typeof operations): Promise<T[]> => {
    const items: T[] = [];
    for await (const item of streamOperation(client.request, operationOf(operations, operationId), {
      signal,
    })) {
      items.push(item as T);
    }
    return items;
  };
  const districts = await all<Lists["districts"][number]>("getAllListOfDistrictsUsingGET");
  const wards = await all<Lists["wards"][number]>("getAllListOfWardsUsingGET");
  const of = provinceServices({ districts, wards });
  return (city: Parameters<typeof of>[0]) => of(city) || "unknown";
};
const oldList = async () => () => "old";
const wardList = async () => wardService;

export function registerPlaces(program: Command, ctx: Context): void {
  const places = program
    .command("places")
    .description("list countries, provinces, districts and wards")
    .addHelpText("after", examples("cdrapi places provinces", "cdrapi places wards --district 760"));
  const add = (
    name: string,
    description: string,
    pick: Pick,
    help: string[],
    extra?: (c: Command) => Command,
  ) => {
    let command = withReportingOptions(places.command(name).description(description));
    if (extra) command = extra(command);
    command
      .addHelpText("after", examples(...help))
      .action(ctx.action((globals, flags: PlaceFlags) => list(ctx.io, globals, flags, pick)));
  };
  add("countries", "countries (ISO 3166-1 codes)", () => ({ operationId: "getAllListOfCountriesUsingGET" }), [
    "cdrapi places countries",
  ]);
  add(
    "provinces",
    "provinces and centrally-run cities",
    // Which list names a province is known only from every district and ward: read on demand.
    (f) => ({
      operationId: "getAllListOfProvincesUsingGET",
      list: f.whichList ? provinceList : undefined,
    }),
    ["cdrapi places provinces", "cdrapi places provinces --which-list -o csv"],
    (c) =>
      c.option(
        "--which-list",
        "add a list column: which service's lists (old, current) name each province; reads every district and ward too",
      ),
  );
  add(
    "districts",
    "districts (the old five-level address form), of one province with --province",
    (f) =>
      f.province
        ? {
            operationId: "getAllListOfDistrictsByCityIdUsingGET",
            path: { cityId: f.province },
            list: oldList,
          }
        : { operationId: "getAllListOfDistrictsUsingGET", list: oldList },
    ["cdrapi places districts", "cdrapi places districts --province 79"],
    (c) => c.option("--province <cityId>", "only this province's districts (cityId, e.g. 79)"),
  );
  add(
    "wards",
    "wards, of one district with --district",
    (f) =>
      f.district
        ? {
            operationId: "getAllListOfWardsByDistrictIdUsingGET",
            path: { districtId: f.district },
            list: wardList,
          }
        : { operationId: "getAllListOfWardsUsingGET", list: wardList },
    ["cdrapi places wards", "cdrapi places wards --district 760"],
    (c) =>
      c.option("--district <districtId>", "only this district's wards (districtId keeps its zeros: 001)"),
  );
}
