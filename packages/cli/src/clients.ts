// The package clients a command uses, from its flags, the environment and the profile. An
// option a client refuses (a URL it will not call, say plain http to a remote host) is a
// usage error (exit 2) before any request, never "invalid input".
import { type ComputeClient, createComputeClient } from "@cdrapi/compute";
import { ValidationError } from "@cdrapi/core";
import { createReportingClient, type ReportingClient } from "@cdrapi/reporting";
import {
  type ComputeFlags,
  computeConfig,
  type GlobalFlags,
  type ReportingFlags,
  reportingConfig,
} from "./config.js";
import { UsageError } from "./exit-codes.js";
import type { CliIo } from "./io.js";

/** Runs a client's constructor: the options it refuses are a usage error. */
export function usable<T>(create: () => T): T {
  try {
    return create();
  } catch (error) {
    if (error instanceof ValidationError) throw new UsageError(error.message);
    throw error;
  }
}

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
