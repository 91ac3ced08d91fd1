// `cdrapi provider generate`: a small package of the user's own name and version with a typed
// method for each operation of a provider's export that the SDK lacks or types differently,
// on the same HostBill wiring as the @cdrapi/* clients (createHostBillClient): one session,
// one login. Types come from the export: its parameters' types and its example answers.
import type { ProviderCheck } from "./check-provider.js";
import { type ExportOperation, pathParamNames, routeOf } from "./export-operations.js";

export interface GeneratedPackage {
  /** File name (relative to the package folder) → text. */
  files: Map<string, string>;
  /** The generated methods' names. */
  methods: string[];
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENT.test(name) ? name : JSON.stringify(name));

/** `backups_list` → `backupsList`; a name with nothing usable → `operationN`. */
function camel(text: string, fallback: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!words.length) return fallback;
  const name = words
    .map((w, i) => (i === 0 ? w[0]!.toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1)))
    .join("");
  return /^[0-9]/.test(name) ? `op${name}` : name;
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The TypeScript type of an example value (every object field optional: an example shows one answer). */
export function typeOfExample(value: unknown, depth = 0): string {
  if (value === null) return "null";
  if (Array.isArray(value)) {
    const items = [...new Set(value.map((v) => typeOfExample(v, depth)))];
    return items.length ? `Array<${items.join(" | ")}>` : "unknown[]";
  }
  if (typeof value === "object") {
    const pad = "  ".repeat(depth + 1);
    const fields = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${pad}${key(k)}?: ${typeOfExample(v, depth + 1)};`,
    );
    return fields.length ? `{\n${fields.join("\n")}\n${"  ".repeat(depth)}}` : "Record<string, unknown>";
  }
  if (typeof value === "number") return "number";
  if (typeof value === "string" || typeof value === "boolean") return typeof value;
  return "unknown";
}

/** The union of the types of an example list's items. */
function itemTypeOf(items: unknown[]): string {
  return [...new Set(items.map((item) => typeOfExample(item)))].join(" | ") || "unknown";
}

/**
 * A list, as the SDK's own lists are (its document's rule): a GET whose example answer is an
 * array, or an object with one array field besides `error` (paged when the export takes a
 * `page` query parameter). Its method's promise is also async-iterable over the items.
 */
function listOf(
  s: ExportOperation,
  method: string,
): { field?: string; item: string; page?: string } | undefined {
  if (method !== "GET" || s.example === undefined || s.example === null) return undefined;
  if (Array.isArray(s.example)) return { item: itemTypeOf(s.example) };
  if (typeof s.example !== "object") return undefined;
  const arrays = Object.entries(s.example as Record<string, unknown>).filter(
    ([field, value]) => field !== "error" && Array.isArray(value),
  );
  if (arrays.length !== 1) return undefined;
  const [field, items] = arrays[0] as [string, unknown[]];
  const paged = s.params.some((p) => p.in === "query" && p.name === "page");
  return { field, item: itemTypeOf(items), ...(paged ? { page: "page" } : {}) };
}

/** The TypeScript type of an export parameter's type. */
function typeOfParam(type: string | undefined): string {
  if (type === "integer" || type === "number") return "number";
  if (type === "string" || type === "boolean") return type;
  if (type === "array") return "unknown[]";
  if (type === "object") return "Record<string, unknown>";
  return "unknown";
}

/** The operations to generate: those the SDK lacks, and those whose SDK method differs. */
function chosen(check: ProviderCheck, exported: ExportOperation[]): ExportOperation[] {
  const shape = (route: string) => route.replace(/\{[^}]*\}/g, "{}");
  const wanted = new Set([
    ...check.missing.map((m) => shape(m.route)),
    ...check.methods.filter((m) => m.status === "differs").map((m) => shape(m.route)),
  ]);
  const seen = new Set<string>();
  return exported.filter((s) => {
    const { method, path } = routeOf(s);
    const route = shape(`${method} ${path}`);
    if (!wanted.has(route) || seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

/** The package's files: package.json, tsconfig.json, src/index.ts and README.md. */
export function generatePackage(
  check: ProviderCheck,
  exported: ExportOperation[],
  pkg: { name: string; version: string; cdrapiVersion: string },
): GeneratedPackage {
  const table: string[] = [];
  const types: string[] = [];
  const signatures: string[] = [];
  const bodies: string[] = [];
  const methods: string[] = [];
  chosen(check, exported).forEach((s, i) => {
    const { method, path } = routeOf(s);
    let name = camel(s.summary || `${s.method} ${path}`, `operation${i + 1}`);
    while (methods.includes(name)) name = `${name}${i + 1}`;
    methods.push(name);
    const id = `${method} ${path}`;
    const answer = `${pascal(name)}Answer`;
    types.push(
      `/** The answer of \`${id}\`${s.example === undefined ? " (the export shows none)" : ", as the export's example shows it"}. */\nexport type ${answer} = ${s.example === undefined ? "unknown" : typeOfExample(s.example)};`,
    );
    const list = listOf(s, method);
    const item = `${pascal(name)}Item`;
    if (list) types.push(`/** An item of \`${id}\`'s list. */\nexport type ${item} = ${list.item};`);
    const returned = list ? `ListPromise<${answer}, ${item}>` : `ApiPromise<${answer}>`;
    const pathNames = pathParamNames(s.rawPath);
    const fields = s.params.filter((p) => p.in !== "path" && p.in !== "header");
    const fieldType = fields.length
      ? `{ ${fields.map((p) => `${key(p.name)}${p.required ? "" : "?"}: ${typeOfParam(p.type)}`).join("; ")} }`
      : undefined;
    const args = [
      ...pathNames.map((p) => `${camel(p, "id")}: string | number`),
      ...(fieldType ? [`input${fields.some((p) => p.required) ? "" : "?"}: ${fieldType}`] : []),
      "opts?: RequestOptions",
    ];
    table.push(
      `  ${JSON.stringify(id)}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)}, security: ["bearerAuth", "basicAuth"], idempotent: ${method === "GET"} },`,
    );
    signatures.push(
      `  /** \`${id}\`${s.summary ? `: ${s.summary.replace(/\*\//g, "")}` : ""}. */\n  ${name}(${args.join(", ")}): ${returned};`,
    );
    const pathInput = pathNames.length
      ? `path: { ${pathNames.map((p) => `${key(p)}: ${camel(p, "id")}`).join(", ")} }`
      : "";
    const fieldInput = fieldType ? (method === "GET" ? "query: input" : "body: input") : "";
    const input = [pathInput, fieldInput].filter(Boolean).join(", ");
    const params = args.map((a) => a.replace(/\??:.*$/, "")).join(", ");
    const call = `t.request<${answer}>(${JSON.stringify(id)}, { ${input} }, opts)`;
    const made = !list
      ? call
      : list.field === undefined
        ? `listPromise<${answer}, ${item}>(() => ${call}, async function* (first) {\n        yield* await first();\n      })`
        : `pagedList<${answer}, ${item}>(t, ${JSON.stringify(id)}, { ${input} }, opts, ${JSON.stringify(list.field)}${list.page ? `, ${JSON.stringify(list.page)}` : ""})`;
    bodies.push(`    ${name}: (${params}) =>\n      ${made},`);
  });

  const index = `// Generated by \`cdrapi provider generate\` from a provider's HostBill User API export: the
