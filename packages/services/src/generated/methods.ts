/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method, x-sdk-alias).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, operations, paths } from "./openapi.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];
type Ops = operations;

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
     * (In the Services group; the GET on this path is Cloud Instance's.) WL requires a truthy
     * `status` in the answer.
     * Sources: DC (high), HTC (high for paths), WL (medium-high).
     *
     * `POST /service/{id}/vms/{vmid}/interfaces` · operationId `Services_addInterface` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ bridge?, firewall?, ipv4?, ipv6? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    addInterface(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Services_addInterface"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_addInterface"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM shutdown
     *
     * Graceful shutdown. Repeating it is harmless.
     * Sources: DC (high), HTC (high for paths), WL (medium-high).
     *
     * `POST /service/{id}/vms/{vmid}/shutdown` · operationId `Services_vmShutdown` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    shutdown(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_vmShutdown"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM reset
     *
     * Resets the virtual server's power. Not idempotent: a repeat resets again.
     * Sources: DC (high), HTC (high for paths), WL (medium-high).
     *
     * `POST /service/{id}/vms/{vmid}/reset` · operationId `Services_vmReset` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reset(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_vmReset"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM change hostname
     *
     * Repeating it with the same name is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/hostname` · operationId `Services_vmHostname` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ hostname? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setHostname(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Services_vmHostname"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_vmHostname"]["responses"][200]["content"]["application/json"]>;
    /**
     * List IP pools
     *
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/vms/{vmid}/ippool` · operationId `Services_listIpPools` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `iface`, `bridge`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listIpPools(serviceId: PathId, vmId: PathId, query?: NonNullable<Ops["Services_listIpPools"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Services_listIpPools"]["responses"][200]["content"]["application/json"]>;
    /**
     * Allocate IPs
     *
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /service/{id}/vms/{vmid}/ippool/{pool}` · operationId `Services_allocateIps` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param poolId Identifier of the IP pool (list) to allocate from.
     * @param body The JSON body: `{ type?, iface?, bridge?, number? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    allocateIps(serviceId: PathId, vmId: PathId, poolId: PathId, body: NonNullable<Ops["Services_allocateIps"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_allocateIps"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get network interface
     *
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/vms/{vmid}/interfaces/{iface}` · operationId `Services_getInterface` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_getInterface"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update network interface
     *
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `PUT /service/{id}/vms/{vmid}/interfaces/{iface}` · operationId `Services_updateInterface` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param body The JSON body: `{ firewall?, ipv4?, ipv6? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, body: NonNullable<Ops["Services_updateInterface"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_updateInterface"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove network interface
     *
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `DELETE /service/{id}/vms/{vmid}/interfaces/{iface}` · operationId `Services_removeInterface` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param query Query parameters: `list`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    removeInterface(serviceId: PathId, vmId: PathId, interfaceId: PathId, query?: NonNullable<Ops["Services_removeInterface"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Services_removeInterface"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Services: Any service: details, methods, cancel, label, renewal, billing cycle, and the VM, IP and rDNS routes HostBill files here (HostBill User API).
   */
  readonly services: {
    /**
     * List services
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), TB (medium-high); the
     * example is DS/DC's.
     *
     * `GET /service` · operationId `Services_list` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `page`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(query?: NonNullable<Ops["Services_list"]["parameters"]["query"]>, opts?: RequestOptions): ListPromise<Ops["Services_list"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Services_list"]["responses"][200]["content"]["application/json"]["services"]>[number]>;
    /**
     * Service details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), TB (medium-high), TF
     * (medium), WL (medium-high); the example is DS/DC's.
     *
     * `GET /service/{id}` · operationId `Services_get` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_get"]["responses"][200]["content"]["application/json"]>;
    /**
     * List service methods
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /service/{id}/methods` · operationId `Services_listMethods` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listMethods(serviceId: PathId, opts?: RequestOptions): ListPromise<Ops["Services_listMethods"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Services_listMethods"]["responses"][200]["content"]["application/json"]["methods"]>[number]>;
    /**
     * Cancel service
     *
     * Queues a cancellation request (it does not delete the service): `immediate` false terminates
     * at the end of the billing period, true at once. Not idempotent: a repeat queues another
     * request. TR verified the example answer.
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), TB (medium-high); the
     * example is TR's.
     *
     * `POST /service/{id}/cancel` · operationId `Services_cancel` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ immediate?, reason? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    cancel(serviceId: PathId, body: NonNullable<Ops["Services_cancel"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_cancel"]["responses"][200]["content"]["application/json"]>;
    /**
     * Service label
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /service/{id}/label` · operationId `Services_getLabel` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getLabel(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_getLabel"]["responses"][200]["content"]["application/json"]>;
    /**
     * Change service label
     *
     * WL sends `label` both in the query string and in the JSON body. Repeating it is harmless.
     * Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TB (medium-high), WL (medium-high).
     *
     * `POST /service/{id}/label` · operationId `Services_setLabel` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setLabel(serviceId: PathId, body: NonNullable<Ops["Services_setLabel"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_setLabel"]["responses"][200]["content"]["application/json"]>;
    /**
     * Manual service renew
     *
     * Generates an invoice to renew the service. Not idempotent: a repeat may invoice again.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths), TB
     * (medium-high).
     *
     * `POST /service/{id}/renew` · operationId `Services_renew` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    renew(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_renew"]["responses"][200]["content"]["application/json"]>;
    /**
     * List billing cycles
     *
     * Recurring billing cycle options.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths), TB
     * (medium-high).
     *
     * `GET /service/{id}/cycle` · operationId `Services_listBillingCycles` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listBillingCycles(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_listBillingCycles"]["responses"][200]["content"]["application/json"]>;
    /**
     * Change billing cycle
     *
     * Takes `cycle` (not `cycle_id`). Repeating it is harmless. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths), TB
     * (medium-high).
     *
     * `POST /service/{id}/cycle` · operationId `Services_setBillingCycle` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ cycle? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setBillingCycle(serviceId: PathId, body: NonNullable<Ops["Services_setBillingCycle"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_setBillingCycle"]["responses"][200]["content"]["application/json"]>;
    /**
     * List available networks
     *
     * Networks and IP pools that can be used to create a VM.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/networks` · operationId `Services_listNetworks` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listNetworks(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_listNetworks"]["responses"][200]["content"]["application/json"]>;
    /**
     * IP addresses
     *
     * The service's IP addresses.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/ip` · operationId `Services_listIps` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listIps(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_listIps"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reverse DNS
     *
     * Reverse DNS entries of the service's IP addresses.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/rdns` · operationId `Services_getReverseDns` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getReverseDns(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Services_getReverseDns"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update rDNS
     *
     * `ipaddress` maps each IP address to its hostname. Repeating it is harmless. Answer:
     * `Success`.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /service/{id}/rdns` · operationId `Services_updateReverseDns` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ ipaddress? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateReverseDns(serviceId: PathId, body: NonNullable<Ops["Services_updateReverseDns"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Services_updateReverseDns"]["responses"][200]["content"]["application/json"]>;
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
