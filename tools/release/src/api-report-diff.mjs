// The changes between two API reports (api-report.mjs) of one entry point, declaration by
// declaration.

/** Top-level declarations of a report by name, comments dropped (they are documentation). */
export function declarations(report) {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? "";
  const named = new Map();
  for (const block of code.split(/\n\n(?=\S)/)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "" && !l.trim().startsWith("//"));
    if (lines.length === 0 || lines[0].startsWith("import ")) continue;
    const name =
      /^export \{ ?(?:[\w$]+ as )?([\w$]+) ?\}/.exec(lines[0])?.[1] ??
      /^(?:export )?(?:default )?(?:declare )?(?:abstract )?(?:class|interface|type|function|const|let|var|enum|namespace) ([\w$]+)/.exec(
        lines[0],
      )?.[1] ??
      lines[0];
    named.set(name, [named.get(name), lines.join("\n")].filter(Boolean).join("\n"));
  }
  return named;
}

/**
 * The changes from one report to the next: a removed or changed declaration is breaking (code
 * written against it may no longer compile), an added one a feature.
 * @returns {import("./document-diff.mjs").Change[]}
 */
export function reportChanges(file, before, after) {
  const [was, now] = [declarations(before ?? ""), declarations(after ?? "")];
  const changes = [];
  for (const [name, text] of was) {
    if (!now.has(name))
      changes.push({ level: "breaking", where: `API report ${file}`, what: `\`${name}\` removed` });
    else if (now.get(name) !== text)
      changes.push({ level: "breaking", where: `API report ${file}`, what: `\`${name}\` changed` });
  }
  for (const name of now.keys())
    if (!was.has(name))
      changes.push({ level: "feature", where: `API report ${file}`, what: `\`${name}\` added` });
  return changes;
}
