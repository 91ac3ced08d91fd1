/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, paths } from "./openapi.js";
import type {
  HostBillChange,
  HostBillObject,
  Service,
  ServiceDetails,
  ServiceLabel,
  ServiceList,
  ServiceMethods,
  ServicesCancelBody,
  ServicesListQuery,
  ServicesSetBillingCycleBody,
  ServicesSetLabelBody,
  ServicesUpdateReverseDnsBody,
  VmActionResult,
  VmsAddInterfaceBody,
  VmsAllocateIpsBody,
  VmsListIpPoolsQuery,
  VmsRemoveInterfaceQuery,
  VmsSetHostnameBody,
  VmsUpdateInterfaceBody,
} from "./types.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];

/**
 * Every operation of this package as a method, grouped as the document's `x-sdk-method`
 * names them. Arguments: the path ids in path order, then `body` (when the operation has
 * one), then `query` (when it has query parameters), then `opts` (`{ signal }`).
 */
export interface ServicesMethods {
  /**
   * Services: Any service: details, methods, cancel, label, renewal, billing cycle, and the VM, IP and rDNS routes HostBill files here (HostBill User API).
   */
  readonly vms: {
    /**
     * Add network interface
     *
     * `POST /service/{id}/vms/{vmid}/interfaces` (operationId `Services_addInterface`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ bridge?, firewall?, ipv4?, ipv6? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    addInterface(serviceId: PathId, vmId: PathId, body: VmsAddInterfaceBody, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * VM shutdown
     *
     * Graceful shutdown. Repeating it is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/shutdown` (operationId `Services_vmShutdown`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    shutdown(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * VM reset
     *
     * Resets the virtual server's power. Not idempotent: a repeat resets again.
     *
     * `POST /service/{id}/vms/{vmid}/reset` (operationId `Services_vmReset`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reset(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * VM change hostname
     *
     * Repeating it with the same name is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/hostname` (operationId `Services_vmHostname`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ hostname? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setHostname(serviceId: PathId, vmId: PathId, body: VmsSetHostnameBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List IP pools
     *
     * `GET /service/{id}/vms/{vmid}/ippool` (operationId `Services_listIpPools`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `iface`, `bridge`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIpPools(serviceId: PathId, vmId: PathId, query?: VmsListIpPoolsQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Allocate IPs
     *
     * `POST /service/{id}/vms/{vmid}/ippool/{pool}` (operationId `Services_allocateIps`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param poolId Identifier of the IP pool (list) to allocate from.
     * @param body The JSON body: `{ type?, iface?, bridge?, number? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    allocateIps(serviceId: PathId, vmId: PathId, poolId: PathId, body: VmsAllocateIpsBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get network interface
     *
     * `GET /service/{id}/vms/{vmid}/interfaces/{iface}` (operationId `Services_getInterface`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update network interface
     *
     * `PUT /service/{id}/vms/{vmid}/interfaces/{iface}` (operationId `Services_updateInterface`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param body The JSON body: `{ firewall?, ipv4?, ipv6? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, body: VmsUpdateInterfaceBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Remove network interface
     *
     * `DELETE /service/{id}/vms/{vmid}/interfaces/{iface}` (operationId `Services_removeInterface`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param query Query parameters: `list`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    removeInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, query?: VmsRemoveInterfaceQuery, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Services: Any service: details, methods, cancel, label, renewal, billing cycle, and the VM, IP and rDNS routes HostBill files here (HostBill User API).
   */
  readonly services: {
    /**
     * List services
     *
     * `GET /service` (operationId `Services_list`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `page`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(query?: ServicesListQuery, opts?: RequestOptions): ListPromise<ServiceList, Service>;
    /**
     * Service details
     *
     * `GET /service/{id}` (operationId `Services_get`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(serviceId: PathId, opts?: RequestOptions): ApiPromise<ServiceDetails>;
    /**
     * List service methods
     *
     * `GET /service/{id}/methods` (operationId `Services_listMethods`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listMethods(serviceId: PathId, opts?: RequestOptions): ListPromise<ServiceMethods, NonNullable<ServiceMethods["methods"]>[number]>;
    /**
     * Cancel service
     *
     * Queues a cancellation request (it does not delete the service): `immediate` false
     * terminates at the end of the billing period, true at once. Not idempotent: a repeat queues
     * another request.
     *
     * `POST /service/{id}/cancel` (operationId `Services_cancel`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ immediate?, reason? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    cancel(serviceId: PathId, body: ServicesCancelBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Service label
     *
     * `GET /service/{id}/label` (operationId `Services_getLabel`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getLabel(serviceId: PathId, opts?: RequestOptions): ApiPromise<ServiceLabel>;
    /**
     * Change service label
     *
     * Repeating it is harmless. Answer: `Success`.
     *
     * `POST /service/{id}/label` (operationId `Services_setLabel`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setLabel(serviceId: PathId, body: ServicesSetLabelBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Manual service renew
     *
     * Generates an invoice to renew the service. Not idempotent: a repeat may invoice again.
     *
     * `POST /service/{id}/renew` (operationId `Services_renew`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    renew(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List billing cycles
     *
     * Recurring billing cycle options.
     *
     * `GET /service/{id}/cycle` (operationId `Services_listBillingCycles`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listBillingCycles(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Change billing cycle
     *
     * Takes `cycle` (not `cycle_id`). Repeating it is harmless. Answer: `Success`.
     *
     * `POST /service/{id}/cycle` (operationId `Services_setBillingCycle`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ cycle? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setBillingCycle(serviceId: PathId, body: ServicesSetBillingCycleBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List available networks
     *
     * Networks and IP pools that can be used to create a VM.
     *
     * `GET /service/{id}/networks` (operationId `Services_listNetworks`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listNetworks(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * IP addresses
     *
     * The service's IP addresses.
     *
     * `GET /service/{id}/ip` (operationId `Services_listIps`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIps(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Reverse DNS
     *
     * Reverse DNS entries of the service's IP addresses.
     *
     * `GET /service/{id}/rdns` (operationId `Services_getReverseDns`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getReverseDns(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update rDNS
     *
     * `ipaddress` maps each IP address to its hostname. Repeating it is harmless. Answer:
     * `Success`.
     *
     * `POST /service/{id}/rdns` (operationId `Services_updateReverseDns`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ ipaddress? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateReverseDns(serviceId: PathId, body: ServicesUpdateReverseDnsBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
}

/** The `vms` methods over one transport. */
export function vmsMethods(t: Transport<paths>): ServicesMethods["vms"] {
  return {
    addInterface: (serviceId, vmId, body, opts) =>
      t.request("Services_addInterface", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    shutdown: (serviceId, vmId, opts) =>
      t.request("Services_vmShutdown", { path: { "id": serviceId, "vmid": vmId } }, opts),
    reset: (serviceId, vmId, opts) =>
      t.request("Services_vmReset", { path: { "id": serviceId, "vmid": vmId } }, opts),
    setHostname: (serviceId, vmId, body, opts) =>
      t.request("Services_vmHostname", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    listIpPools: (serviceId, vmId, query, opts) =>
      t.request("Services_listIpPools", { path: { "id": serviceId, "vmid": vmId }, query }, opts),
    allocateIps: (serviceId, vmId, poolId, body, opts) =>
      t.request("Services_allocateIps", { path: { "id": serviceId, "vmid": vmId, "pool": poolId }, body }, opts),
    getInterface: (serviceId, vmId, interfaceId, opts) =>
      t.request("Services_getInterface", { path: { "id": serviceId, "vmid": vmId, "iface": interfaceId } }, opts),
    updateInterface: (serviceId, vmId, interfaceId, body, opts) =>
      t.request("Services_updateInterface", { path: { "id": serviceId, "vmid": vmId, "iface": interfaceId }, body }, opts),
    removeInterface: (serviceId, vmId, interfaceId, query, opts) =>
      t.request("Services_removeInterface", { path: { "id": serviceId, "vmid": vmId, "iface": interfaceId }, query }, opts),
  };
}

/** The `services` methods over one transport. */
export function servicesMethods(t: Transport<paths>): ServicesMethods["services"] {
  return {
    list: (query, opts) =>
      pagedList(t, "Services_list", { query }, opts, "services", "page"),
    get: (serviceId, opts) =>
      t.request("Services_get", { path: { "id": serviceId } }, opts),
    listMethods: (serviceId, opts) =>
      pagedList(t, "Services_listMethods", { path: { "id": serviceId } }, opts, "methods"),
    cancel: (serviceId, body, opts) =>
      t.request("Services_cancel", { path: { "id": serviceId }, body }, opts),
    getLabel: (serviceId, opts) =>
      t.request("Services_getLabel", { path: { "id": serviceId } }, opts),
    setLabel: (serviceId, body, opts) =>
      t.request("Services_setLabel", { path: { "id": serviceId }, body }, opts),
    renew: (serviceId, opts) =>
      t.request("Services_renew", { path: { "id": serviceId } }, opts),
    listBillingCycles: (serviceId, opts) =>
      t.request("Services_listBillingCycles", { path: { "id": serviceId } }, opts),
    setBillingCycle: (serviceId, body, opts) =>
      t.request("Services_setBillingCycle", { path: { "id": serviceId }, body }, opts),
    listNetworks: (serviceId, opts) =>
      t.request("Services_listNetworks", { path: { "id": serviceId } }, opts),
    listIps: (serviceId, opts) =>
      t.request("Services_listIps", { path: { "id": serviceId } }, opts),
    getReverseDns: (serviceId, opts) =>
      t.request("Services_getReverseDns", { path: { "id": serviceId } }, opts),
    updateReverseDns: (serviceId, body, opts) =>
      t.request("Services_updateReverseDns", { path: { "id": serviceId }, body }, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): ServicesMethods {
  const vms = vmsMethods(t);
  const services = servicesMethods(t);
  return { vms, services };
}
