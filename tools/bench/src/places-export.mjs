// 5. The export the place fixer is timed on, written by its own process through the TypeScript
// hooks (the generator is the sample export of @cdrapi/test-helpers): COUNT records of its seed
// (Vietnamese owners, addresses in real wards, old and current forms), one in seven with its
// places written as old registrar databases have them ("TP Ha Noi", "Q.Ba Dinh", "P. Cong Vi"),
// as CSV at PATH. Prints how many records were so written.
//   node --import ../test-helpers/src/ts-register.mjs src/places-export.mjs COUNT PATH
import { writeFileSync } from "node:fs";
import { generateExport, toCsv, withLooseAddresses } from "../../test-helpers/src/sample-export.ts";

const [count, path] = process.argv.slice(2);
const { records, loosened } = withLooseAddresses(generateExport(Number(count)), Number(count));
writeFileSync(path, toCsv(records));
console.log(loosened.length);
