/**
 * Fault injection: from code (`server.faults.inject(...)`) for the next N matching
 * requests, or per request with the `x-mock-fault` header in test mode.
 */

/** Which requests a fault applies to, and how many times. */
export interface FaultMatch {
  /** HTTP method; any when absent. */
  method?: string;
  /** OpenAPI path template ("/v1/reports/{id}") or the literal path; "*" or absent: any. */
  path?: string;
  /** Let this many matching requests pass before the fault starts; default 0. */
  skip?: number;
  /** How many matching requests get the fault; default 1. */
  times?: number;
}

export type FaultKind =
  /** Wait `ms` before handling the request (then handle it normally). */
  | { kind: "latency"; ms: number }
  /** Answer `status` without processing the request; optional Retry-After headers. */
  | { kind: "status"; status: number; retryAfter?: number | string; retryAfterMs?: number }
  /**
   * Destroy the connection without an answer: after reading the body (default), before
   * reading it (`beforeBody`), or after the request was processed (`afterProcessing`).
   */
  | { kind: "reset"; beforeBody?: boolean; afterProcessing?: boolean }
  /** Process the request, then send a content-length larger than the body written, and close. */
  | { kind: "truncate" }
  /** Answer HostBill's `200 {"error": [message]}` without processing the request. */
  | { kind: "hostbill-error"; message?: string };

export type FaultSpec = FaultMatch & FaultKind;

/** A fault as it applies to one request. */
export type Fault = FaultKind;

/** A handle on an injected fault. */
export interface InjectedFault {
  readonly spec: FaultSpec;
  /** How many requests it has hit so far. */
  readonly hits: number;
  /** How many more requests it will hit. */
  readonly remaining: number;
  cancel(): void;
}

interface Entry {
  spec: FaultSpec;
  skip: number;
  remaining: number;
  hits: number;
}

export interface RequestTarget {
  method: string;
  /** The matched OpenAPI path template, when the route is known. */
  template: string | undefined;
  /** The request path without its query. */
  path: string;
}

export class FaultController {
  #entries: Entry[] = [];

  /** Inject a fault for the next `times` (default 1) matching requests after `skip`. */
  inject(spec: FaultSpec): InjectedFault {
    validateFault(spec);
    const entry: Entry = { spec: { ...spec }, skip: spec.skip ?? 0, remaining: spec.times ?? 1, hits: 0 };
    this.#entries.push(entry);
    const entries = () => this.#entries;
    return {
      spec: entry.spec,
      get hits() {
        return entry.hits;
      },
      get remaining() {
        return entry.remaining;
      },
      cancel() {
        entry.remaining = 0;
        const list = entries();
        const index = list.indexOf(entry);
        if (index >= 0) list.splice(index, 1);
      },
    };
  }

  /** Remove every injected fault. */
  clear(): void {
    this.#entries = [];
  }

  /** Faults still waiting for requests. */
  active(): FaultSpec[] {
    return this.#entries.map((entry) => entry.spec);
  }

  /**
   * Take the faults for one request in a phase: "before-body" looks only at resets with
   * `beforeBody`, "request" at every other fault. A request takes at most one latency
   * fault and one other fault; each taken fault counts down.
   */
  take(target: RequestTarget, phase: "before-body" | "request"): Fault[] {
    const taken: Fault[] = [];
    let latency = false;
    let outcome = false;
    for (const entry of this.#entries) {
      const { spec } = entry;
      const beforeBody = spec.kind === "reset" && spec.beforeBody === true;
      if ((phase === "before-body") !== beforeBody) continue;
      if (entry.remaining <= 0 || !matches(spec, target)) continue;
      const isLatency = spec.kind === "latency";
      if (isLatency ? latency : outcome) continue;
      if (entry.skip > 0) {
        entry.skip--;
        continue;
      }
      entry.remaining--;
      entry.hits++;
      if (isLatency) latency = true;
      else outcome = true;
      taken.push(faultOf(spec));
    }
    this.#entries = this.#entries.filter((entry) => entry.remaining > 0);
    return taken;
  }
}