// operations @cdrapi/* lacks or types differently there, on the same wiring (one session, one login).
import { createHostBillClient, type HostBillClient, type HostBillClientOptions } from "@cdrapi/account";
import {
  type ApiPromise,
  type ListPromise,
  listPromise,
  type OperationTable,
  pagedList,
  type RequestOptions,
  type Transport,
} from "@cdrapi/core";

export const PACKAGE_NAME = ${JSON.stringify(pkg.name)};
export const PACKAGE_VERSION = ${JSON.stringify(pkg.version)};

${types.join("\n\n")}

const operations = {
${table.join("\n")}
} as const satisfies OperationTable;

export interface ProviderMethods {
${signatures.join("\n")}
}

export type ProviderClient = ProviderMethods & HostBillClient<{}>;

/**
 * This provider's own operations. \`auth: { session }\` (a session of \`createSession\` from any
 * @cdrapi/* HostBill package) shares one login with those clients.
 */
export function createProviderClient(options: HostBillClientOptions): ProviderClient {
  const group = { packageName: PACKAGE_NAME, packageVersion: PACKAGE_VERSION, operations };
  return createHostBillClient(options, group, (t: Transport<{}>): ProviderMethods => ({
${bodies.join("\n")}
  }));
}
`;
  const range = `^${pkg.cdrapiVersion}`;
  const packageJson = {
    name: pkg.name,
    version: pkg.version,
    description:
      "Typed methods for a provider's own HostBill operations, generated by `cdrapi provider generate`.",
    type: "module",
    main: "./dist/index.js",
    types: "./dist/index.d.ts",
    files: ["dist"],
    scripts: { build: "tsc -p tsconfig.json" },
    peerDependencies: { "@cdrapi/account": range, "@cdrapi/core": range },
  };
  const tsconfig = {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      declaration: true,
      skipLibCheck: true,
      outDir: "dist",
    },
    include: ["src"],
  };
  const readme = `# ${pkg.name}

Typed methods for this provider's own HostBill operations, generated by
\`cdrapi provider generate\`: ${methods.map((m) => `\`${m}\``).join(", ") || "none"}.

\`\`\`ts
import { createComputeClient, createSession } from "@cdrapi/compute";
import { createProviderClient } from "${pkg.name}";

const session = createSession({ baseUrl: "https://portal.provider.example/api", username: "me", password: "..." });
const compute = createComputeClient({ auth: { session } });
const provider = createProviderClient({ auth: { session } }); // the same login
\`\`\`

A list method's promise is also async-iterable: \`for await\` yields every item of every page.
The export names no states, so no waiter is generated: \`waitFor\` of \`@cdrapi/core\` waits on
any method (\`waitFor("name", (o) => provider.getX(id, o), (answer) => answer, until)\`).

Build it with \`npm run build\` (TypeScript, \`strict\`).
`;
  const files = new Map<string, string>([
    ["package.json", `${JSON.stringify(packageJson, null, 2)}\n`],
    ["tsconfig.json", `${JSON.stringify(tsconfig, null, 2)}\n`],
    ["src/index.ts", index],
    ["README.md", readme],
  ]);
  return { files, methods };
}
