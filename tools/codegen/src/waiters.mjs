// src/generated/waiters.ts of a package whose read operations carry `x-sdk-waiter`: one
// `waitFor` (or the extension's `name`) in the read's namespace, which reads it again and again
// (core's waitFor: interval, Retry-After, timeout, signal) until the caller's condition holds:
//
//   x-sdk-waiter:
//     select: vm          # the condition is given this field of the answer (default: the answer)
//     states: [running, stopped, starting, stopping, rebooting]   # the `status` values listed
//     name: waitFor       # default
//
// `compute.vms.waitFor(serviceId, vmId, (vm) => vm.status === "running", { timeoutMs })`.
// The listed states type the value's `status` as an open union (`VmsWaitForState`: the listed
// ones named, any other string still allowed, since the sources' modules add their own). The
// condition's type has its own name (`VmsWaitForCondition`). A selected value is typed so that a
// condition written for the whole answer (`(d: VmDetails) => ...`, which would never see its
// `vm`) does not compile: the value says it holds no field of the selected name.
import { header } from "./emit.mjs";
import { sdkOperations } from "./names.mjs";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const pascal = (s) => s[0].toUpperCase() + s.slice(1);
const methodsOf = (pkg) => `${pascal(pkg.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()))}Methods`;

/** The operations of `pkg` with a waiter, each with its `waiter` ({ name, select, states }); throws on a misuse. */
export function waitersOf(doc, pkg) {
  const errors = [];
  const out = [];
  for (const o of sdkOperations(doc, pkg)) {
    const spec = o.op["x-sdk-waiter"];
    if (spec === undefined) continue;
    const id = o.op.operationId;
    const { name = "waitFor", select, states = [] } = spec ?? {};
    if (o.method !== "get" || o.op.requestBody || o.queryParams.some((p) => p.required))
      errors.push(`${id}: x-sdk-waiter needs a GET without a body or required query parameters`);
    if (!IDENTIFIER.test(name) || (select !== undefined && !IDENTIFIER.test(select)))
      errors.push(`${id}: x-sdk-waiter name and select must be identifiers`);
    if (out.some((w) => w.namespace === o.namespace && w.waiter.name === name))
      errors.push(`${id}: a second ${o.namespace}.${name}`);
    out.push({ ...o, waiter: { name, select, states } });
  }
  if (errors.length) throw new Error(`${pkg}: ${errors.join("; ")}`);
  return out;
}

/** The names of the types waiters.ts exports (for the package's surface). */
export function waiterTypeNames(doc, pkg) {
  const waiters = waitersOf(doc, pkg);
  if (waiters.length === 0) return [];
  const names = waiters.flatMap(({ namespace, waiter }) => {
    const base = `${pascal(namespace)}${pascal(waiter.name)}`;
    return [...(waiter.states.length ? [`${base}State`] : []), `${base}Value`, `${base}Condition`];
  });
  return [methodsOf(pkg).replace(/Methods$/, "Waiters"), ...names];
}

/** The namespaces of `pkg` that have waiters (for the client's type). */
export function waiterNamespaces(doc, pkg) {
  return [...new Set(waitersOf(doc, pkg).map((w) => w.namespace))];
}