function matches(spec: FaultMatch, target: RequestTarget): boolean {
  if (spec.method !== undefined && spec.method.toUpperCase() !== target.method.toUpperCase()) return false;
  if (spec.path === undefined || spec.path === "*") return true;
  return spec.path === target.template || spec.path === target.path;
}

function faultOf(spec: FaultSpec): Fault {
  const { method: _method, path: _path, skip: _skip, times: _times, ...fault } = spec;
  return fault as Fault;
}

function validateFault(fault: Fault & { times?: number; skip?: number }): void {
  if (fault.times !== undefined && (!Number.isInteger(fault.times) || fault.times < 1)) {
    throw new RangeError("fault.times must be a positive integer");
  }
  if (fault.skip !== undefined && (!Number.isInteger(fault.skip) || fault.skip < 0)) {
    throw new RangeError("fault.skip must be a non-negative integer");
  }
  switch (fault.kind) {
    case "latency":
      if (!Number.isFinite(fault.ms) || fault.ms < 0) throw new RangeError("latency fault needs ms >= 0");
      return;
    case "status":
      if (!Number.isInteger(fault.status) || fault.status < 400 || fault.status > 599) {
        throw new RangeError("status fault needs a status in 400..599");
      }
      return;
    case "reset":
      if (fault.beforeBody && fault.afterProcessing) {
        throw new RangeError("reset fault: beforeBody and afterProcessing exclude each other");
      }
      return;
    case "truncate":
    case "hostbill-error":
      return;
    default:
      throw new RangeError(`unknown fault kind ${JSON.stringify((fault as { kind: unknown }).kind)}`);
  }
}

/**
 * Parse the `x-mock-fault` header. Grammar (whitespace around tokens is ignored):
 *
 *     fault  = kind [ "=" value ] *( ";" param )
 *     param  = name [ "=" value ]
 *
 * kinds: `latency=<ms>`, `status=<code>` (params `retry-after=<s>`, `retry-after-ms=<ms>`),
 * `reset` (flags `before-body`, `after-processing`), `truncate`, `hostbill-error[=<message>]`.
 * Throws a RangeError with a readable message when the header is not in the grammar.
 */
export function parseFaultHeader(header: string): Fault {
  const [head = "", ...rest] = header.split(";").map((part) => part.trim());
  const [kind, value] = splitPair(head);
  const params = new Map(rest.filter((part) => part !== "").map(splitPair));
  const known = (names: string[]) => {
    for (const name of params.keys()) {
      if (!names.includes(name))
        throw new RangeError(`x-mock-fault: unknown parameter "${name}" for ${kind}`);
    }
  };
  const integer = (name: string, text: string | undefined): number => {
    if (text === undefined || !/^\d+$/.test(text)) {
      throw new RangeError(`x-mock-fault: ${name} needs a non-negative integer`);
    }
    return Number(text);
  };
  let fault: Fault;
  switch (kind) {
    case "latency":
      known([]);
      fault = { kind, ms: integer("latency", value) };
      break;
    case "status": {
      known(["retry-after", "retry-after-ms"]);
      const retryAfter = params.get("retry-after");
      const retryAfterMs = params.get("retry-after-ms");
      fault = {
        kind,
        status: integer("status", value),
        ...(retryAfter !== undefined ? { retryAfter: integer("retry-after", retryAfter) } : {}),
        ...(retryAfterMs !== undefined ? { retryAfterMs: integer("retry-after-ms", retryAfterMs) } : {}),
      };
      break;
    }
    case "reset":
      known(["before-body", "after-processing"]);
      fault = {
        kind,
        beforeBody: params.has("before-body"),
        afterProcessing: params.has("after-processing"),
      };
      break;
    case "truncate":
      known([]);
      fault = { kind };
      break;
    case "hostbill-error":
      known([]);
      fault = value ? { kind, message: value } : { kind };
      break;
    default:
      throw new RangeError(`x-mock-fault: unknown fault "${kind}"`);
  }
  validateFault(fault);
  return fault;
}

function splitPair(part: string): [string, string | undefined] {
  const index = part.indexOf("=");
  if (index < 0) return [part.toLowerCase(), undefined];
  return [part.slice(0, index).trim().toLowerCase(), part.slice(index + 1).trim()];
}
