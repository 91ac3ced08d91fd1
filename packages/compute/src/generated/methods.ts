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
  ColocationSetPduPortBody,
  GpuAddFirewallRuleBody,
  HostBillChange,
  HostBillInfo,
  HostBillObject,
  HostingReinstallBody,
  ServersAddIpBody,
  ServersRunDiagnosticsBody,
  ServersSetHostnameBody,
  ServersStartRescueBody,
  ServersUpdateIpBody,
  StatusesListQuery,
  Vm,
  VmActionResult,
  VmDetails,
  VmList,
  VmsAddIsoImageBody,
  VmsAssignIpBody,
  VmsCreateBody,
  VmsEnablePxeBody,
  VmsListIpsQuery,
  VmsListTemplatesQuery,
  VmsListVirtualizorTemplatesQuery,
  VmsMountIsoImageBody,
  VmsRebootBody,
  VmsRebuildBody,
  VmsRebuildNetworkBody,
  VmsRemoveIpQuery,
  VmsRequestUpgradeBody,
  VmsResizeBody,
  VmsResizeDiskBody,
  VmsSetBootOrderBody,
  VmsSetSshKeysBody,
  VmsUpdateReverseDnsBody,
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
export interface ComputeMethods {
  /**
   * Cloud Virtual Machine: Read and drive the virtual machines of a cloud service (HostBill User API).
   *
   * Cloud Instance: VM lifecycle of a cloud service: create, power, resize, rebuild, IPs, disks, ISO images, rDNS (HostBill User API).
   *
   * Virtualizor Services: Virtualizor VMs: rebuild templates, suspend, SSH keys (HostBill User API).
   *
   * public cloud VM: Public cloud VMs: rescue, console, usage (HostBill User API).
   */
  readonly vms: {
    /**
     * Resources
     *
     * Shows available and used resources of the service.
     *
     * `GET /service/{id}/resources` (operationId `Cloud Virtual Machine_resources`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getResources(serviceId: PathId, opts?: RequestOptions): ApiPromise<unknown>;
    /**
     * List VMs
     *
     * `GET /service/{id}/vms` (operationId `Cloud Virtual Machine_listVms`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(serviceId: PathId, opts?: RequestOptions): ListPromise<VmList, Vm>;
    /**
     * Create VM
     *
     * Creates a virtual machine in the cloud service.
     *
     * `POST /service/{id}/vms` (operationId `Cloud Instance_createVm`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label?, template_id?, template?, password?, memory?, cpu?, cpu_share?, disk?, swap?, note?, license_key?, license_type?, interface? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    create(serviceId: PathId, body: VmsCreateBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Upgrade Options
     *
     * `GET /service/{id}/upgrade` (operationId `Cloud Virtual Machine_upgradeOptions`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getUpgradeOptions(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Upgrade Request
     *
     * `send: true` submits the request; otherwise the answer is an estimate. `resources` maps
     * resource id to a quantity, an item id, or `{item_id: qty}`. Answer: `Success` (no
     * example).
     *
     * `POST /service/{id}/upgrade` (operationId `Cloud Virtual Machine_upgradeRequest`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ send?, package?, cycle?, resources? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    requestUpgrade(serviceId: PathId, body: VmsRequestUpgradeBody, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List VM rebuild templates
     *
     * Templates that can be used to rebuild the virtual server.
     *
     * `GET /service/{id}/templates/{vmid}` (operationId `Cloud Virtual Machine_rebuildTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listRebuildTemplates(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * VM Memory Usage graph
     *
     * `GET /service/{id}/vms/{vmid}/usage/memory` (operationId `Cloud Virtual Machine_memoryUsage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getMemoryUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List ISO images
     *
     * ISO images for a virtual server.
     *
     * `GET /service/{id}/vms/{vmid}/images` (operationId `Cloud Virtual Machine_listIsoImages`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIsoImages(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Mount ISO image
     *
     * `POST /service/{id}/vms/{vmid}/images` (operationId `Cloud Virtual Machine_mountIsoImage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ image? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    mountIsoImage(serviceId: PathId, vmId: PathId, body?: VmsMountIsoImageBody, opts?: RequestOptions): ApiPromise<HostBillInfo>;
    /**
     * Boot Order
     *
     * `POST /service/{id}/vms/{vmid}/boot` (operationId `Cloud Virtual Machine_bootOrder`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ order }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setBootOrder(serviceId: PathId, vmId: PathId, body: VmsSetBootOrderBody, opts?: RequestOptions): ApiPromise<HostBillInfo>;
    /**
     * Enable PXE
     *
     * `POST /service/{id}/vms/{vmid}/tuntap` (operationId `Cloud Virtual Machine_enablePxe`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ state? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    enablePxe(serviceId: PathId, vmId: PathId, body?: VmsEnablePxeBody, opts?: RequestOptions): ApiPromise<HostBillInfo>;
    /**
     * List OS templates
     *
     * Templates that can be used to create a virtual server.
     *
     * `GET /service/{id}/templates` (operationId `Cloud Virtual Machine_listOsTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param query Query parameters: `page`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listTemplates(serviceId: PathId, query?: VmsListTemplatesQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get VM details
     *
     * `GET /service/{id}/vms/{vmid}` (operationId `Cloud Instance_getVm`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<VmDetails>;
    /**
     * Resize VM
     *
     * `PUT /service/{id}/vms/{vmid}` (operationId `Cloud Instance_resizeVm`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ memory?, cpu?, cpu_share? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    resize(serviceId: PathId, vmId: PathId, body: VmsResizeBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Destroy VM
     *
     * `DELETE /service/{id}/vms/{vmid}` (operationId `Cloud Instance_destroyVm`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    destroy(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Stop VM
     *
     * Stops the VM (power off). Repeating it is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/stop` (operationId `Cloud Instance_stop`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    stop(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Start VM
     *
     * Starts the VM. Repeating it is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/start` (operationId `Cloud Instance_start`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    start(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Reboot VM
     *
     * Reboots the VM; `iso` boots it from an ISO image. Not idempotent: a repeat reboots again.
     *
     * `POST /service/{id}/vms/{vmid}/reboot` (operationId `Cloud Instance_reboot`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ iso? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reboot(serviceId: PathId, vmId: PathId, body?: VmsRebootBody, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Reset VM password
     *
     * Resets the root password of the VM.
     *
     * `POST /service/{id}/vms/{vmid}/resetpwd` (operationId `Cloud Instance_resetPassword`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    resetPassword(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List rebuild templates
     *
     * Templates a Virtualizor VM can be rebuilt from. A module route: it exists only for
     * services whose provisioning module provides it (GET /service/{id}/methods lists a
     * service's routes).
     *
     * `GET /service/{id}/vms/{vmid}/rebuild` (operationId `Virtualizor Services_listRebuildTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `template`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listVirtualizorTemplates(serviceId: PathId, vmId: PathId, query?: VmsListVirtualizorTemplatesQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Rebuild VM
     *
     * Reinstalls the VM from a template (its disk is wiped).
     *
     * `POST /service/{id}/vms/{vmid}/rebuild` (operationId `Cloud Instance_rebuild`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ template?, license_key?, license_type? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    rebuild(serviceId: PathId, vmId: PathId, body: VmsRebuildBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List VM IPs
     *
     * `GET /service/{id}/vms/{vmid}/ips` (operationId `Cloud Instance_listIps`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `type`, `iface`, `bridge`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIps(serviceId: PathId, vmId: PathId, query?: VmsListIpsQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Assign IP to VM
     *
     * `POST /service/{id}/vms/{vmid}/ips` (operationId `Cloud Instance_assignIp`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ ipid?, interfaceid? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    assignIp(serviceId: PathId, vmId: PathId, body: VmsAssignIpBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Remove IP from VM
     *
     * `DELETE /service/{id}/vms/{vmid}/ips/{ipid}` (operationId `Cloud Instance_removeIp`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param ipId IP address identifier.
     * @param query Query parameters: `interfaceid`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    removeIp(serviceId: PathId, vmId: PathId, ipId: PathId, query?: VmsRemoveIpQuery, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List VM network interfaces
     *
     * `GET /service/{id}/vms/{vmid}/interfaces` (operationId `Cloud Instance_listInterfaces`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listInterfaces(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List available IPs
     *
     * IPs that can be assigned to the virtual server on this interface.
     *
     * `GET /service/{id}/vms/{vmid}/interfaces/{iface}/ips` (operationId `Cloud Instance_listAvailableIps`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listAvailableIps(serviceId: PathId, vmId: PathId, interfaceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * VM CPU usage graph
     *
     * `GET /service/{id}/vms/{vmid}/usage/cpu` (operationId `Cloud Instance_getCpuUsage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getCpuUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * VM network usage graph
     *
     * `GET /service/{id}/vms/{vmid}/usage/net` (operationId `Cloud Instance_getNetworkUsage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getNetworkUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * VM disk usage graph
     *
     * `GET /service/{id}/vms/{vmid}/usage/disk` (operationId `Cloud Instance_getDiskUsage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getDiskUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List disks
     *
     * `GET /service/{id}/vms/{vmid}/storage` (operationId `Cloud Instance_listDisks`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDisks(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Resize disk
     *
     * `PUT /service/{id}/vms/{vmid}/storage/{diskid}` (operationId `Cloud Instance_resizeDisk`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param diskId Disk identifier.
     * @param body The JSON body: `{ size? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    resizeDisk(serviceId: PathId, vmId: PathId, diskId: PathId, body: VmsResizeDiskBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List ISO images (service)
     *
     * ISO images that can be attached to the service's VMs.
     *
     * `GET /service/{id}/images` (operationId `Cloud Instance_listServiceIsoImages`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listServiceIsoImages(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Add ISO image
     *
     * `POST /service/{id}/images` (operationId `Cloud Instance_addIsoImage`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label?, file_url?, min_memory?, version?, os?, distro?, virtualization? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    addIsoImage(serviceId: PathId, body: VmsAddIsoImageBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * VM reverse DNS
     *
     * `GET /service/{id}/vms/{vmid}/rdns` (operationId `Cloud Instance_listReverseDns`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listReverseDns(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update VM rDNS
     *
     * Sets reverse DNS names. Repeating it with the same names is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/rdns` (operationId `Cloud Instance_updateReverseDns`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ ipaddress? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateReverseDns(serviceId: PathId, vmId: PathId, body: VmsUpdateReverseDnsBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Rebuild network
     *
     * `POST /service/{id}/vms/{vmid}/rebuild_network` (operationId `Cloud Instance_rebuildNetwork`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ shutdown_type?, force?, startup? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    rebuildNetwork(serviceId: PathId, vmId: PathId, body?: VmsRebuildNetworkBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Suspend VM
     *
     * Repeating it is harmless. A module route: it exists only for services whose provisioning
     * module provides it (GET /service/{id}/methods lists a service's routes).
     *
     * `POST /service/{id}/vms/{vmid}/suspend` (operationId `Virtualizor Services_suspend`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    suspend(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Unsuspend VM
     *
     * Repeating it is harmless. A module route: it exists only for services whose provisioning
     * module provides it (GET /service/{id}/methods lists a service's routes).
     *
     * `POST /service/{id}/vms/{vmid}/unsuspend` (operationId `Virtualizor Services_unsuspend`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    unsuspend(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Change SSH key
     *
     * Sets the VM's SSH keys (`keys`: SSH key ids). A module route: it exists only for services
     * whose provisioning module provides it (GET /service/{id}/methods lists a service's
     * routes).
     *
     * `POST /service/{id}/vms/{vmid}/addsshkey` (operationId `Virtualizor Services_changeSshKey`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ keys? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setSshKeys(serviceId: PathId, vmId: PathId, body: VmsSetSshKeysBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Rescue VM
     *
     * Reboots the virtual server into rescue mode.
     *
     * `POST /service/{id}/vms/{vmid}/rescue` (operationId `public cloud VM_rescue`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    rescue(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Unrescue VM
     *
     * Disables rescue mode. Repeating it is harmless.
     *
     * `POST /service/{id}/vms/{vmid}/unrescue` (operationId `public cloud VM_unrescue`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    unrescue(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Console
     *
     * `GET /service/{id}/vms/{vmid}/console` (operationId `public cloud VM_console`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getConsole(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * VM usage
     *
     * `GET /service/{id}/vms/{vmid}/usage` (operationId `public cloud VM_usage`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
  /**
   * Cloud GPU: Power and firewall of a cloud GPU service (HostBill User API).
   */
  readonly gpu: {
    /**
     * Reboot VM
     *
     * Not idempotent although PUT: a repeat reboots again.
     *
     * `PUT /service/{id}/vms/reboot` (operationId `Cloud GPU_reboot`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reboot(serviceId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Stop VM
     *
     * `PUT /service/{id}/vms/stop` (operationId `Cloud GPU_stop`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    stop(serviceId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Start VM
     *
     * `PUT /service/{id}/vms/start` (operationId `Cloud GPU_start`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    start(serviceId: PathId, opts?: RequestOptions): ApiPromise<VmActionResult>;
    /**
     * Get firewall rules
     *
     * `GET /service/{id}/vms/firewall` (operationId `Cloud GPU_listFirewallRules`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listFirewallRules(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Add firewall rule
     *
     * One rule, as flat parameters (not a `rules` array).
     *
     * `POST /service/{id}/vms/firewall` (operationId `Cloud GPU_addFirewallRule`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ action?, type?, comment?, protocol?, address_start?, address_end?, port_start?, port_end? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    addFirewallRule(serviceId: PathId, body: GpuAddFirewallRuleBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Remove firewall rule
     *
     * Not idempotent although DELETE: rules are addressed by position, so a repeat removes the
     * rule that moved into it.
     *
     * `DELETE /service/{id}/vms/firewall/{position}` (operationId `Cloud GPU_removeFirewallRule`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param position Rule position.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    removeFirewallRule(serviceId: PathId, position: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Dedicated Servers: Bare-metal servers: reinstall templates, diagnostics, rescue, IPs, VLANs, power (HostBill User API).
   */
  readonly servers: {
    /**
     * List OS templates and recipes
     *
     * The `usablefor` key of a template says which recipes support it.
     *
     * `GET /service/{id}/reinstall/templates` (operationId `Dedicated Servers_listOsTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listOsTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List diagnostics templates
     *
     * `GET /service/{id}/diag/templates` (operationId `Dedicated Servers_listDiagnosticsTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDiagnosticsTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Diagnostics status
     *
     * `GET /service/{id}/diag` (operationId `Dedicated Servers_getDiagnostics`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getDiagnostics(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Run diagnostics
     *
     * `POST /service/{id}/diag` (operationId `Dedicated Servers_runDiagnostics`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ template?, clearhdd?, fullhddclear? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    runDiagnostics(serviceId: PathId, body: ServersRunDiagnosticsBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Cancel diagnostics
     *
     * Repeating it is harmless.
     *
     * `POST /service/{id}/diag/cancel` (operationId `Dedicated Servers_cancelDiagnostics`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    cancelDiagnostics(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List rescue templates
     *
     * `GET /service/{id}/rescue/templates` (operationId `Dedicated Servers_listRescueTemplates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listRescueTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Rescue status
     *
     * `GET /service/{id}/rescue` (operationId `Dedicated Servers_getRescue`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getRescue(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Start rescue
     *
     * `POST /service/{id}/rescue` (operationId `Dedicated Servers_startRescue`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ template?, password? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    startRescue(serviceId: PathId, body: ServersStartRescueBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Cancel rescue
     *
     * Repeating it is harmless.
     *
     * `POST /service/{id}/rescue/cancel` (operationId `Dedicated Servers_cancelRescue`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    cancelRescue(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Server info
     *
     * Server hardware and OS details.
     *
     * `GET /service/{id}/info` (operationId `Dedicated Servers_getInfo`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getInfo(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update hostname
     *
     * Repeating it with the same name is harmless.
     *
     * `POST /service/{id}/hostname` (operationId `Dedicated Servers_setHostname`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ hostname? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setHostname(serviceId: PathId, body: ServersSetHostnameBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List IPs
     *
     * `GET /service/{id}/ips` (operationId `Dedicated Servers_listIps`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listIps(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Add IP
     *
     * `POST /service/{id}/ips` (operationId `Dedicated Servers_addIp`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ vlan?, domain?, num? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    addIp(serviceId: PathId, body: ServersAddIpBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List VLANs
     *
     * `GET /service/{id}/vlans` (operationId `Dedicated Servers_listVlans`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listVlans(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * IP details
     *
     * `GET /service/{id}/ips/{ip}` (operationId `Dedicated Servers_getIp`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getIp(serviceId: PathId, ipId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Edit IP
     *
     * Sets the IP's domain (POST, not PUT). Repeating it is harmless.
     *
     * `POST /service/{id}/ips/{ip}` (operationId `Dedicated Servers_updateIp`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param body The JSON body: `{ domain? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateIp(serviceId: PathId, ipId: PathId, body: ServersUpdateIpBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Delete IP
     *
     * `DELETE /service/{id}/ips/{ip}` (operationId `Dedicated Servers_deleteIp`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    deleteIp(serviceId: PathId, ipId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Reboot
     *
     * Not idempotent: a repeat reboots again.
     *
     * `POST /service/{id}/reboot` (operationId `Dedicated Servers_reboot`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reboot(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Power off
     *
     * Repeating it is harmless.
     *
     * `POST /service/{id}/poweroff` (operationId `Dedicated Servers_powerOff`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    powerOff(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Power on
     *
     * Repeating it is harmless.
     *
     * `POST /service/{id}/poweron` (operationId `Dedicated Servers_powerOn`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    powerOn(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List servers in stock
     *
     * `GET /serverstock` (operationId `Dedicated Servers_listInStock`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listInStock(opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
  /**
   * Hosting Services: Hosting servers: reinstall, power status, bandwidth, reset (HostBill User API).
   *
   * Colocation: Colocation: PDU ports and bandwidth (HostBill User API).
   */
  readonly hosting: {
    /**
     * Reinstall details
     *
     * Installation options for the server.
     *
     * `GET /service/{id}/reinstall` (operationId `Hosting Services_getReinstallOptions`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getReinstallOptions(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Reinstall server
     *
     * `POST /service/{id}/reinstall` (operationId `Hosting Services_reinstall`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ profile?, rootpassword?, adminuser?, userpassword?, packageselection?, extra1? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reinstall(serviceId: PathId, body: HostingReinstallBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Server power status
     *
     * `GET /service/{id}/status` (operationId `Hosting Services_getPowerStatus`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getPowerStatus(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Bandwidth usage
     *
     * Bandwidth usage and billing details.
     *
     * `GET /service/{id}/bandwidth` (operationId `Hosting Services_getBandwidth`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getBandwidth(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Bandwidth graph
     *
     * Base64-encoded images of the bandwidth used in the last day, week and month.
     *
     * `GET /service/{id}/bandwidth-graphs` (operationId `Hosting Services_getBandwidthGraphs`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getBandwidthGraphs(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Reset server
     *
     * Not idempotent: a repeat resets again.
     *
     * `POST /service/{id}/reset` (operationId `Hosting Services_reset`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reset(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Colocation: Colocation: PDU ports and bandwidth (HostBill User API).
   */
  readonly colocation: {
    /**
     * PDU ports
     *
     * PDU ports assigned to the service.
     *
     * `GET /service/{id}/pdu` (operationId `Colocation_listPduPorts`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listPduPorts(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * PDU port state
     *
     * `GET /service/{id}/pdu/{port}` (operationId `Colocation_getPduPort`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param port PDU port.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getPduPort(serviceId: PathId, port: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Set PDU port status
     *
     * Switches the port on (`power: 'true'`) or off (`'false'`). Repeating it is harmless.
     *
     * `POST /service/{id}/pdu/{port}` (operationId `Colocation_setPduPort`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the service.
     * @param port PDU port.
     * @param body The JSON body: `{ power? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setPduPort(serviceId: PathId, port: PathId, body: ColocationSetPduPortBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Status: Service status lookups (HostBill User API).
   */
  readonly statuses: {
    /**
     * List statuses
     *
     * `GET /statuses` (operationId `Status_list`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `status`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(query?: StatusesListQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Status details
     *
     * Details of a status item. The method is PUT, as the provider's documentation records it.
     *
     * `PUT /statuses/{id}` (operationId `Status_get`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param statusId Identifier of the status.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(statusId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
  /**
   * LocationV2: Countries, states and cities (HostBill User API).
   */
  readonly locations: {
    /**
     * Countries list
     *
     * `GET /location_v2/countries` (operationId `LocationV2_listCountries`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCountries(opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get state
     *
     * States of a country.
     *
     * `GET /location_v2/{code}/state` (operationId `LocationV2_listStates`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param countryCode Country code, e.g. `79` (an id from the portal's country list).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listStates(countryCode: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get city
     *
     * Cities of a state.
     *
     * `GET /location_v2/state/{id}/city` (operationId `LocationV2_listCities`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param stateId Identifier of the state.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCities(stateId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get city by state name
     *
     * `GET /location_v2/state/city/{name}` (operationId `LocationV2_listCitiesByStateName`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param stateName State name.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCitiesByStateName(stateName: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
}

/** The `vms` methods over one transport. */
export function vmsMethods(t: Transport<paths>): ComputeMethods["vms"] {
  return {
    getResources: (serviceId, opts) =>
      t.request("Cloud Virtual Machine_resources", { path: { "id": serviceId } }, opts),
    list: (serviceId, opts) =>
      pagedList(t, "Cloud Virtual Machine_listVms", { path: { "id": serviceId } }, opts, "vms"),
    create: (serviceId, body, opts) =>
      t.request("Cloud Instance_createVm", { path: { "id": serviceId }, body }, opts),
    getUpgradeOptions: (serviceId, opts) =>
      t.request("Cloud Virtual Machine_upgradeOptions", { path: { "id": serviceId } }, opts),
    requestUpgrade: (serviceId, body, opts) =>
      t.request("Cloud Virtual Machine_upgradeRequest", { path: { "id": serviceId }, body }, opts),
    listRebuildTemplates: (serviceId, vmId, opts) =>
      t.request("Cloud Virtual Machine_rebuildTemplates", { path: { "id": serviceId, "vmid": vmId } }, opts),
    getMemoryUsage: (serviceId, vmId, opts) =>
      t.request("Cloud Virtual Machine_memoryUsage", { path: { "id": serviceId, "vmid": vmId } }, opts),
    listIsoImages: (serviceId, vmId, opts) =>
      t.request("Cloud Virtual Machine_listIsoImages", { path: { "id": serviceId, "vmid": vmId } }, opts),
    mountIsoImage: (serviceId, vmId, body, opts) =>
      t.request("Cloud Virtual Machine_mountIsoImage", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    setBootOrder: (serviceId, vmId, body, opts) =>
      t.request("Cloud Virtual Machine_bootOrder", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    enablePxe: (serviceId, vmId, body, opts) =>
      t.request("Cloud Virtual Machine_enablePxe", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    listTemplates: (serviceId, query, opts) =>
      t.request("Cloud Virtual Machine_listOsTemplates", { path: { "id": serviceId }, query }, opts),
    get: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_getVm", { path: { "id": serviceId, "vmid": vmId } }, opts),
    resize: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_resizeVm", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    destroy: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_destroyVm", { path: { "id": serviceId, "vmid": vmId } }, opts),
    stop: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_stop", { path: { "id": serviceId, "vmid": vmId } }, opts),
    start: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_start", { path: { "id": serviceId, "vmid": vmId } }, opts),
    reboot: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_reboot", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    resetPassword: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_resetPassword", { path: { "id": serviceId, "vmid": vmId } }, opts),
    listVirtualizorTemplates: (serviceId, vmId, query, opts) =>
      t.request("Virtualizor Services_listRebuildTemplates", { path: { "id": serviceId, "vmid": vmId }, query }, opts),
    rebuild: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_rebuild", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    listIps: (serviceId, vmId, query, opts) =>
      t.request("Cloud Instance_listIps", { path: { "id": serviceId, "vmid": vmId }, query }, opts),
    assignIp: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_assignIp", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    removeIp: (serviceId, vmId, ipId, query, opts) =>
      t.request("Cloud Instance_removeIp", { path: { "id": serviceId, "vmid": vmId, "ipid": ipId }, query }, opts),
    listInterfaces: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_listInterfaces", { path: { "id": serviceId, "vmid": vmId } }, opts),
    listAvailableIps: (serviceId, vmId, interfaceId, opts) =>
      t.request("Cloud Instance_listAvailableIps", { path: { "id": serviceId, "vmid": vmId, "iface": interfaceId } }, opts),
    getCpuUsage: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_getCpuUsage", { path: { "id": serviceId, "vmid": vmId } }, opts),
    getNetworkUsage: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_getNetworkUsage", { path: { "id": serviceId, "vmid": vmId } }, opts),
    getDiskUsage: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_getDiskUsage", { path: { "id": serviceId, "vmid": vmId } }, opts),
    listDisks: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_listDisks", { path: { "id": serviceId, "vmid": vmId } }, opts),
    resizeDisk: (serviceId, vmId, diskId, body, opts) =>
      t.request("Cloud Instance_resizeDisk", { path: { "id": serviceId, "vmid": vmId, "diskid": diskId }, body }, opts),
    listServiceIsoImages: (serviceId, opts) =>
      t.request("Cloud Instance_listServiceIsoImages", { path: { "id": serviceId } }, opts),
    addIsoImage: (serviceId, body, opts) =>
      t.request("Cloud Instance_addIsoImage", { path: { "id": serviceId }, body }, opts),
    listReverseDns: (serviceId, vmId, opts) =>
      t.request("Cloud Instance_listReverseDns", { path: { "id": serviceId, "vmid": vmId } }, opts),
    updateReverseDns: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_updateReverseDns", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    rebuildNetwork: (serviceId, vmId, body, opts) =>
      t.request("Cloud Instance_rebuildNetwork", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    suspend: (serviceId, vmId, opts) =>
      t.request("Virtualizor Services_suspend", { path: { "id": serviceId, "vmid": vmId } }, opts),
    unsuspend: (serviceId, vmId, opts) =>
      t.request("Virtualizor Services_unsuspend", { path: { "id": serviceId, "vmid": vmId } }, opts),
    setSshKeys: (serviceId, vmId, body, opts) =>
      t.request("Virtualizor Services_changeSshKey", { path: { "id": serviceId, "vmid": vmId }, body }, opts),
    rescue: (serviceId, vmId, opts) =>
      t.request("public cloud VM_rescue", { path: { "id": serviceId, "vmid": vmId } }, opts),
    unrescue: (serviceId, vmId, opts) =>
      t.request("public cloud VM_unrescue", { path: { "id": serviceId, "vmid": vmId } }, opts),
    getConsole: (serviceId, vmId, opts) =>
      t.request("public cloud VM_console", { path: { "id": serviceId, "vmid": vmId } }, opts),
    getUsage: (serviceId, vmId, opts) =>
      t.request("public cloud VM_usage", { path: { "id": serviceId, "vmid": vmId } }, opts),
  };
}

/** The `gpu` methods over one transport. */
export function gpuMethods(t: Transport<paths>): ComputeMethods["gpu"] {
  return {
    reboot: (serviceId, opts) =>
      t.request("Cloud GPU_reboot", { path: { "id": serviceId } }, opts),
    stop: (serviceId, opts) =>
      t.request("Cloud GPU_stop", { path: { "id": serviceId } }, opts),
    start: (serviceId, opts) =>
      t.request("Cloud GPU_start", { path: { "id": serviceId } }, opts),
    listFirewallRules: (serviceId, opts) =>
      t.request("Cloud GPU_listFirewallRules", { path: { "id": serviceId } }, opts),
    addFirewallRule: (serviceId, body, opts) =>
      t.request("Cloud GPU_addFirewallRule", { path: { "id": serviceId }, body }, opts),
    removeFirewallRule: (serviceId, position, opts) =>
      t.request("Cloud GPU_removeFirewallRule", { path: { "id": serviceId, "position": position } }, opts),
  };
}

/** The `servers` methods over one transport. */
export function serversMethods(t: Transport<paths>): ComputeMethods["servers"] {
  return {
    listOsTemplates: (serviceId, opts) =>
      t.request("Dedicated Servers_listOsTemplates", { path: { "id": serviceId } }, opts),
    listDiagnosticsTemplates: (serviceId, opts) =>
      t.request("Dedicated Servers_listDiagnosticsTemplates", { path: { "id": serviceId } }, opts),
    getDiagnostics: (serviceId, opts) =>
      t.request("Dedicated Servers_getDiagnostics", { path: { "id": serviceId } }, opts),
    runDiagnostics: (serviceId, body, opts) =>
      t.request("Dedicated Servers_runDiagnostics", { path: { "id": serviceId }, body }, opts),
    cancelDiagnostics: (serviceId, opts) =>
      t.request("Dedicated Servers_cancelDiagnostics", { path: { "id": serviceId } }, opts),
    listRescueTemplates: (serviceId, opts) =>
      t.request("Dedicated Servers_listRescueTemplates", { path: { "id": serviceId } }, opts),
    getRescue: (serviceId, opts) =>
      t.request("Dedicated Servers_getRescue", { path: { "id": serviceId } }, opts),
    startRescue: (serviceId, body, opts) =>
      t.request("Dedicated Servers_startRescue", { path: { "id": serviceId }, body }, opts),
    cancelRescue: (serviceId, opts) =>
      t.request("Dedicated Servers_cancelRescue", { path: { "id": serviceId } }, opts),
    getInfo: (serviceId, opts) =>
      t.request("Dedicated Servers_getInfo", { path: { "id": serviceId } }, opts),
    setHostname: (serviceId, body, opts) =>
      t.request("Dedicated Servers_setHostname", { path: { "id": serviceId }, body }, opts),
    listIps: (serviceId, opts) =>
      t.request("Dedicated Servers_listIps", { path: { "id": serviceId } }, opts),
    addIp: (serviceId, body, opts) =>
      t.request("Dedicated Servers_addIp", { path: { "id": serviceId }, body }, opts),
    listVlans: (serviceId, opts) =>
      t.request("Dedicated Servers_listVlans", { path: { "id": serviceId } }, opts),
    getIp: (serviceId, ipId, opts) =>
      t.request("Dedicated Servers_getIp", { path: { "id": serviceId, "ip": ipId } }, opts),
    updateIp: (serviceId, ipId, body, opts) =>
      t.request("Dedicated Servers_updateIp", { path: { "id": serviceId, "ip": ipId }, body }, opts),
    deleteIp: (serviceId, ipId, opts) =>
      t.request("Dedicated Servers_deleteIp", { path: { "id": serviceId, "ip": ipId } }, opts),
    reboot: (serviceId, opts) =>
      t.request("Dedicated Servers_reboot", { path: { "id": serviceId } }, opts),
    powerOff: (serviceId, opts) =>
      t.request("Dedicated Servers_powerOff", { path: { "id": serviceId } }, opts),
    powerOn: (serviceId, opts) =>
      t.request("Dedicated Servers_powerOn", { path: { "id": serviceId } }, opts),
    listInStock: (opts) =>
      t.request("Dedicated Servers_listInStock", {}, opts),
  };
}

/** The `hosting` methods over one transport. */
export function hostingMethods(t: Transport<paths>): ComputeMethods["hosting"] {
  return {
    getReinstallOptions: (serviceId, opts) =>
      t.request("Hosting Services_getReinstallOptions", { path: { "id": serviceId } }, opts),
    reinstall: (serviceId, body, opts) =>
      t.request("Hosting Services_reinstall", { path: { "id": serviceId }, body }, opts),
    getPowerStatus: (serviceId, opts) =>
      t.request("Hosting Services_getPowerStatus", { path: { "id": serviceId } }, opts),
    getBandwidth: (serviceId, opts) =>
      t.request("Hosting Services_getBandwidth", { path: { "id": serviceId } }, opts),
    getBandwidthGraphs: (serviceId, opts) =>
      t.request("Hosting Services_getBandwidthGraphs", { path: { "id": serviceId } }, opts),
    reset: (serviceId, opts) =>
      t.request("Hosting Services_reset", { path: { "id": serviceId } }, opts),
  };
}

/** The `colocation` methods over one transport. */
export function colocationMethods(t: Transport<paths>): ComputeMethods["colocation"] {
  return {
    listPduPorts: (serviceId, opts) =>
      t.request("Colocation_listPduPorts", { path: { "id": serviceId } }, opts),
    getPduPort: (serviceId, port, opts) =>
      t.request("Colocation_getPduPort", { path: { "id": serviceId, "port": port } }, opts),
    setPduPort: (serviceId, port, body, opts) =>
      t.request("Colocation_setPduPort", { path: { "id": serviceId, "port": port }, body }, opts),
  };
}

/** The `statuses` methods over one transport. */
export function statusesMethods(t: Transport<paths>): ComputeMethods["statuses"] {
  return {
    list: (query, opts) =>
      t.request("Status_list", { query }, opts),
    get: (statusId, opts) =>
      t.request("Status_get", { path: { "id": statusId } }, opts),
  };
}

/** The `locations` methods over one transport. */
export function locationsMethods(t: Transport<paths>): ComputeMethods["locations"] {
  return {
    listCountries: (opts) =>
      t.request("LocationV2_listCountries", {}, opts),
    listStates: (countryCode, opts) =>
      t.request("LocationV2_listStates", { path: { "code": countryCode } }, opts),
    listCities: (stateId, opts) =>
      t.request("LocationV2_listCities", { path: { "id": stateId } }, opts),
    listCitiesByStateName: (stateName, opts) =>
      t.request("LocationV2_listCitiesByStateName", { path: { "name": stateName } }, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): ComputeMethods {
  const vms = vmsMethods(t);
  const gpu = gpuMethods(t);
  const servers = serversMethods(t);
  const hosting = hostingMethods(t);
  const colocation = colocationMethods(t);
  const statuses = statusesMethods(t);
  const locations = locationsMethods(t);
  return { vms, gpu, servers, hosting, colocation, statuses, locations };
}
