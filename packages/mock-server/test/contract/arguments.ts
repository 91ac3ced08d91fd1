/**
 * The error-path arguments of the contract (the valid ones are the server's own
 * `sampleArguments`): a path with an id no fixture has, and a body that breaks the schema.
 */

import { fixtures } from "../../src/index.js";
import type { Operation } from "../../src/openapi.js";
import { jsonRequestBody } from "../../src/openapi.js";

/** The same path with its first id replaced by one no fixture has (that still fits the schema). */
export function unknownIdPath(operation: Operation, valid: string): string | undefined {
  const segments = operation.path.split("/");
  const first = segments.findIndex((segment) => /^\{.+\}$/.test(segment));
  if (first < 0) return undefined;
  const parameter = (
    (operation.parameters ?? []) as { name: string; in: string; schema?: { pattern?: unknown } }[]
  ).find((p) => p.in === "path" && `{${p.name}}` === segments[first]);
  const pattern = parameter?.schema?.pattern;
  const fits = (value: string) => typeof pattern !== "string" || new RegExp(pattern, "u").test(value);
  const parts = valid.split("/");
  parts[first] = [fixtures.unknownId, "999", "unknown-name.vn"].find(fits) ?? fixtures.unknownId;
  return parts.join("/");
}

/** A body that breaks the operation's schema: the wrong JSON type, or a required property missing. */
export function invalidBody(operation: Operation): unknown {
  const media = jsonRequestBody(operation) as { schema?: { type?: string } } | undefined;
  if (!media) return undefined;
  return media.schema?.type === "array" ? { not: "an array" } : ["not", "an", "object"];
}
