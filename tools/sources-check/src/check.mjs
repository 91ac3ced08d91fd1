// The source check: every difference between the document and the primary sources, each
// either explained (an `x-source-exceptions` entry on the operation, or an
// `x-source-conventions` entry of the document, each with a reason) or returned unexplained,
// naming the operation. An exception that explains nothing is reported too, so none goes stale.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  conventionFor,
  deref,
  differences,
  documentOperations,
  fits,
  objectShape,
  sameOperation,
  typesOf,
} from "@cdrapi/cli";
import { loadHostBillSources } from "./sources.mjs";
import { parseVnnic } from "./vnnic.mjs";

export const VNNIC_FILE = "vnnic-gtld-api-v1.0.txt";
const REPORTING = "reporting";

export function checkSources(doc, sourcesDir) {
  const hostbill = loadHostBillSources(sourcesDir);
  const vnnic = parseVnnic(readFileSync(join(sourcesDir, VNNIC_FILE), "utf8"));
  const ops = documentOperations(doc);
  const found = []; // { op, kind, param, source, detail }

  for (const op of ops.filter((o) => o.op["x-package"] !== REPORTING)) {
    const matches = sameOperation(
      op,
      hostbill.filter((s) => `${s.method} ${s.path}` === op.key),
    );
    if (matches.length === 0) {
      found.push({ op, kind: "unsourced", source: "any", detail: "no source has this method and path" });
      continue;
    }
    const all = matches.flatMap((s) => differences(op, s));
    // A document field one source lacks is a difference only when no source has it.
    const extras = new Set(all.filter((d) => d.kind === "extra").map((d) => d.param));
    const extraIn = (name) => matches.filter((s) => !s.params.some((p) => p.name === name)).length;
    for (const d of all) {
      if (d.kind === "extra") continue;
      found.push({ op, ...d });
    }
    for (const name of extras) {
      if (extraIn(name) === matches.length)
        found.push({ op, kind: "extra", param: name, source: "any", detail: `no source has ${name}` });
    }
  }

  const reporting = ops.filter((o) => o.op["x-package"] === REPORTING);
  const seen = new Set();
  for (const section of vnnic) {
    const op = reporting.find((o) => samePath(o, section));
    if (!op) {
      found.push({
        op: { id: `v1.0 §${section.section} ${section.method.toUpperCase()} ${section.path}`, op: {} },
        kind: "unmatched",
        source: "vnnic-v1.0",
        detail: `no operation of the document has this path (line ${section.line})`,
      });
      continue;
    }
    seen.add(op.id);
    for (const d of vnnicDifferences(doc, op, section)) found.push({ op, source: "vnnic-v1.0", ...d });
  }
  for (const op of reporting) {
    if (op.op["x-provenance"] === "vnnic-v1.0" && !seen.has(op.id))
      found.push({
        op,
        kind: "unsourced",
        source: "vnnic-v1.0",
        detail: "labelled vnnic-v1.0, but v1.0 has no such path",
      });
  }
  const examples = hostbill.filter((s) => s.repairs !== undefined);
  const lenient = examples
    .filter((s) => s.repairs.length)
    .map((s) => `${s.source} ${s.method.toUpperCase()} ${s.rawPath}: ${s.repairs.join("; ")}`);
  return { ...explain(doc, ops, found), examples: examples.length, lenient };
}

/** Same method and path (parameters in any name), or the path an exception of kind `path` gives. */
function samePath(op, section) {
  if (op.method !== section.method) return false;
  const norm = (p) => p.replace(/\{[^}]*\}/g, "{}");
  const aliases = (op.op["x-source-exceptions"] ?? []).filter((e) => e.kind === "path").map((e) => e.path);
  return norm(`/v1${section.path}`) === norm(op.path) || aliases.includes(section.path);
}

function vnnicDifferences(doc, op, section) {
  const out = [];
  const docPath = op.params.filter((p) => p.in === "path");
  for (const [i, p] of section.params.entries()) {
    const d = docPath[i];
    if (!d) {
      out.push({
        kind: "missing",
        param: p.name,
        detail: `v1.0 line ${p.line} has path parameter ${p.name}`,
      });
      continue;
    }
    if (d.name !== p.name)
      out.push({ kind: "path-name", param: d.name, detail: `v1.0 line ${p.line} names it ${p.name}` });
    if (!d.types.includes(p.type))
      out.push({
        kind: "type",
        param: d.name,
        detail: `v1.0 line ${p.line} types it ${p.type}, the document ${d.types.join("|")}`,
      });
  }
  const body = deref(doc, deref(doc, op.op.requestBody)?.content?.["application/json"]?.schema);
  if (section.body.length) out.push(...fields(doc, body?.items ?? body, section.body, "body", true));
  if (section.response.length)
    out.push(...fields(doc, op.response?.items ?? op.response, section.response, "response", false));
  return out;
}

/** A v1.0 table against an object schema: names, types and (request only) required flags. */
function fields(doc, schema, rows, where, compareRequired) {
  const out = [];
  const { properties, required } = objectShape(doc, schema);
  for (const row of rows) {
    const prop = properties[row.name];
    const at = `${where}.${row.name}`;
    if (!prop) {
      out.push({
        kind: "missing",
        param: at,
        detail: `v1.0 line ${row.line} has ${row.name}, the document does not`,
      });
      continue;
    }
    const types = typesOf(doc, prop);
    if (types.length && !types.includes(row.type))
      out.push({
        kind: "type",
        param: at,
        detail: `v1.0 line ${row.line} types it ${row.type}, the document ${types.join("|")}`,
      });
    if (compareRequired && row.required !== undefined && row.required !== required.has(row.name))
      out.push({
        kind: "required",
        param: at,
        detail: `v1.0 line ${row.line} says required: ${row.required}, the document ${required.has(row.name)}`,
      });
  }
  for (const name of Object.keys(properties)) {
    if (!rows.some((r) => r.name === name))
      out.push({
        kind: "extra",
        param: `${where}.${name}`,
        detail: `the document has ${name}, v1.0's table does not`,
      });
  }
  return out;
}

/** Splits differences into explained and unexplained; lists exceptions that explain nothing. */
function explain(doc, ops, found) {
  const conventions = doc["x-source-conventions"] ?? [];
  const used = new Set();
  const unexplained = [];
  let explained = 0;
  for (const d of found) {
    const own = d.op.op?.["x-source-exceptions"] ?? [];
    const hit = own.find((e) => fits(e, d)) ?? conventionFor(doc, d);
    if (hit) {
      used.add(hit);
      explained += 1;
    } else unexplained.push(d);
  }
  const problems = unexplained.map(
    (d) => `${d.op.id}: ${d.source} ${d.kind}${d.param ? ` ${d.param}` : ""}: ${d.detail}`,
  );
  for (const op of ops) {
    for (const e of op.op["x-source-exceptions"] ?? []) {
      if (!e.reason) problems.push(`${op.id}: an x-source-exceptions entry has no reason`);
      else if (!used.has(e) && e.kind !== "path")
        problems.push(
          `${op.id}: x-source-exceptions ${e.kind}${e.param ? ` ${e.param}` : ""} explains no difference (remove it)`,
        );
    }
  }
  for (const c of conventions) {
    if (!c.reason) problems.push(`x-source-conventions ${c.kind}: no reason`);
    else if (!used.has(c))
      problems.push(`x-source-conventions ${c.kind}: explains no difference (remove it)`);
  }
  return { problems, explained, total: found.length };
}
