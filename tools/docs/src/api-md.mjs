#!/usr/bin/env node
// packages/<pkg>/API.md: the reference a user reads beside the package README. Every export of
// each entry point (`@cdrapi/reporting`, `@cdrapi/reporting/bulk`, ...) with its signature and
// the first paragraph of its doc comment, read from the code by the TypeScript compiler. The
// generated methods are code too: each operation's method (from the document) is listed under
// its package's `<Name>Methods` with its argument and answer types and its summary.
// `--check` writes nothing and exits 1 naming each API.md that differs from the code (run by
// `pnpm test`, as `generate --check` is for the generated code).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dirname, "../../..");
/** Where API.md files are read and written: the repository (a test points it at a copy). */
const OUT = process.env.CDRAPI_API_MD_ROOT ?? ROOT;

/** Entry points of each published package: `@cdrapi/<pkg>[/<sub>]` -> its source, from the paths the repo compiles with. */
function entryPoints() {
  const base = JSON.parse(readFileSync(join(ROOT, "tsconfig.base.json"), "utf8"));
  const byPackage = new Map();
  for (const [specifier, [file]] of Object.entries(base.compilerOptions.paths)) {
    const pkg = /^packages\/([^/]+)\//.exec(file)?.[1];
    if (!pkg) continue; // tools (test helpers): not published
    const manifest = JSON.parse(readFileSync(join(ROOT, "packages", pkg, "package.json"), "utf8"));
    if (manifest.private) continue;
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), { specifier, file: join(ROOT, file) }]);
  }
  return byPackage;
}

const oneLine = (text) => text.replace(/\s+/g, " ").trim();

/** The first paragraph of a doc comment, on one line. */
function summaryOf(symbol, checker) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return oneLine(text.split(/\n\s*\n/)[0] ?? "");
}

/** A node's source text on one line, its comments left out. */
function textOf(node) {
  const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
}

/** `<T>(a: A, b?: B): R` of a function-like declaration (the checker's return type when none is written). */
function signatureText(decl, checker) {
  const typeParameters = decl.typeParameters?.length ? `<${decl.typeParameters.map(textOf).join(", ")}>` : "";
  const params = decl.parameters.map(textOf).join(", ");
  let returns = decl.type ? textOf(decl.type) : undefined;
  if (returns === undefined && !ts.isConstructorDeclaration(decl)) {
    const signature = checker.getSignatureFromDeclaration(decl);
    returns = signature ? checker.typeToString(checker.getReturnTypeOfSignature(signature)) : "unknown";
  }
  return `${typeParameters}(${params})${returns === undefined ? "" : `: ${returns}`}`;
}

const escapeCell = (text) => text.replaceAll("|", "\\|");
const item = (code, summary) => `- \`${code}\`${summary ? `: ${summary}` : ""}`;

/** The members of an interface or object type, each on its line; an object-typed member (a namespace) lists its own. */
function membersOf(members, checker, prefix = "") {
  const lines = [];
  for (const member of members) {
    if (!member.name || ts.isPrivateIdentifier(member.name)) continue;
    const modifiers = ts.getCombinedModifierFlags(member);
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    const name = `${prefix}${member.name.getText()}`;
    const symbol = checker.getSymbolAtLocation(member.name) ?? member.symbol;
    const summary = symbol ? summaryOf(symbol, checker) : "";
    if (ts.isMethodSignature(member) || ts.isMethodDeclaration(member)) {
      lines.push(item(`${name}${signatureText(member, checker)}`, summary));
    } else if ((ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) && member.type) {
      if (ts.isTypeLiteralNode(member.type))
        lines.push(...membersOf(member.type.members, checker, `${name}.`));
      else lines.push(item(`${name}${member.questionToken ? "?" : ""}: ${textOf(member.type)}`, summary));
    } else if (ts.isGetAccessorDeclaration(member) && member.type) {
      lines.push(item(`${name}: ${textOf(member.type)}`, summary));
    }
  }
  return lines;
}

/** A type alias' right-hand side when it reads on one line; longer ones are named only. */
const MAX_ALIAS = 160;

