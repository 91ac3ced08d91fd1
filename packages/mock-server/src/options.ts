/** Options of the reference server, their defaults and the demo credentials. */

import type { Schemas } from "./generated/schemas.js";
import type { MaintainDomain } from "./state/records.js";

/** A registrar that may call the /v1 routes with HTTP Basic credentials. */
export interface RegistrarAccount {
  username: string;
  password: string;
  /** Shown as `icannRegistrarName` in domain records. */
  name?: string;
  /** Used as `ianaNumber` of a domain record that carries none. */
  ianaNumber?: number;
}

/** One resource line of a compute service (GET /service/{id}/resources). */
export interface ServiceResource {
  name: string;
  unit: string;
  total: number;
  used: number;
  free: number;
}

/** One virtual machine of a compute service. */
/** The document's Vm, with its id required (the server finds VMs by it). */
export type VirtualMachine = Schemas["Vm"] & { id: string };

export interface ComputeService {
  id: string;
  label?: string;
  resources?: ServiceResource[];
  vms?: VirtualMachine[];
}

/** A HostBill client-area user that may log in (POST /login). */
export interface ComputeUser {
  username: string;
  password: string;
  services?: ComputeService[];
}

/** Initial state. */
export interface MockServerSeed {
  /** The maintained list of each registrar, by username. */
  maintained?: Record<string, MaintainDomain[]>;
}

/** Where request log lines go. Lines never contain credentials, tokens or bodies. */
export interface MockServerLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface MockServerOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default "127.0.0.1". */
  host?: string;
  /** Registrars allowed on /v1; default `[DEMO_REGISTRAR]`. */
  registrars?: RegistrarAccount[];
  /** Compute users allowed to log in; default `[DEMO_USER]`. */
  users?: ComputeUser[];
  seed?: MockServerSeed;
  /** Largest accepted request body in bytes; default 16 MiB. Larger bodies get 413. */
  bodyLimit?: number;
  /** Lifetime of access tokens; default 3600 s. */
  tokenTtlSeconds?: number;
  /** Lifetime of refresh tokens; default 30 days. */
  refreshTtlSeconds?: number;
  /** Request logs; default silent. */
  logger?: MockServerLogger;
  /**
   * How many of the most recent requests `requestLog` keeps; default 10,000 (older entries are
   * dropped, so a long-running server stays bounded). `requestCount` stays exact regardless.
   */
  requestLogLimit?: number;
  /** Validate every response against the document (500 when invalid). Default: NODE_ENV === "test". */
  validateResponses?: boolean;
  /** Honour the `x-mock-fault` request header; default true. */
  testMode?: boolean;
  /** HostBill errors come as `200 {"error": [...]}` (as some installs answer) instead of the 4xx status. */
  hostbillErrors?: boolean;
  /**
   * Keep the registrar reporting state (maintained lists, pending sub-lists, reports, the next
   * report id) in this file, so that a server restarted with it goes on where the last one
   * stopped, as a real server does: a checkpoint's sub-lists are still pending, its ids still
   * read. Read at start (the seed is ignored when the file exists), each change appended
   * before it is answered, `reset()` writes the seed back. Owner-only (0600) and bounded (a new
   * snapshot once the changes outgrow the last). One server per file: a lock beside it
   * (`<file>.lock`) refuses a second one. Default: none (in memory; a restarted server knows
   * nothing of the last one, and gives none of its ids).
   */
  stateFile?: string;
  /**
   * How long a registrar's pending sub-lists live after the last one was added; default 24 h
   * (86,400,000 ms). Then they are dropped together, unmerged (the abandoned-upload rule), and
   * their reports read EXPIRED. `Infinity`: they never expire.
   */
  pendingSubListTtlMs?: number;
  /**
   * The server's clock in ms since the epoch; default `Date.now`. Report times, sub-list
   * expiry, token lifetimes and request log times all read it, so tests can move time on.
   */
  now?: () => number;
  /**
   * How long a VM power action (start, stop, shutdown, reboot, reset, create) takes on the
   * server clock; default 0 (immediate). Until then details read `starting`, `stopping`,
   * `rebooting` or `creating`.
   */
  vmTransitionMs?: number;
  /**
   * Refuse to start when a stateful handler matches no operation of the document (drift), so
   * a renamed or dropped operation is caught. Default: NODE_ENV === "test".
   */
  strictHandlers?: boolean;
}

