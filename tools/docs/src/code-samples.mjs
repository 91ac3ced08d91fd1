// x-codeSamples for the rendered reference: each operation's SDK call and its `cdrapi api` line,
// side by side, made from the names the document gives (x-package, x-sdk-method, x-sdk-name,
// the parameters' and bodies' examples). Written into the bundle that is rendered, never into
// openapi/: a renamed method or parameter changes its samples with it.
import { filterForPackage, resolveRef } from "../../codegen/src/filter.mjs";
import { sdkOperations } from "../../codegen/src/names.mjs";

const pascal = (s) => s[0].toUpperCase() + s.slice(1);

/** How a script makes each package's client (as the package READMEs do). */
function construction(pkg) {
  if (pkg === "reporting")
    return `const reporting = createReportingClient({
  credentials: { username: process.env.VNNIC_USERNAME ?? "", password: process.env.VNNIC_PASSWORD ?? "" },
});`;
  return `const ${pkg} = create${pascal(pkg)}Client({
  baseUrl: "https://api.provider.example/api",
  auth: { token: process.env.HOSTBILL_TOKEN ?? "" },
});`;
}

/**
 * A JSON body for the samples: the media type's example, else the schema's, else the schema's
 * fields (its required ones, or all when none is required) with placeholders.
 */
function bodyExample(doc, op) {
  const media = resolveRef(doc, op.requestBody ?? {})?.content?.["application/json"];
  if (!media) return undefined;
  const schema = resolveRef(doc, media.schema ?? {}) ?? {};
  const example = media.example ?? schema.example;
  if (example !== undefined) return example;
  const fields = Object.keys(schema.properties ?? {});
  const shown = schema.required?.length ? schema.required : fields;
  return Object.fromEntries(shown.map((name) => [name, `<${name}>`]));
}

/** A shell word: as it is when it needs no quotes, else in single quotes. */
const shellWord = (word) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${String(word).replaceAll("'", `'\\''`)}'`;

/** `-f`/`-F` fields for a flat example body (`-F` for numbers and booleans), else `--input body.json`. */
function cliBody(example) {
  const flat =
    example !== null &&
    typeof example === "object" &&
    !Array.isArray(example) &&
    Object.values(example).every((v) => v === null || typeof v !== "object");
  if (!flat) return ["--input", "body.json"];
  return Object.entries(example).flatMap(([key, value]) =>
    typeof value === "string" ? ["-f", shellWord(`${key}=${value}`)] : ["-F", shellWord(`${key}=${value}`)],
  );
}

/** The samples of one operation (of package `pkg`), as Redoc reads them. */
function samplesOf(doc, pkg, o) {
  // A path parameter's value: its example, else its SDK name as a placeholder.
  const ids = o.pathParams.map((p) => {
    const param = paramOf(doc, o, p.name);
    return { ...p, value: String(param.example ?? param.schema?.example ?? `<${p.arg}>`) };
  });
  // An optional body is left out, as a call without it is the usual one.
  const hasBody = resolveRef(doc, o.op.requestBody ?? {})?.required === true;
  const example = hasBody ? bodyExample(doc, o.op) : undefined;
  const required = o.queryParams.filter((q) => q.required);
  const args = [
    ...ids.map((p) => JSON.stringify(p.value)),
    ...(hasBody ? [example === undefined ? "{}" : JSON.stringify(example)] : []),
    ...(required.length
      ? [
          `{ ${required.map((q) => `${JSON.stringify(q.name)}: ${JSON.stringify(String(q.example ?? `<${q.name}>`))}`).join(", ")} }`,
        ]
      : []),
  ];
  const sdk = `import { create${pascal(pkg)}Client } from "@cdrapi/${pkg}";

${construction(pkg)}
const answer = await ${pkg}.${o.namespace}.${o.sdkMethod}(${args.join(", ")});`;
  const cli = [
    "cdrapi",
    "api",
    `${pkg}.${o.namespace}.${o.sdkMethod}`,
    ...ids.map((p) => shellWord(p.value)),
    ...(hasBody ? cliBody(example) : []),
    ...required.flatMap((q) => ["-f", shellWord(`${q.name}=${q.example ?? `<${q.name}>`}`)]),
  ].join(" ");
  return [
    { lang: "TypeScript", label: "SDK", source: sdk },
    { lang: "Shell", label: "CLI", source: cli },
  ];
}

/** The parameter of the operation named `name` (path parameters only), its $ref resolved. */
function paramOf(doc, o, name) {
  const all = [...(o.item.parameters ?? []), ...(o.op.parameters ?? [])].map((p) => resolveRef(doc, p));
  return all.find((p) => p.in === "path" && p.name === name) ?? {};
}

/**
 * `doc` (bundled, a copy of its own) with every operation's samples: as `x-codeSamples` (the
 * renderers that show them: Redoc 2, Scalar) and at the end of its description, which every
 * renderer shows (Redoc 3, which `redocly build-docs` runs, leaves x-codeSamples out).
 * `packages` lists the packages whose operations get them.
 */
export function withCodeSamples(doc, packages) {
  for (const pkg of packages) {
    for (const o of sdkOperations(filterForPackage(doc, pkg), pkg)) {
      const samples = samplesOf(doc, pkg, o);
      o.op["x-codeSamples"] = samples;
      const shown = samples.map(
        (s) => `**${s.label}**\n\n\`\`\`${s.lang === "Shell" ? "sh" : "ts"}\n${s.source}\n\`\`\``,
      );
      o.op.description = [o.op.description?.trim(), ...shown].filter(Boolean).join("\n\n");
    }
  }
  return doc;
}
