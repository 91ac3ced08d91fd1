// `cdrapi places countries|provinces|districts|wards`: VNNIC's place lists, for filling
// cityName, districtName and wardName in an export.
import { createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import type { Command } from "commander";
import { type GlobalFlags, type ReportingFlags, reportingConfig } from "../config.js";
import { type Context, examples, withReportingOptions } from "../context.js";
import type { CliIo } from "../io.js";
import { printJson, printTable } from "../output/table.js";

type Lister = (
  client: ReportingClient,
  flags: PlaceFlags,
  signal: AbortSignal | undefined,
) => Promise<unknown[]>;

interface PlaceFlags extends ReportingFlags {
  province?: string;
  district?: string;
}

async function list(io: CliIo, globals: GlobalFlags, flags: PlaceFlags, lister: Lister): Promise<number> {
  const client = createReportingClient(await reportingConfig(flags, globals, io));
  const rows = await lister(client, flags, io.signal);
  if (globals.json) printJson(io.stdout, rows);
  else printTable(io.stdout, rows as Record<string, unknown>[]);
  return 0;
}

export function registerPlaces(program: Command, ctx: Context): void {
  const places = program
    .command("places")
    .description("list countries, provinces, districts and wards")
    .addHelpText("after", examples("cdrapi places provinces", "cdrapi places wards --district 760"));
  const add = (
    name: string,
    description: string,
    lister: Lister,
    help: string[],
    extra?: (c: Command) => Command,
  ) => {
    let command = withReportingOptions(places.command(name).description(description));
    if (extra) command = extra(command);
    command
      .addHelpText("after", examples(...help))
      .action(ctx.action((globals, flags: PlaceFlags) => list(ctx.io, globals, flags, lister)));
  };
  add("countries", "countries (ISO 3166-1 codes)", (c, _f, signal) => c.listCountries({ signal }), [
    "cdrapi places countries",
  ]);
  add("provinces", "provinces and centrally-run cities", (c, _f, signal) => c.listProvinces({ signal }), [
    "cdrapi places provinces",
    "cdrapi places provinces --json",
  ]);
  add(
    "districts",
    "districts (the old five-level address form), of one province with --province",
    (c, f, signal) =>
      f.province ? c.listDistrictsByCity(f.province, { signal }) : c.listDistricts({ signal }),
    ["cdrapi places districts", "cdrapi places districts --province 79"],
    (c) => c.option("--province <cityId>", "only this province's districts (cityId, e.g. 79)"),
  );
  add(
    "wards",
    "wards, of one district with --district",
    (c, f, signal) => (f.district ? c.listWardsByDistrict(f.district, { signal }) : c.listWards({ signal })),
    ["cdrapi places wards", "cdrapi places wards --district 760"],
    (c) =>
      c.option("--district <districtId>", "only this district's wards (districtId keeps its zeros: 001)"),
  );
}