export const DEMO_REGISTRAR = {
  username: "demo-registrar",
  password: "demo-secret",
  name: "Demo Registrar Co., Ltd.",
  ianaNumber: 9999,
} as const satisfies RegistrarAccount;

export const DEMO_USER = {
  username: "demo-user",
  password: "demo-password",
  services: [
    {
      id: "1201",
      label: "Cloud VPS Hà Nội",
      resources: [
        { name: "cpu", unit: "cores", total: 4, used: 1, free: 3 },
        { name: "memory", unit: "MB", total: 8192, used: 2048, free: 6144 },
        { name: "disk", unit: "GB", total: 160, used: 40, free: 120 },
        { name: "ip", unit: "addresses", total: 2, used: 2, free: 0 },
      ],
      vms: [
        {
          id: "vm-10",
          label: "web-01",
          status: "running",
          hostname: "web-01.example.vn",
          ip: "203.0.113.10",
        },
        { id: "vm-11", label: "db-01", status: "stopped", hostname: "db-01.example.vn", ip: "203.0.113.11" },
      ],
    },
    { id: "1202", label: "Starter Hosting" },
    { id: "1203", label: "DNS Hosting" },
  ],
} as const satisfies ComputeUser;

export const DEFAULT_BODY_LIMIT = 16 * 1024 * 1024;
export const DEFAULT_REQUEST_LOG_LIMIT = 10_000;
/** VNNIC's delay is not public: a day is long enough for any real upload to finish. */
export const DEFAULT_PENDING_SUB_LIST_TTL_MS = 24 * 3600 * 1000;

export interface ResolvedOptions {
  port: number;
  host: string;
  registrars: RegistrarAccount[];
  users: ComputeUser[];
  seed: MockServerSeed;
  bodyLimit: number;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  logger: MockServerLogger;
  requestLogLimit: number;
  validateResponses: boolean;
  testMode: boolean;
  hostbillErrors: boolean;
  pendingSubListTtlMs: number;
  stateFile: string | undefined;
  now: () => number;
  vmTransitionMs: number;
  strictHandlers: boolean;
}

const silent: MockServerLogger = { info() {}, warn() {}, error() {} };

/** Deep copy so the caller's arrays (and the frozen demo constants) are never mutated. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

export function resolveOptions(options: MockServerOptions = {}): ResolvedOptions {
  const requestLogLimit = options.requestLogLimit ?? DEFAULT_REQUEST_LOG_LIMIT;
  if (
    !(Number.isInteger(requestLogLimit) || requestLogLimit === Number.POSITIVE_INFINITY) ||
    requestLogLimit < 0
  ) {
    throw new RangeError(`requestLogLimit must be an integer >= 0, got ${requestLogLimit}`);
  }
  const pendingSubListTtlMs = options.pendingSubListTtlMs ?? DEFAULT_PENDING_SUB_LIST_TTL_MS;
  if (
    !(Number.isInteger(pendingSubListTtlMs) || pendingSubListTtlMs === Number.POSITIVE_INFINITY) ||
    pendingSubListTtlMs <= 0
  ) {
    throw new RangeError(`pendingSubListTtlMs must be an integer > 0, got ${pendingSubListTtlMs}`);
  }
  return {
    port: options.port ?? 0,
    host: options.host ?? "127.0.0.1",
    registrars: copy(options.registrars ?? [DEMO_REGISTRAR]),
    users: copy(options.users ?? [DEMO_USER]) as ComputeUser[],
    seed: copy(options.seed ?? {}),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 3600,
    logger: options.logger ?? silent,
    requestLogLimit,
    validateResponses: options.validateResponses ?? process.env.NODE_ENV === "test",
    testMode: options.testMode ?? true,
    hostbillErrors: options.hostbillErrors ?? false,
    pendingSubListTtlMs,
    stateFile: options.stateFile,
    now: options.now ?? Date.now,
    vmTransitionMs: options.vmTransitionMs ?? 0,
    strictHandlers: options.strictHandlers ?? process.env.NODE_ENV === "test",
  };
}
