#!/usr/bin/env node
/**
 * `cdrapi-mock --port 4010 [--host 127.0.0.1] [--pending-sub-list-ttl-ms 86400000]
 * [--state-file <path>]`: start the reference server and print how to call it.
 */

import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { fixtures } from "./fixtures/hostbill.js";
import { DEMO_REGISTRAR, DEMO_USER } from "./options.js";
import { type MockServer, startMockServer } from "./server.js";
import { StateFileInUseError } from "./state/state-lock.js";

/** Another cdrapi-mock keeps its state in the --state-file given (2: any other failure to start). */
export const EXIT_STATE_FILE_IN_USE = 3;

const USAGE = `Usage: cdrapi-mock [--port 4010] [--host 127.0.0.1] [--pending-sub-list-ttl-ms 86400000]
                   [--state-file <path>]

Starts the cdrapi reference server (stateful, in memory) and prints its URL and the demo
credentials. Stop it with Ctrl-C.

  --pending-sub-list-ttl-ms  pending sub-lists expire unmerged when none was added for this
                             long (default 86400000: 24 h)
  --state-file <path>        keep the registrar reporting state (lists, pending sub-lists,
                             reports) in this file, so that a restart with it goes on where
                             the last run stopped (default: in memory, forgotten at exit).
                             One server per file: a second one exits 3`;

export interface BinIo {
  log(line: string): void;
}

/** Parse `argv` (without node and the script), start the server, print the URL and credentials. */
export async function main(
  argv: string[],
  io: BinIo = { log: (line) => console.log(line) },
): Promise<MockServer | undefined> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string", short: "p", default: "4010" },
      host: { type: "string", default: "127.0.0.1" },
      "pending-sub-list-ttl-ms": { type: "string" },
      "state-file": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    io.log(USAGE);
    return undefined;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(`--port must be an integer in 0..65535, got ${JSON.stringify(values.port)}`);
  }
  const ttlFlag = values["pending-sub-list-ttl-ms"];
  const pendingSubListTtlMs = ttlFlag === undefined ? undefined : Number(ttlFlag);
  // Number("") is 0 and Number("1e3") is 1000: accept digits only, so a typo never passes.
  if (
    ttlFlag !== undefined &&
    (!/^\d+$/.test(ttlFlag) || !Number.isSafeInteger(pendingSubListTtlMs) || pendingSubListTtlMs === 0)
  ) {
    throw new RangeError(`--pending-sub-list-ttl-ms must be an integer > 0, got ${JSON.stringify(ttlFlag)}`);
  }
  const server = await startMockServer({
    port,
    host: values.host,
    validateResponses: false,
    pendingSubListTtlMs,
    stateFile: values["state-file"],
  });
  io.log(`cdrapi-mock listening on ${server.url}`);
  if (values["state-file"] !== undefined) io.log(`  reporting state kept in ${values["state-file"]}`);
  io.log(`  registrar (HTTP Basic): ${DEMO_REGISTRAR.username} / ${DEMO_REGISTRAR.password}`);
  io.log(`  HostBill user (POST /login): ${DEMO_USER.username} / ${DEMO_USER.password}`);
  io.log(
    `    services ${Object.values(fixtures.services).join(", ")} (VMs ${Object.values(fixtures.vms).join(", ")} in ${fixtures.services.cloud}), ` +
      `domain ${fixtures.domain.id} (${fixtures.domain.name}), invoices ${Object.values(fixtures.invoices).join(", ")}, ticket ${fixtures.ticket}`,
  );
  io.log(
    `  try: curl -u ${DEMO_REGISTRAR.username}:${DEMO_REGISTRAR.password} ${server.url}/v1/places/provinces`,
  );
  return server;
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
    (server) => {
      if (!server) return;
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (error: unknown) => {
      console.error(`cdrapi-mock: ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof StateFileInUseError) process.exit(EXIT_STATE_FILE_IN_USE);
      console.error(USAGE);
      process.exit(2);
    },
  );
}
