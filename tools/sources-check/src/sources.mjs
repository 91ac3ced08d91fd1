// The HostBill sources as one list of operations (method, normalised path, parameters, example
// answer), read by the same reader `cdrapi provider check` uses (@cdrapi/cli): the two User API
// exports (Swagger 2.0) and HiTechCloud's Postman collection.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { exportOperations } from "@cdrapi/cli";

/** The HostBill sources: key (used in x-source-exceptions) and file. */
export const HOSTBILL_SOURCES = [
  { key: "DS", file: "hostbill-dnsservices-swagger.json" },
  { key: "DC", file: "hostbill-dchost-userapi.json" },
  { key: "HTC", file: "hostbill-hitechcloud-postman.json" },
];

export function loadHostBillSources(dir) {
  return HOSTBILL_SOURCES.flatMap((source) =>
    exportOperations(JSON.parse(readFileSync(join(dir, source.file), "utf8")), source.key),
  );
}
