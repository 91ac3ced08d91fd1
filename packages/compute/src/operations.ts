// The named methods: one per Cloud Virtual Machine operation of the document, each a thin
// call through the core transport (auth, retries, typed errors). Path parameters are
// percent-encoded by openapi-fetch; ids are checked here before anything is sent.
import { type RequestOptions, type Transport, ValidationError } from "@cdrapi/core";
import type { components, paths } from "./generated/openapi.js";

type Schemas = components["schemas"];
export type Vm = Schemas["Vm"];
export type VmList = Schemas["VmList"];
export type UpgradeRequest = Schemas["UpgradeRequest"];
export type MountIsoRequest = Schemas["MountIsoRequest"];
export type BootOrderRequest = Schemas["BootOrderRequest"];
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: `info` messages (a non-empty `error` array is thrown as `ApiError`). */
export type HostBillInfo = Schemas["HostBillInfo"];

/** A service id, e.g. "1201" or 1201. */
export type ServiceId = string | number;
/** A virtual machine id within a service, e.g. "vm-10". */
export type VmId = string | number;

export interface ComputeOperations {
  /**
   * Available and used resources of the service (GET /service/{id}/resources). The document
   * gives no body schema (the seed says "200" and nothing more), so this is the parsed JSON
   * body as the server sent it, or `undefined` when the body is empty.
   */
  getServiceResources(serviceId: ServiceId, opts?: RequestOptions): Promise<unknown>;
  /** The virtual machines of the service. */
  listVms(serviceId: ServiceId, opts?: RequestOptions): Promise<VmList>;
  /** Packages, billing cycles and resources the service can be upgraded to. */
  getUpgradeOptions(serviceId: ServiceId, opts?: RequestOptions): Promise<HostBillObject>;
  /** Order an upgrade (`{ send: true, package, cycle, resources }`). Not idempotent: never retried once sent. */
  requestUpgrade(serviceId: ServiceId, body: UpgradeRequest, opts?: RequestOptions): Promise<HostBillObject>;
  /** OS templates a VM can be rebuilt from. */
  listRebuildTemplates(serviceId: ServiceId, vmId: VmId, opts?: RequestOptions): Promise<HostBillObject>;
  /** A VM's memory usage graph data. */
  getMemoryUsage(serviceId: ServiceId, vmId: VmId, opts?: RequestOptions): Promise<HostBillObject>;
  /** ISO images that can be mounted on a VM. */
  listIsoImages(serviceId: ServiceId, vmId: VmId, opts?: RequestOptions): Promise<HostBillObject>;
  /** Mount an ISO image (`{ iso }`) on a VM. */
  mountIsoImage(
    serviceId: ServiceId,
    vmId: VmId,
    body: MountIsoRequest,
    opts?: RequestOptions,
  ): Promise<HostBillInfo>;
  /** Set a VM's boot device order (`{ boot: "cdn" }`). */
  setBootOrder(
    serviceId: ServiceId,
    vmId: VmId,
    body: BootOrderRequest,
    opts?: RequestOptions,
  ): Promise<HostBillInfo>;
  /** Enable network (PXE) boot on a VM. */
  enablePxe(serviceId: ServiceId, vmId: VmId, opts?: RequestOptions): Promise<HostBillInfo>;
}

export function createOperations(t: Transport<paths>): ComputeOperations {
  const service = (serviceId: ServiceId) => ({ id: pathId("serviceId", serviceId) });
  const vm = (serviceId: ServiceId, vmId: VmId) => ({
    id: pathId("serviceId", serviceId),
    vmid: pathId("vmId", vmId),
  });
  const signal = (opts?: RequestOptions) => ({ signal: opts?.signal });

  return {
    getServiceResources: async (serviceId, opts) =>
      (await t.call(
        t.api.GET("/service/{id}/resources", { params: { path: service(serviceId) }, ...signal(opts) }),
      )) as unknown,
    listVms: async (serviceId, opts) =>
      t.call(t.api.GET("/service/{id}/vms", { params: { path: service(serviceId) }, ...signal(opts) })),
    getUpgradeOptions: async (serviceId, opts) =>
      t.call(t.api.GET("/service/{id}/upgrade", { params: { path: service(serviceId) }, ...signal(opts) })),
    requestUpgrade: async (serviceId, body, opts) =>
      t.call(
        t.api.POST("/service/{id}/upgrade", { params: { path: service(serviceId) }, body, ...signal(opts) }),
      ),
    listRebuildTemplates: async (serviceId, vmId, opts) =>
      t.call(
        t.api.GET("/service/{id}/templates/{vmid}", {
          params: { path: vm(serviceId, vmId) },
          ...signal(opts),
        }),
      ),
    getMemoryUsage: async (serviceId, vmId, opts) =>
      t.call(
        t.api.GET("/service/{id}/vms/{vmid}/usage/memory", {
          params: { path: vm(serviceId, vmId) },
          ...signal(opts),
        }),
      ),
    listIsoImages: async (serviceId, vmId, opts) =>
      t.call(
        t.api.GET("/service/{id}/vms/{vmid}/images", {
          params: { path: vm(serviceId, vmId) },
          ...signal(opts),
        }),
      ),
    mountIsoImage: async (serviceId, vmId, body, opts) =>
      t.call(
        t.api.POST("/service/{id}/vms/{vmid}/images", {
          params: { path: vm(serviceId, vmId) },
          body,
          ...signal(opts),
        }),
      ),
    setBootOrder: async (serviceId, vmId, body, opts) =>
      t.call(
        t.api.POST("/service/{id}/vms/{vmid}/boot", {
          params: { path: vm(serviceId, vmId) },
          body,
          ...signal(opts),
        }),
      ),
    enablePxe: async (serviceId, vmId, opts) =>
      t.call(
        t.api.POST("/service/{id}/vms/{vmid}/tuntap", {
          params: { path: vm(serviceId, vmId) },
          ...signal(opts),
        }),
      ),
  };
}

/**
 * A path parameter as text. Empty ids, numbers that are not safe integers >= 0, and the dot
 * segments "." and ".." (which URL parsing would resolve, even percent-encoded, into another
 * path) are a `ValidationError`.
 */
export function pathId(field: string, value: unknown): string {
  const fail = (message: string): never => {
    throw new ValidationError([{ index: null, field, message }]);
  };
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value) || value < 0)
      fail("must be a non-negative integer or a non-empty string");
    return String(value);
  }
  if (typeof value !== "string" || value === "") return fail("must be a non-empty string or a number");
  if (value === "." || value === "..") fail('must not be "." or ".."');
  return value;
}
