// 3. Validation alone: validateMaintainDomains (Ajv from the schema + the semantic rules) over an
// array already in memory, so nothing but validation is timed.
import { validateMaintainDomains } from "@cdrapi/reporting";
import { makeRecord } from "@cdrapi/test-helpers/records";
import { median } from "./stats.mjs";

export function benchValidation({ records, rounds }) {
  const list = Array.from({ length: records }, (_, i) => makeRecord(i));
  validateMaintainDomains(list.slice(0, 1000)); // compile the schema and warm up
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    const issues = validateMaintainDomains(list);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (issues.length > 0) throw new Error(`generated records are invalid: ${JSON.stringify(issues[0])}`);
    samples.push(records / seconds);
  }
  return median(samples);
}
