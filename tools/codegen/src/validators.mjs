// Validators compiled ahead of time from the document's schemas: Ajv's standalone code, so a
// package validates without shipping Ajv (the compiler) to its users. Only the reporting
// package validates records (its bulk upload); its two record schemas are compiled here.
//
// The standalone code calls three helpers from Ajv's runtime and ajv-formats by `require`;
// they are replaced by the small ESM functions below, with the same answers: `ucs2length`
// (Ajv's, length in code points), the `date` format (a real calendar day, as ajv-formats'
// `fullFormats.date`), the `int32` format. A length limit reads the string's UTF-16 length
// first and counts code points only when that does not settle it.
import { createRequire } from "node:module";
import { join } from "node:path";
import { header, toJsonSchema } from "./emit.mjs";

/**
 * The record schemas compiled, by package: the exported function's name for each schema, named
 * as `Schema` or `Schema/allOf/N` (one part of an allOf). FluctuationDomain is `allOf` of
 * MaintainDomain and the action fields: only its action part is compiled, and the package checks
 * a fluctuation record with both validators (the same issues; the whole schema compiled would
 * repeat MaintainDomain's code in the bundle).
 */
const VALIDATORS = {
  reporting: {
    MaintainDomain: "validateMaintainDomain",
    "FluctuationDomain/allOf/1": "validateFluctuationAction",
  },
};

/**
 * Copies of a record with only its schema's fields, in sorted order, by package: the bulk
 * upload's bodies are `JSON.stringify` of the copies of valid records (fields of the schema's
 * primitive types), the same text whatever the records' key order, and V8's fast path (one
 * shape, no key list: about a third less than `JSON.stringify` with the sorted key list).
 */
const SORTED_COPIES = {
  reporting: { MaintainDomain: "sortedMaintainDomain" },
};

/** The function that copies a record's fields of `schema`, in sorted order. */
function sortedCopy(doc, schema, name) {
  const keys = Object.keys(schemaOf(doc, schema).properties ?? {}).sort();
  const fields = keys.map((key) => `    ${JSON.stringify(key)}: r[${JSON.stringify(key)}],`).join("\n");
  return `/** ${schema}'s fields of \`r\`, in sorted order (undefined when absent: JSON.stringify leaves them out). */\nexport function ${name}(r) {\n  return {\n${fields}\n  };\n}\n`;
}

/** The JSON Schema a VALIDATORS key names. */
function schemaOf(doc, key) {
  const [name, ...path] = key.split("/");
  let json = toJsonSchema(doc.components.schemas[name], doc);
  for (const step of path) json = json?.[step];
  if (!json || typeof json !== "object") throw new Error(`validators: ${key} names no schema`);
  return json;
}

const HELPERS = `
/** Length in code points, as Ajv counts it (a surrogate pair is one). */
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by \`count\` ASCII digits at \`from\`, or -1 if one is not a digit. */
function digits(str, from, count) {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const digit = str.charCodeAt(i) - 0x30;
    if (!(digit >= 0 && digit <= 9)) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * ajv-formats' \`date\` (full): YYYY-MM-DD naming a day that exists; its regex
 * (\`^(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)$\`) read without a match array.
 */
function isDate(str) {
  if (str.length !== 10 || str.charCodeAt(4) !== 0x2d || str.charCodeAt(7) !== 0x2d) return false;
  const year = digits(str, 0, 4);
  const month = digits(str, 5, 2);
  const day = digits(str, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS[month]);
}

const date = { validate: isDate };

/** ajv-formats' \`int32\`. */
const int32 = { type: "number", validate: (value) => Number.isInteger(value) && value <= 2147483647 && value >= -2147483648 };
`;

const REPLACE = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  ['require("ajv-formats/dist/formats").fullFormats.date', "date"],
  ['require("ajv-formats/dist/formats").fullFormats.int32', "int32"],
];

/** The validators module of a package, or undefined when it has none. */
export function emitValidators(doc, pkg) {
  const wanted = VALIDATORS[pkg];
  if (!wanted) return undefined;
  // Ajv is the reporting package's dependency: resolved from this repository's package (ROOT
  // may be a scratch copy of the document, without node_modules).
  const require = createRequire(join(import.meta.dirname, "../../../packages/reporting/package.json"));
  const Ajv = require("ajv").default;
  const addFormats = require("ajv-formats").default;
  const standalone = require("ajv/dist/standalone").default;
  // The options of the reference validator: every issue, strict schema checks.
  const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true, lines: false } });
  addFormats(ajv);
  const exports = {};
  const formats = new Set();
  for (const [schema, name] of Object.entries(wanted)) {
    const json = schemaOf(doc, schema);
    ajv.addSchema(json, schema);
    exports[name] = schema;
    for (const property of Object.values(json.properties ?? {}))
      if (property.format) formats.add(property.format);
  }
  let code = standalone(ajv, exports).replace(/^"use strict";/, "");
  for (const [from, to] of REPLACE) code = code.replaceAll(from, to);
  // A string's code points lie between ceil(length / 2) and its length: the length settles a
  // limit before any counting (the same answers; most strings are never counted).
  const count = /const (func\d+) = ucs2length;/.exec(code)?.[1];
  if (count) {
    code = code
      .replace(
        new RegExp(`${count}\\((data\\d*)\\) > (\\d+)`, "g"),
        (_, x, n) => `${x}.length > ${n} && ${count}(${x}) > ${n}`,
      )
      .replace(
        new RegExp(`${count}\\((data\\d*)\\) < (\\d+)`, "g"),
        (_, x, n) => `${x}.length < ${2 * n} && ${count}(${x}) < ${n}`,
      );
  }
  const left = /require\([^)]*\)/.exec(code);
  if (left)
    throw new Error(`standalone validator still calls ${left[0]}: add its replacement to validators.mjs`);
  // The formats the schemas use, as the compiled code tests them (the rules reuse the date).
  const table = [...formats].sort().map((name) => {
    const format = ajv.formats[name];
    if (format instanceof RegExp) return `  ${JSON.stringify(name)}: ${format},`;
    if (REPLACE.some(([, to]) => to === name)) return `  ${JSON.stringify(name)}: ${name},`;
    throw new Error(`format ${name}: add its replacement to validators.mjs`);
  });
  code += `\n\n/** The formats of the schemas above, as their code tests them (RegExp, function or {validate}). */\nexport const formats = {\n${table.join("\n")}\n};`;
  const copies = Object.entries(SORTED_COPIES[pkg] ?? {}).map(([schema, name]) =>
    sortedCopy(doc, schema, name),
  );
  return `${header("Validators of this package's record schemas: Ajv's standalone code (allErrors), no Ajv at run time.")}// @ts-nocheck\n${HELPERS}\n${code}\n\n${copies.join("\n")}`;
}
