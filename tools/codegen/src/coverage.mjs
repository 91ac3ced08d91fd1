// openapi/COVERAGE.md: every operation the seed names, whether the document has it (joined
// on tag = seed group and summary = seed name), with which path and provenance; counts per
// package and group; what no source confirms, with the reason; and every operation of the
// document with its SDK name.
import { listOperations } from "./document.mjs";

const cell = (s) => String(s ?? "").replace(/\|/g, "\\|");
const code = (s) => (s ? `\`${s}\`` : "");

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
      } else if (!entry.why) {
        problems.push(
          `${entry.group} / ${entry.name}: not in the document and seed-operations.yaml says no why`,
        );
      }
      rows.push({ kind, ...entry, hit });
    }
  }
  const unnamed = Object.entries(seed.unnamedMethod ?? {});
  const unconfirmed = seed.unconfirmed ?? [];
  for (const u of unconfirmed) {
    if (!seed.unnamedMethod?.[u.group])
      problems.push(`unconfirmed ${u.group} / ${u.name}: not a group of unnamedMethod`);
    if (!u.why) problems.push(`unconfirmed ${u.group} / ${u.name}: no why`);
    if (find(u.group, u.name)) problems.push(`unconfirmed ${u.group} / ${u.name}: it is in the document`);
  }
  for (const { op, method, path } of ops) {
    for (const key of ["x-package", "x-provenance", "x-sdk-method"]) {
      if (!op[key]) problems.push(`${op.operationId ?? `${method} ${path}`}: no ${key}`);
    }
  }
  if (problems.length) throw new Error(`COVERAGE: ${problems.join("; ")}`);

  const present = rows.filter((r) => r.hit).length;
  const unnamedCount = unnamed.reduce((n, [, names]) => n + names.length, 0);
  const missing = [
    ...rows
      .filter((r) => !r.hit)
      .map((r) => ({ group: r.group, name: r.name, method: r.method, why: r.why })),
    ...unconfirmed,
  ];
  const lines = [
    "<!-- Generated from openapi/openapi.yaml and openapi/seed-operations.yaml by tools/codegen - do not edit; run `pnpm generate`. -->",
    "# Coverage of the seed's operations",
    "",
    `The document has ${ops.length} operations. The seed names ${rows.length + unnamedCount} operations: ${rows.length} with a method (${present} in the document) and ${unnamedCount} in groups without one (their operations are in the document under the group's tag, below). ${missing.length} operations no source confirms stay out of the document, each with its reason.`,
    "Provenance: `seed` = the service's spec; `vnnic-v1.0` = VNNIC's public v1.0 specification; `hostbill-userapi` = HostBill's User API docs and providers' clients (the `x-sources` note of each operation names the sources: DS, DC, HTC, ...); `inferred` = no source confirms the path; `third-party` = only a third-party app shows it.",
    "",
    "## By package and group",
    "",
    "| Package | Group | In the document | Not confirmed by any source |",
    "|---|---|---|---|",
  ];
  const groups = new Map(); // "pkg\0group" -> count, in document order
  for (const { op } of ops) {
    for (const tag of op.tags ?? []) {
      const key = `${op["x-package"]}\u0000${tag}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
  }
  const missingIn = (group) => missing.filter((m) => m.group === group).length;
  const listed = new Set();
  // Grouped by package (in the order packages first appear), groups in document order.
  const pkgOrder = [...new Set(ops.map(({ op }) => op["x-package"]))];
  const byPackage = [...groups].sort(
    ([a], [b]) => pkgOrder.indexOf(a.split("\u0000")[0]) - pkgOrder.indexOf(b.split("\u0000")[0]),
  );
  for (const [key, count] of byPackage) {
    const [pkg, group] = key.split("\u0000");
    listed.add(group);
    lines.push(`| ${pkg} | ${cell(group)} | ${count} | ${missingIn(group) || ""} |`);
  }
  for (const group of new Set(missing.map((m) => m.group))) {
    if (!listed.has(group)) lines.push(`| | ${cell(group)} | 0 | ${missingIn(group)} |`);
  }
  const packages = new Map();
  for (const { op } of ops) packages.set(op["x-package"], (packages.get(op["x-package"]) ?? 0) + 1);
  lines.push(
    "",
    `Per package: ${[...packages].map(([pkg, n]) => `${pkg} ${n}`).join(", ")}. An operation with two tags counts in both groups.`,
    "",
    "## Not in the document: no source confirms them",
    "",
    "| Group | Operation (seed) | Seed method | Why |",
    "|---|---|---|---|",
  );
  for (const m of missing)
    lines.push(`| ${cell(m.group)} | ${cell(m.name)} | ${m.method ?? ""} | ${cell(m.why)} |`);

  // In the document on our reasoning or a third-party app only: no primary source confirms them.
  const unsourced = ops.filter(
    ({ op }) =>
      op["x-provenance"] === "inferred" ||
      op["x-provenance"] === "third-party" ||
      (op["x-source-exceptions"] ?? []).some((e) => e.kind === "unsourced"),
  );
  lines.push(
    "",
    "## In the document, but no primary source confirms them",
    "",
    "| Group | Operation | Method and path | Provenance | Why it is here |",
    "|---|---|---|---|---|",
  );
  for (const { op, method, path } of unsourced) {
    const why =
      (op["x-source-exceptions"] ?? []).find((e) => e.kind === "unsourced")?.reason ??
      "inferred: only our reasoning supports the path and shape (see its x-sources note)";
    lines.push(
      `| ${cell(op.tags?.join(", "))} | ${cell(op.summary)} | \`${method.toUpperCase()} ${path}\` | ${op["x-provenance"]} | ${cell(why)} |`,
    );
  }

  lines.push(
    "",
    "## The seed's operations with a method",
    "",
    "| Group | Operation (seed) | Seed method | In document | Method and path | operationId | Provenance | Package | Idempotent |",
    "|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    const label = r.kind === "detailed" ? `${r.name} (detailed)` : r.name;
    if (r.hit) {
      const { op, method, path } = r.hit;
      lines.push(
        `| ${cell(r.group)} | ${cell(label)} | ${r.method ?? ""} | yes | \`${method.toUpperCase()} ${path}\` | \`${op.operationId}\` | ${op["x-provenance"]} | ${op["x-package"]} | ${op["x-idempotent"] ? "yes" : "no"} |`,
      );
    } else {
      lines.push(`| ${cell(r.group)} | ${cell(label)} | ${r.method ?? ""} | no: ${cell(r.why)} | | | | | |`);
    }
  }

  lines.push(
    "",
    "## Groups the seed names without a method",
    "",
    "The seed gives these groups' operations as words only; the document's operations under each group's tag are listed in full below.",
    "",
    "| Group | Seed's words | In the document | Not confirmed |",
    "|---|---|---|---|",
  );
  for (const [group, names] of unnamed) {
    const n = ops.filter(({ op }) => op.tags?.includes(group)).length;
    const out = unconfirmed.filter((u) => u.group === group).map((u) => u.name);
    lines.push(`| ${cell(group)} | ${cell(names.join(", "))} | ${n} | ${cell(out.join(", "))} |`);
  }

  lines.push(
    "",
    "## Every operation of the document",
    "",
    "| Group | Operation | Method and path | operationId | SDK method | Provenance | Package | Idempotent |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const { op, method, path } of ops) {
    const sdk = code(op["x-sdk-method"]);
    lines.push(
      `| ${cell(op.tags?.join(", "))} | ${cell(op.summary)} | \`${method.toUpperCase()} ${path}\` | \`${op.operationId}\` | ${sdk} | ${op["x-provenance"]} | ${op["x-package"]} | ${op["x-idempotent"] ? "yes" : "no"} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