/** The section of one exported declaration. */
function describe(name, symbol, checker) {
  const decl = symbol.declarations?.[0];
  if (!decl) return undefined;
  const summary = summaryOf(symbol, checker);
  if (ts.isFunctionDeclaration(decl)) {
    const overloads = symbol.declarations.filter(
      (d) => ts.isFunctionDeclaration(d) && (d.body === undefined || symbol.declarations.length === 1),
    );
    return {
      kind: "Functions",
      lines: overloads.map((d) => item(`${name}${signatureText(d, checker)}`, summary)),
    };
  }
  if (ts.isClassDeclaration(decl)) {
    const heritage = decl.heritageClauses?.map(textOf).join(" ") ?? "";
    const constructors = decl.members
      .filter(ts.isConstructorDeclaration)
      .map((c) => `  ${item(`new ${name}${signatureText(c, checker)}`, "")}`);
    const members = membersOf(
      decl.members.filter((m) => !ts.isConstructorDeclaration(m)),
      checker,
    ).map((l) => `  ${l}`);
    return {
      kind: "Classes",
      lines: [item(`class ${name}${heritage ? ` ${heritage}` : ""}`, summary), ...constructors, ...members],
    };
  }
  if (ts.isInterfaceDeclaration(decl)) {
    // openapi-typescript's maps of the whole document (paths, components, operations): named only.
    if (decl.getSourceFile().fileName.endsWith("/generated/openapi.ts"))
      return {
        kind: "Interfaces",
        lines: [item(`interface ${name}`, summary || "The OpenAPI document's types (openapi-typescript).")],
      };
    const members = membersOf(decl.members, checker).map((l) => `  ${l}`);
    return { kind: "Interfaces", lines: [item(`interface ${name}`, summary), ...members] };
  }
  if (ts.isTypeAliasDeclaration(decl)) {
    const value = textOf(decl.type);
    const members = ts.isTypeLiteralNode(decl.type)
      ? membersOf(decl.type.members, checker).map((l) => `  ${l}`)
      : [];
    const shown = members.length === 0 && value.length <= MAX_ALIAS ? ` = ${value}` : "";
    return { kind: "Types", lines: [item(`type ${name}${shown}`, summary), ...members] };
  }
  if (ts.isVariableDeclaration(decl)) {
    const type = decl.type
      ? textOf(decl.type)
      : checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl));
    const callable =
      decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer));
    return callable
      ? { kind: "Functions", lines: [item(`${name}${signatureText(decl.initializer, checker)}`, summary)] }
      : {
          kind: "Constants",
          lines: [item(`const ${name}: ${type.length <= MAX_ALIAS ? type : "object"}`, summary)],
        };
  }
  if (ts.isEnumDeclaration(decl)) return { kind: "Types", lines: [item(`enum ${name}`, summary)] };
  return { kind: "Other", lines: [item(name, summary)] };
}

const KINDS = ["Functions", "Classes", "Interfaces", "Types", "Constants", "Other"];

/** The package a declaration belongs to (`core` for packages/core/src/...). */
const packageOf = (decl) =>
  /packages\/([^/]+)\/src\//.exec(decl.getSourceFile().fileName.replaceAll("\\", "/"))?.[1];

/** One entry point's section of API.md. */
function entrySection(pkg, { specifier, file }, program, checker) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file}: not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const sections = new Map(KINDS.map((k) => [k, []]));
  const elsewhere = new Map(); // package -> names re-exported from it
  for (const exported of [...exports].sort((a, b) => a.name.localeCompare(b.name))) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.declarations?.[0];
    const from = decl ? packageOf(decl) : undefined;
    if (from && from !== pkg) {
      elsewhere.set(from, [...(elsewhere.get(from) ?? []), exported.name]);
      continue;
    }
    // A name that is both a value and a type (a class, or a const with a type of its name): once.
    const described = describe(exported.name, symbol, checker);
    if (described) sections.get(described.kind).push(...described.lines);
  }
  const out = [`## \`${specifier}\``, ""];
  for (const [kind, lines] of sections) {
    if (lines.length) out.push(`### ${kind}`, "", ...lines, "");
  }
  for (const [from, names] of elsewhere) {
    out.push(
      `Also exported, as \`@cdrapi/${from}\` declares them ([its API.md](../${from}/API.md)): ${names.map((n) => `\`${n}\``).join(", ")}.`,
      "",
    );
  }
  return out.join("\n");
}

/** Every package's API.md, by its path in the repository. */
export function renderApiMd() {
  const entries = entryPoints();
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  const files = [...entries.values()].flat().map((e) => e.file);
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const out = new Map();
  for (const [pkg, points] of entries) {
    const manifest = JSON.parse(readFileSync(join(ROOT, "packages", pkg, "package.json"), "utf8"));
    const text = [
      `# ${manifest.name}: API`,
      "",
      `<!-- Generated from the code by tools/docs (\`pnpm generate\`); do not edit. \`pnpm test\` fails when it differs. -->`,
      "",
      `${escapeCell(manifest.description)} Every export of each entry point, with its signature and what its doc comment says first. ` +
        "The [README](README.md) shows how to use them; the rendered reference of the OpenAPI document (`pnpm run docs`) shows each operation with its SDK call and its CLI line.",
      "",
      ...points.map((point) => entrySection(pkg, point, program, checker)),
    ].join("\n");
    out.set(`packages/${pkg}/API.md`, `${text.trimEnd()}\n`);
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const files = renderApiMd();
  const check = process.argv.includes("--check");
  const drift = [];
  for (const [file, content] of files) {
    const path = join(OUT, file);
    const before = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (before === content) continue;
    if (check) drift.push(file);
    else {
      writeFileSync(path, content);
      console.log(`wrote ${relative(OUT, path)}`);
    }
  }
  if (drift.length) {
    for (const file of drift) console.error(`out of date: ${file}`);
    console.error("api.md --check: an API.md differs from the code; run `pnpm generate` and commit.");
    process.exit(1);
  }
  console.log(
    `api.md${check ? " --check" : ""}: ${files.size} API.md files ${check ? "match the code" : "up to date"}.`,
  );
}
