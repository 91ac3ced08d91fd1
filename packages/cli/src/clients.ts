// The package clients a command uses, from its flags, the environment and the profile. An
// option a client refuses (a URL it will not call, say plain http to a remote host) is a
// usage error (exit 2) before any request, never "invalid input".
import { type ComputeClient, createComputeClient } from "@cdrapi/compute";
import { createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import {
  type ComputeFlags,
  computeConfig,
  type GlobalFlags,
  type ReportingFlags,
  reportingConfig,
} from "./config.js";
import { usable } from "./exit-codes.js";
import type { CliIo } from "./io.js";

export async function reportingClient(
  flags: ReportingFlags,
  globals: GlobalFlags,
  io: CliIo,
): Promise<ReportingClient> {
  const options = await reportingConfig(flags, globals, io);
  return usable(() => createReportingClient(options));
}

export async function computeClient(
  flags: ComputeFlags,
  globals: GlobalFlags,
  io: CliIo,
): Promise<ComputeClient> {
  const options = await computeConfig(flags, globals, io);
  return usable(() => createComputeClient(options));
}
