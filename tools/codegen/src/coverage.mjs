// openapi/COVERAGE.md: every operation the seed names, whether the document has it (joined
// on tag = seed group and summary = seed name), with which path and provenance.
import { listOperations } from "./document.mjs";

const cell = (s) => String(s ?? "").replace(/\|/g, "\\|");

export function emitCoverage(doc, seed) {
  const ops = listOperations(doc);
  const matched = new Set();
  const find = (group, name) => ops.find(({ op }) => op.tags?.includes(group) && op.summary === name);
  const rows = [];
  const problems = [];
  for (const [kind, list] of [
    ["detailed", seed.detailed],
    ["named", seed.named],
  ]) {
    for (const entry of list) {
      const hit = find(entry.group, entry.name);
      if (hit) {
        matched.add(hit.op.operationId);
        if (entry.method && entry.method !== hit.method.toUpperCase()) {
          problems.push(
            `${entry.group} / ${entry.name}: the seed says ${entry.method}, the document ${hit.method.toUpperCase()}`,
          );
        }
        if (entry.why)
          problems.push(
            `${entry.group} / ${entry.name}: in the document but seed-operations.yaml still says why it is missing`,
          );
      }
      rows.push({ kind, ...entry, hit });
    }
  }
  if (problems.length) throw new Error(`COVERAGE: ${problems.join("; ")}`);

  const present = rows.filter((r) => r.hit).length;
  const unnamed = Object.entries(seed.unnamedMethod);
  const unnamedCount = unnamed.reduce((n, [, names]) => n + names.length, 0);
  const lines = [
    "<!-- Generated from openapi/openapi.yaml and openapi/seed-operations.yaml by tools/codegen - do not edit; run `pnpm generate`. -->",
    "# Coverage of the seed's operations",
    "",
    `The seed names ${rows.length + unnamedCount} operations: ${rows.length} with a method (${present} in the document) and ${unnamedCount} in later groups without one (none in the document yet).`,
    "Provenance: `seed` = the service's spec; `vnnic-v1.0` = VNNIC's public v1.0 specification; `hostbill-userapi` = HostBill's User API docs; `inferred` = no source confirms the path.",
    "",
    "| Group | Operation (seed) | Seed method | In document | Method and path | operationId | Provenance | Package | Idempotent |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const label = r.kind === "detailed" ? `${r.name} (detailed)` : r.name;
    if (r.hit) {
      const { op, method, path } = r.hit;
      lines.push(
        `| ${cell(r.group)} | ${cell(label)} | ${r.method ?? ""} | yes | \`${method.toUpperCase()} ${path}\` | \`${op.operationId}\` | ${op["x-provenance"]} | ${op["x-package"]} | ${op["x-idempotent"] ? "yes" : "no"} |`,
      );
    } else {
      lines.push(
        `| ${cell(r.group)} | ${cell(label)} | ${r.method ?? ""} | no: ${cell(r.why ?? "later group")} | | | | | |`,
      );
    }
  }
  const extra = ops.filter(({ op }) => !matched.has(op.operationId));
  if (extra.length) {
    lines.push(
      "",
      "## In the document beyond the seed's list",
      "",
      "| Group | Operation | Method and path | operationId | Provenance | Package |",
      "|---|---|---|---|---|---|",
    );
    for (const { op, method, path } of extra) {
      lines.push(
        `| ${cell(op.tags?.join(", "))} | ${cell(op.summary)} | \`${method.toUpperCase()} ${path}\` | \`${op.operationId}\` | ${op["x-provenance"]} | ${op["x-package"]} |`,
      );
    }
  }
  lines.push(
    "",
    "## Named by the seed without a method (later groups, not in the document)",
    "",
    "| Group | Operations |",
    "|---|---|",
  );
  for (const [group, names] of unnamed) lines.push(`| ${cell(group)} | ${cell(names.join(", "))} |`);
  return `${lines.join("\n")}\n`;
}
