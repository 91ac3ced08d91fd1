// The operations `cdrapi mcp` offers and how an assistant finds them: the generated catalog
// (the document's SDK names, summaries, effects and argument schemas) less what MCP never does.
import { type CatalogEntry, catalog } from "../generated/catalog.js";

export type Entry = CatalogEntry;
export type Effect = CatalogEntry["effect"];

/** An operation's name in MCP: its package, then its SDK name (`compute.vms.reboot`). */
export const nameOf = (entry: Entry): string => `${entry.group}.${entry.name}`;

/**
 * Why MCP never calls an operation, whatever the user allows; undefined when it may. Logins
 * and sessions stay with `cdrapi auth` (no password or token passes through the protocol), and
 * a registrar report is a legal filing: MCP only reads the reporting group.
 */
export function neverReason(entry: Entry): string | undefined {
  if (entry.anonymous || entry.name.startsWith("auth."))
    return "logins and sessions stay with `cdrapi auth`: no password or token passes through MCP";
  if (entry.group === "reporting" && entry.effect !== "read")
    return "a registrar report is a legal filing: upload and merge it with `cdrapi reports`, never through MCP";
  return undefined;
}

/** Every operation MCP may call (if the user allows its effect), in the document's order. */
export const OFFERED: readonly Entry[] = catalog.filter((entry) => neverReason(entry) === undefined);

/**
 * The operation a name means: `compute.vms.reboot`, `vms.reboot` when one package has it, or an
 * operationId. An operation MCP never calls is found too, so the refusal can say why.
 */
export function findEntry(name: string): Entry | undefined {
  const exact = catalog.find((entry) => nameOf(entry) === name || entry.operationId === name);
  if (exact) return exact;
  const bare = catalog.filter((entry) => entry.name === name);
  return bare.length === 1 ? bare[0] : undefined;
}

const STOP = new Set([
  "a",
  "an",
  "the",
  "my",
  "of",
  "for",
  "to",
  "which",
  "what",
  "are",
  "is",
  "all",
  "and",
  "in",
  "on",
  "do",
  "i",
  "me",
  "with",
]);

/** Lower-case words, camelCase and snake_case split, a plural's s dropped ("VMs" -> "vm"). */
function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && !STOP.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word,
    );
}

const searchText = new Map<Entry, Set<string>>(
  OFFERED.map((entry) => [
    entry,
    new Set(
      words(
        [nameOf(entry), entry.operationId, entry.summary, entry.path, ...Object.keys(entry.input.properties)]
          .concat(
            Object.values(entry.input.properties).flatMap((part) =>
              Object.keys((part as { properties?: object }).properties ?? {}),
            ),
          )
          .join(" "),
      ),
    ),
  ]),
);

/** The offered operations that best match a user's words: most words matched, then document order. */
export function searchOperations(query: string, limit: number): Entry[] {
  const wanted = [...new Set(words(query))];
  if (wanted.length === 0) return [];
  const scored = OFFERED.map((entry, order) => {
    const text = searchText.get(entry)!;
    const score = wanted.filter((word) => text.has(word) || [...text].some((t) => t.startsWith(word))).length;
    return { entry, score, order };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.entry);
}
