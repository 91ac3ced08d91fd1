// ESM entry for Node, Bun and Deno: the installed packages through `import`.
import * as compute from "@cdrapi/compute";
import * as reporting from "@cdrapi/reporting";
import * as bulk from "@cdrapi/reporting/bulk";
import { runChecks } from "./checks.mjs";

const [url, refusedUrl, tag] = globalThis.Deno ? globalThis.Deno.args : process.argv.slice(2);
const results = await runChecks({ reporting, bulk, compute }, { url, refusedUrl, tag });
console.log(JSON.stringify(results));
