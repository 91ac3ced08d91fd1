// CommonJS entry for Node: the installed packages through `require` (their .cjs builds).
const compute = require("@cdrapi/compute");
const reporting = require("@cdrapi/reporting");
const bulk = require("@cdrapi/reporting/bulk");

const [url, refusedUrl, tag] = process.argv.slice(2);
import("./checks.mjs")
  .then(({ runChecks }) => runChecks({ reporting, bulk, compute }, { url, refusedUrl, tag }))
  .then((results) => console.log(JSON.stringify(results)));