/** src/generated/waiters.ts, or undefined when the package has no waiter. */
export function emitWaiters(doc, pkg) {
  const waiters = waitersOf(doc, pkg);
  if (waiters.length === 0) return undefined;
  const Methods = methodsOf(pkg);
  const Waiters = Methods.replace(/Methods$/, "Waiters");
  const byNs = new Map();
  for (const w of waiters) byNs.set(w.namespace, [...(byNs.get(w.namespace) ?? []), w]);

  const types = [];
  const members = [];
  const bodies = [];
  for (const [ns, list] of byNs) {
    const sigs = [];
    const impls = [];
    for (const w of list) {
      const { name, select, states } = w.waiter;
      const Base = `${pascal(ns)}${pascal(name)}`;
      const [Value, State, Condition] = [`${Base}Value`, `${Base}State`, `${Base}Condition`];
      const read = `${Methods}[${JSON.stringify(ns)}][${JSON.stringify(w.sdkMethod)}]`;
      const answer = `NonNullable<Awaited<ReturnType<${read}>>>`;
      const param = select ?? "value";
      const value = [
        select ? `NonNullable<${answer}[${JSON.stringify(select)}]>` : answer,
        ...(states.length ? [`{ status?: ${State} }`] : []),
        // null is no value of the answer's field: a condition typed with the whole answer fails.
        ...(select
          ? [
              `{ /** Not a field of the ${select}: the condition is given the ${select} itself. */ ${select}?: null }`,
            ]
          : []),
      ];
      types.push(
        ...(states.length
          ? [
              `/** The \`status\` values the document lists for \`${ns}.${name}\`; any other string is allowed (modules add their own). */\nexport type ${State} = ${states.map((st) => JSON.stringify(st)).join(" | ")} | (string & {});`,
            ]
          : []),
        `/** What \`${ns}.${name}\` hands its condition: ${select ? `the \`${select}\` of \`${ns}.${w.sdkMethod}\`'s answer` : `\`${ns}.${w.sdkMethod}\`'s answer`}. */\nexport type ${Value} = ${value.join(" & ")};`,
        `/** The condition \`${ns}.${name}\` waits for, e.g. \`(${param}) => ${param}.status === ${JSON.stringify(states[0] ?? "ready")}\`. */\nexport type ${Condition} = (${param}: ${Value}) => boolean;`,
      );
      const ids = w.pathParams.map((p) => p.arg);
      const args = [...ids.map((a) => `${a}: PathId`), `until: ${Condition}`, "opts?: WaitOptions"];
      const known = states.length ? ` Known states: ${states.map((s) => `\`${s}\``).join(", ")}.` : "";
      sigs.push(`    /**
     * Reads \`${ns}.${w.sdkMethod}(${ids.join(", ")})\` until \`until(${param})\` is true, and resolves to that ${select ? `\`${select}\`` : "answer"}.${known}
     * Reads every \`intervalMs\` (default 2000; longer when the server's Retry-After asks); a 429 or 503 is
     * waited out, any other error ends the wait (a 404: it is gone). \`WaitTimeoutError\` after
     * \`timeoutMs\` (default 300000, with the last ${param} read); \`AbortError\` when \`signal\` aborts.
${w.pathParams.map((p) => `     * @param ${p.arg} ${String(p.description ?? `The \`${p.name}\` path parameter.`).replace(/\n/g, " ")}`).join("\n")}
     * @param until The condition, e.g. \`(${param}) => ${param}.status === ${JSON.stringify(states[0] ?? "ready")}\`.
     * @param opts \`{ timeoutMs, intervalMs, signal }\`.
     */
    ${name}(${args.join(", ")}): Promise<${Value}>;`);
      impls.push(
        `    ${name}: (${[...ids, "until", "opts"].join(", ")}) =>\n      waitFor(${JSON.stringify(`${ns}.${name}`)}, (o) => m.${ns}.${w.sdkMethod}(${[...ids, "o"].join(", ")}), (d) => ${select ? `d?.${select}` : "d"}, until, opts),`,
      );
    }
    members.push(`  readonly ${ns}: {\n${sigs.join("\n")}\n  };`);
    bodies.push(
      `  const ${ns}: ${Waiters}[${JSON.stringify(ns)}] & ${Methods}[${JSON.stringify(ns)}] = {\n    ...m.${ns},\n${impls.join("\n")}\n  };`,
    );
  }

  return `${header("Waiters of this package (x-sdk-waiter): poll a read until its answer is in the state you want.")}import { type WaitOptions, waitFor } from "@cdrapi/core";
import type { ${Methods}, PathId } from "./methods.js";

${types.join("\n")}

/** The waiters of this package, by namespace (each client's namespaces have them too). */
export interface ${Waiters} {
${members.join("\n")}
}

/** \`m\` with its namespaces given their waiters. */
export function withWaiters<M extends ${Methods}>(m: M): M & ${Waiters} {
${bodies.join("\n")}
  return { ...m, ${[...byNs.keys()].join(", ")} };
}
`;
}
