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
export interface ComputeMethods {
  /**
   * Cloud Virtual Machine: Read and drive the virtual machines of a cloud service (HostBill User API).
   *
   * Cloud Instance: VM lifecycle of a cloud service: create, power, resize, rebuild, IPs, disks, ISO images, rDNS (HostBill User API).
   *
   * Virtualizor Services: Virtualizor VMs: rebuild templates, suspend, SSH keys (HostBill User API, HTC).
   *
   * public cloud VM: Public cloud VMs: rescue, console, usage (HostBill User API, HTC).
   */
  readonly vms: {
    /**
     * Resources
     *
     * Shows available and used resources of the service.
     * Route confirmed by DC, HTC and TF (high for the path); no source anywhere shows a response
     * body (TF calls it without reading fields), so the seed's "200, no body" stands.
     *
     * `GET /service/{id}/resources` · operationId `Cloud Virtual Machine_resources` · provenance: seed · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getResources(serviceId: PathId, opts?: RequestOptions): ApiPromise<unknown>;
    /**
     * List VMs
     *
     * No official example. TF (Tino) and WL (DCHost-style) read `vms` as an object keyed by VM id
     * (`{vms: {"<id>": {...}}}`), not the array of this document's first release: read either
     * form. Sources: DC (high), HTC (high for paths), TF (medium), WL (medium-high).
     *
     * `GET /service/{id}/vms` · operationId `Cloud Virtual Machine_listVms` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(serviceId: PathId, opts?: RequestOptions): ListPromise<Ops["Cloud Virtual Machine_listVms"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Cloud Virtual Machine_listVms"]["responses"][200]["content"]["application/json"]["vms"]>[number]>;
    /**
     * Create VM
     *
     * Creates a virtual machine in the cloud service. The parameters differ by module: HTC lists
     * `label`, `template_id`, `password`, `memory` (MB), `cpu`, `cpu_share`, `disk` (GB), `swap`,
     * `note`, `license_key`, `license_type`; DC lists `label`, `template`, `memory`, `cpu`,
     * `disk`, `interface` (array).
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /service/{id}/vms` · operationId `Cloud Instance_createVm` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label?, template_id?, template?, password?, memory?, cpu?, cpu_share?, disk?, swap?, note?, license_key?, license_type?, interface? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    create(serviceId: PathId, body: NonNullable<Ops["Cloud Instance_createVm"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_createVm"]["responses"][200]["content"]["application/json"]>;
    /**
     * Upgrade Options
     *
     * Sources: DS, DC, HTC, TB (high). DS/DC example: `{resources: [{id: 1557, name: "Bandwidth",
     * type: "select", items: [{id, name, price, setup_price, selected}]}], package: []}`.
     *
     * `GET /service/{id}/upgrade` · operationId `Cloud Virtual Machine_upgradeOptions` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getUpgradeOptions(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_upgradeOptions"]["responses"][200]["content"]["application/json"]>;
    /**
     * Upgrade Request
     *
     * `send: true` submits the request; otherwise the answer is an estimate. `resources` maps
     * resource id to a quantity, an item id, or `{item_id: qty}`. Sources: DS, DC (parameters),
     * HTC, TR, TB (high). Answer: `Success` (no example).
     *
     * `POST /service/{id}/upgrade` · operationId `Cloud Virtual Machine_upgradeRequest` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ send?, package?, cycle?, resources? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    requestUpgrade(serviceId: PathId, body: NonNullable<Ops["Cloud Virtual Machine_upgradeRequest"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_upgradeRequest"]["responses"][200]["content"]["application/json"]>;
    /**
     * List VM rebuild templates
     *
     * Templates that can be used to rebuild the virtual server. Source: HTC (high for the path; no
     * example answer).
     *
     * `GET /service/{id}/templates/{vmid}` · operationId `Cloud Virtual Machine_rebuildTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listRebuildTemplates(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_rebuildTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM Memory Usage graph
     *
     * HTC: "Returns base64 encoded png image". Source: HTC (high for the path; no example answer).
     *
     * `GET /service/{id}/vms/{vmid}/usage/memory` · operationId `Cloud Virtual Machine_memoryUsage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getMemoryUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_memoryUsage"]["responses"][200]["content"]["application/json"]>;
    /**
     * List ISO images
     *
     * ISO images for a virtual server. Source: HTC (high for the path; no example answer).
     *
     * `GET /service/{id}/vms/{vmid}/images` · operationId `Cloud Virtual Machine_listIsoImages` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listIsoImages(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_listIsoImages"]["responses"][200]["content"]["application/json"]>;
    /**
     * Mount ISO image
     *
     * Source: HTC, whose parameter is named `image` ("ISO Image name, leave empty to unmount
     * images"). The first release's body field `iso` is gone: a real server ignores it. No
     * example answer.
     *
     * `POST /service/{id}/vms/{vmid}/images` · operationId `Cloud Virtual Machine_mountIsoImage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ image? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    mountIsoImage(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Virtual Machine_mountIsoImage"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_mountIsoImage"]["responses"][200]["content"]["application/json"]>;
    /**
     * Boot Order
     *
     * Source: HTC, whose parameter is named `order` (`cd` HDD then CD-ROM, `dc`, `c` HDD only, `d`
     * CD-ROM only). The first release's body field `boot` is gone: a real server ignores it. No
     * example answer.
     *
     * `POST /service/{id}/vms/{vmid}/boot` · operationId `Cloud Virtual Machine_bootOrder` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ order }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setBootOrder(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Virtual Machine_bootOrder"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_bootOrder"]["responses"][200]["content"]["application/json"]>;
    /**
     * Enable PXE
     *
     * Source: HTC, which takes `state` (on/off). No example answer.
     *
     * `POST /service/{id}/vms/{vmid}/tuntap` · operationId `Cloud Virtual Machine_enablePxe` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ state? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    enablePxe(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Virtual Machine_enablePxe"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_enablePxe"]["responses"][200]["content"]["application/json"]>;
    /**
     * List OS templates
     *
     * Templates that can be used to create a virtual server. DC files it under Services with this
     * summary; HTC uses the same path for its "AI Factory - List templates". TB sends `page`.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), TB
     * (medium-high).
     *
     * `GET /service/{id}/templates` · operationId `Cloud Virtual Machine_listOsTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param query Query parameters: `page`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listTemplates(serviceId: PathId, query?: NonNullable<Ops["Cloud Virtual Machine_listOsTemplates"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_listOsTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get VM details
     *
     * WL treats HTTP 404 as "VM gone".
     * Sources: DC (high), HTC (high for paths), TF (medium), WL (medium-high).
     *
     * `GET /service/{id}/vms/{vmid}` · operationId `Cloud Instance_getVm` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_getVm"]["responses"][200]["content"]["application/json"]>;
    /**
     * Resize VM
     *
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `PUT /service/{id}/vms/{vmid}` · operationId `Cloud Instance_resizeVm` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ memory?, cpu?, cpu_share? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    resize(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Instance_resizeVm"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_resizeVm"]["responses"][200]["content"]["application/json"]>;
    /**
     * Destroy VM
     *
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `DELETE /service/{id}/vms/{vmid}` · operationId `Cloud Instance_destroyVm` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    destroy(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_destroyVm"]["responses"][200]["content"]["application/json"]>;
    /**
     * Stop VM
     *
     * Stops the VM (power off). Repeating it is harmless.
     * Sources: DC (high), HTC (high for paths), WL (medium-high).
     *
     * `POST /service/{id}/vms/{vmid}/stop` · operationId `Cloud Instance_stop` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    stop(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_stop"]["responses"][200]["content"]["application/json"]>;
    /**
     * Start VM
     *
     * Starts the VM. Repeating it is harmless.
     * Sources: DC (high), HTC (high for paths), WL (medium-high).
     *
     * `POST /service/{id}/vms/{vmid}/start` · operationId `Cloud Instance_start` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    start(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_start"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reboot VM
     *
     * Reboots the VM; `iso` (optional, HTC) boots it from an ISO image. Not idempotent: a repeat
     * reboots again.
     * Sources: DC (high), HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/reboot` · operationId `Cloud Instance_reboot` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ iso? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reboot(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Instance_reboot"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_reboot"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reset VM password
     *
     * Resets the root password of the VM.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/resetpwd` · operationId `Cloud Instance_resetPassword` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    resetPassword(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_resetPassword"]["responses"][200]["content"]["application/json"]>;
    /**
     * List rebuild templates
     *
     * Templates a Virtualizor VM can be rebuilt from. A module route: it exists only for services
     * whose provisioning module provides it (GET /service/{id}/methods lists a service's routes).
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/rebuild` · operationId `Virtualizor Services_listRebuildTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `template`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listVirtualizorTemplates(serviceId: PathId, vmId: PathId, query?: NonNullable<Ops["Virtualizor Services_listRebuildTemplates"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Virtualizor Services_listRebuildTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * Rebuild VM
     *
     * Reinstalls the VM from a template (its disk is wiped).
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /service/{id}/vms/{vmid}/rebuild` · operationId `Cloud Instance_rebuild` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ template?, license_key?, license_type? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    rebuild(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Instance_rebuild"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_rebuild"]["responses"][200]["content"]["application/json"]>;
    /**
     * List VM IPs
     *
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/vms/{vmid}/ips` · operationId `Cloud Instance_listIps` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param query Query parameters: `type`, `iface`, `bridge`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listIps(serviceId: PathId, vmId: PathId, query?: NonNullable<Ops["Cloud Instance_listIps"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listIps"]["responses"][200]["content"]["application/json"]>;
    /**
     * Assign IP to VM
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/ips` · operationId `Cloud Instance_assignIp` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ ipid?, interfaceid? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    assignIp(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Instance_assignIp"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_assignIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove IP from VM
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `DELETE /service/{id}/vms/{vmid}/ips/{ipid}` · operationId `Cloud Instance_removeIp` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param ipId IP address identifier.
     * @param query Query parameters: `interfaceid`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    removeIp(serviceId: PathId, vmId: PathId, ipId: PathId, query?: NonNullable<Ops["Cloud Instance_removeIp"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_removeIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * List VM network interfaces
     *
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /service/{id}/vms/{vmid}/interfaces` · operationId `Cloud Instance_listInterfaces` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listInterfaces(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listInterfaces"]["responses"][200]["content"]["application/json"]>;
    /**
     * List available IPs
     *
     * IPs that can be assigned to the virtual server on this interface.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/interfaces/{iface}/ips` · operationId `Cloud Instance_listAvailableIps` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param interfaceId Interface name or id, e.g. `0` or `net0`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listAvailableIps(serviceId: PathId, vmId: PathId, interfaceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listAvailableIps"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM CPU usage graph
     *
     * HTC: "Returns html code that can be embedded in page".
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/usage/cpu` · operationId `Cloud Instance_getCpuUsage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getCpuUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_getCpuUsage"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM network usage graph
     *
     * HTC: "Returns html code that can be embedded in page".
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/usage/net` · operationId `Cloud Instance_getNetworkUsage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getNetworkUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_getNetworkUsage"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM disk usage graph
     *
     * HTC: "Returns html code that can be embedded in page".
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/usage/disk` · operationId `Cloud Instance_getDiskUsage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getDiskUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_getDiskUsage"]["responses"][200]["content"]["application/json"]>;
    /**
     * List disks
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/storage` · operationId `Cloud Instance_listDisks` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listDisks(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listDisks"]["responses"][200]["content"]["application/json"]>;
    /**
     * Resize disk
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `PUT /service/{id}/vms/{vmid}/storage/{diskid}` · operationId `Cloud Instance_resizeDisk` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param diskId Disk identifier.
     * @param body The JSON body: `{ size? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    resizeDisk(serviceId: PathId, vmId: PathId, diskId: PathId, body: NonNullable<Ops["Cloud Instance_resizeDisk"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_resizeDisk"]["responses"][200]["content"]["application/json"]>;
    /**
     * List ISO images (service)
     *
     * ISO images that can be attached to the service's VMs.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/images` · operationId `Cloud Instance_listServiceIsoImages` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listServiceIsoImages(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listServiceIsoImages"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add ISO image
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/images` · operationId `Cloud Instance_addIsoImage` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ label?, file_url?, min_memory?, version?, os?, distro?, virtualization? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    addIsoImage(serviceId: PathId, body: NonNullable<Ops["Cloud Instance_addIsoImage"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_addIsoImage"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM reverse DNS
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/rdns` · operationId `Cloud Instance_listReverseDns` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listReverseDns(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_listReverseDns"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update VM rDNS
     *
     * Sets reverse DNS names. Repeating it with the same names is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/rdns` · operationId `Cloud Instance_updateReverseDns` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ ipaddress? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateReverseDns(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Instance_updateReverseDns"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_updateReverseDns"]["responses"][200]["content"]["application/json"]>;
    /**
     * Rebuild network
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/rebuild_network` · operationId `Cloud Instance_rebuildNetwork` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ shutdown_type?, force?, startup? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    rebuildNetwork(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Instance_rebuildNetwork"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Instance_rebuildNetwork"]["responses"][200]["content"]["application/json"]>;
    /**
     * Suspend VM
     *
     * Repeating it is harmless. A module route: it exists only for services whose provisioning
     * module provides it (GET /service/{id}/methods lists a service's routes).
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/suspend` · operationId `Virtualizor Services_suspend` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    suspend(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Virtualizor Services_suspend"]["responses"][200]["content"]["application/json"]>;
    /**
     * Unsuspend VM
     *
     * Repeating it is harmless. A module route: it exists only for services whose provisioning
     * module provides it (GET /service/{id}/methods lists a service's routes).
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/unsuspend` · operationId `Virtualizor Services_unsuspend` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    unsuspend(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Virtualizor Services_unsuspend"]["responses"][200]["content"]["application/json"]>;
    /**
     * Change SSH key
     *
     * Sets the VM's SSH keys (`keys`: SSH key ids). A module route: it exists only for services
     * whose provisioning module provides it (GET /service/{id}/methods lists a service's routes).
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/addsshkey` · operationId `Virtualizor Services_changeSshKey` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param body The JSON body: `{ keys? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setSshKeys(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Virtualizor Services_changeSshKey"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Virtualizor Services_changeSshKey"]["responses"][200]["content"]["application/json"]>;
    /**
     * Rescue VM
     *
     * Reboots the virtual server into rescue mode.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/rescue` · operationId `public cloud VM_rescue` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    rescue(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["public cloud VM_rescue"]["responses"][200]["content"]["application/json"]>;
    /**
     * Unrescue VM
     *
     * Disables rescue mode. Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/{vmid}/unrescue` · operationId `public cloud VM_unrescue` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    unrescue(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["public cloud VM_unrescue"]["responses"][200]["content"]["application/json"]>;
    /**
     * Console
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/{vmid}/console` · operationId `public cloud VM_console` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getConsole(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["public cloud VM_console"]["responses"][200]["content"]["application/json"]>;
    /**
     * VM usage
     *
     * Tino's SPA also calls this path.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths), TF
     * (medium).
     *
     * `GET /service/{id}/vms/{vmid}/usage` · operationId `public cloud VM_usage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param vmId Identifier of the virtual machine within the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["public cloud VM_usage"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Cloud GPU: Power and firewall of a cloud GPU service (HostBill User API, HTC).
   */
  readonly gpu: {
    /**
     * Reboot VM
     *
     * HTC records PUT. Not idempotent although PUT: a repeat reboots again.
     * Sources: HTC (high for paths).
     *
     * `PUT /service/{id}/vms/reboot` · operationId `Cloud GPU_reboot` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reboot(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_reboot"]["responses"][200]["content"]["application/json"]>;
    /**
     * Stop VM
     *
     * Sources: HTC (high for paths).
     *
     * `PUT /service/{id}/vms/stop` · operationId `Cloud GPU_stop` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    stop(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_stop"]["responses"][200]["content"]["application/json"]>;
    /**
     * Start VM
     *
     * Sources: HTC (high for paths).
     *
     * `PUT /service/{id}/vms/start` · operationId `Cloud GPU_start` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    start(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_start"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get firewall rules
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vms/firewall` · operationId `Cloud GPU_listFirewallRules` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listFirewallRules(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_listFirewallRules"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add firewall rule
     *
     * One rule, as flat parameters (not a `rules` array).
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/vms/firewall` · operationId `Cloud GPU_addFirewallRule` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ action?, type?, comment?, protocol?, address_start?, address_end?, port_start?, port_end? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    addFirewallRule(serviceId: PathId, body: NonNullable<Ops["Cloud GPU_addFirewallRule"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_addFirewallRule"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove firewall rule
     *
     * Not idempotent although DELETE: rules are addressed by position, so a repeat removes the
     * rule that moved into it.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `DELETE /service/{id}/vms/firewall/{position}` · operationId `Cloud GPU_removeFirewallRule` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param position Rule position.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    removeFirewallRule(serviceId: PathId, position: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud GPU_removeFirewallRule"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Dedicated Servers: Bare-metal servers: reinstall templates, diagnostics, rescue, IPs, VLANs, power (HostBill User API, HTC).
   */
  readonly servers: {
    /**
     * List OS templates and recipes
     *
     * The `usablefor` key of a template says which recipes support it.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/reinstall/templates` · operationId `Dedicated Servers_listOsTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listOsTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listOsTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * List diagnostics templates
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/diag/templates` · operationId `Dedicated Servers_listDiagnosticsTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listDiagnosticsTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listDiagnosticsTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * Diagnostics status
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/diag` · operationId `Dedicated Servers_getDiagnostics` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getDiagnostics(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_getDiagnostics"]["responses"][200]["content"]["application/json"]>;
    /**
     * Run diagnostics
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/diag` · operationId `Dedicated Servers_runDiagnostics` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ template?, clearhdd?, fullhddclear? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    runDiagnostics(serviceId: PathId, body: NonNullable<Ops["Dedicated Servers_runDiagnostics"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_runDiagnostics"]["responses"][200]["content"]["application/json"]>;
    /**
     * Cancel diagnostics
     *
     * Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/diag/cancel` · operationId `Dedicated Servers_cancelDiagnostics` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    cancelDiagnostics(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_cancelDiagnostics"]["responses"][200]["content"]["application/json"]>;
    /**
     * List rescue templates
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/rescue/templates` · operationId `Dedicated Servers_listRescueTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listRescueTemplates(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listRescueTemplates"]["responses"][200]["content"]["application/json"]>;
    /**
     * Rescue status
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/rescue` · operationId `Dedicated Servers_getRescue` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getRescue(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_getRescue"]["responses"][200]["content"]["application/json"]>;
    /**
     * Start rescue
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/rescue` · operationId `Dedicated Servers_startRescue` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ template?, password? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    startRescue(serviceId: PathId, body: NonNullable<Ops["Dedicated Servers_startRescue"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_startRescue"]["responses"][200]["content"]["application/json"]>;
    /**
     * Cancel rescue
     *
     * Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/rescue/cancel` · operationId `Dedicated Servers_cancelRescue` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    cancelRescue(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_cancelRescue"]["responses"][200]["content"]["application/json"]>;
    /**
     * Server info
     *
     * Server hardware and OS details.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/info` · operationId `Dedicated Servers_getInfo` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getInfo(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_getInfo"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update hostname
     *
     * Repeating it with the same name is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/hostname` · operationId `Dedicated Servers_setHostname` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ hostname? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setHostname(serviceId: PathId, body: NonNullable<Ops["Dedicated Servers_setHostname"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_setHostname"]["responses"][200]["content"]["application/json"]>;
    /**
     * List IPs
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/ips` · operationId `Dedicated Servers_listIps` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listIps(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listIps"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add IP
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/ips` · operationId `Dedicated Servers_addIp` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ vlan?, domain?, num? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    addIp(serviceId: PathId, body: NonNullable<Ops["Dedicated Servers_addIp"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_addIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * List VLANs
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/vlans` · operationId `Dedicated Servers_listVlans` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listVlans(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listVlans"]["responses"][200]["content"]["application/json"]>;
    /**
     * IP details
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/ips/{ip}` · operationId `Dedicated Servers_getIp` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getIp(serviceId: PathId, ipId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_getIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * Edit IP
     *
     * Sets the IP's domain (POST, not PUT). Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/ips/{ip}` · operationId `Dedicated Servers_updateIp` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param body The JSON body: `{ domain? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateIp(serviceId: PathId, ipId: PathId, body: NonNullable<Ops["Dedicated Servers_updateIp"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_updateIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * Delete IP
     *
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `DELETE /service/{id}/ips/{ip}` · operationId `Dedicated Servers_deleteIp` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param ipId IP address identifier.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    deleteIp(serviceId: PathId, ipId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_deleteIp"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reboot
     *
     * Not idempotent: a repeat reboots again.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/reboot` · operationId `Dedicated Servers_reboot` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reboot(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_reboot"]["responses"][200]["content"]["application/json"]>;
    /**
     * Power off
     *
     * Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/poweroff` · operationId `Dedicated Servers_powerOff` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    powerOff(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_powerOff"]["responses"][200]["content"]["application/json"]>;
    /**
     * Power on
     *
     * Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/poweron` · operationId `Dedicated Servers_powerOn` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    powerOn(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_powerOn"]["responses"][200]["content"]["application/json"]>;
    /**
     * List servers in stock
     *
     * HTC's description of this item is copied from "Rebuild network".
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /serverstock` · operationId `Dedicated Servers_listInStock` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listInStock(opts?: RequestOptions): ApiPromise<Ops["Dedicated Servers_listInStock"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Hosting Services: Hosting servers: reinstall, power status, bandwidth, reset (HostBill User API, HTC).
   *
   * Colocation: Colocation: PDU ports and bandwidth (HostBill User API, HTC).
   */
  readonly hosting: {
    /**
     * Reinstall details
     *
     * Installation options for the server.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/reinstall` · operationId `Hosting Services_getReinstallOptions` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getReinstallOptions(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Hosting Services_getReinstallOptions"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reinstall server
     *
     * HTC's parameter descriptions are placeholders.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/reinstall` · operationId `Hosting Services_reinstall` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param body The JSON body: `{ profile?, rootpassword?, adminuser?, userpassword?, packageselection?, extra1? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reinstall(serviceId: PathId, body: NonNullable<Ops["Hosting Services_reinstall"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Hosting Services_reinstall"]["responses"][200]["content"]["application/json"]>;
    /**
     * Server power status
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/status` · operationId `Hosting Services_getPowerStatus` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getPowerStatus(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Hosting Services_getPowerStatus"]["responses"][200]["content"]["application/json"]>;
    /**
     * Bandwidth usage
     *
     * Bandwidth usage and billing details.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/bandwidth` · operationId `Hosting Services_getBandwidth` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getBandwidth(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Hosting Services_getBandwidth"]["responses"][200]["content"]["application/json"]>;
    /**
     * Bandwidth graph
     *
     * Base64-encoded images of the bandwidth used in the last day, week and month. Also
     * Colocation's "bandwidth graph": HTC lists the route only under Hosting Services and no
     * colocation-specific route was seen.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/bandwidth-graphs` · operationId `Hosting Services_getBandwidthGraphs` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getBandwidthGraphs(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Hosting Services_getBandwidthGraphs"]["responses"][200]["content"]["application/json"]>;
    /**
     * Reset server
     *
     * Not idempotent: a repeat resets again.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/reset` · operationId `Hosting Services_reset` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reset(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Hosting Services_reset"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Colocation: Colocation: PDU ports and bandwidth (HostBill User API, HTC).
   */
  readonly colocation: {
    /**
     * PDU ports
     *
     * PDU ports assigned to the service.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/pdu` · operationId `Colocation_listPduPorts` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listPduPorts(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Colocation_listPduPorts"]["responses"][200]["content"]["application/json"]>;
    /**
     * PDU port state
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /service/{id}/pdu/{port}` · operationId `Colocation_getPduPort` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param port PDU port.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getPduPort(serviceId: PathId, port: PathId, opts?: RequestOptions): ApiPromise<Ops["Colocation_getPduPort"]["responses"][200]["content"]["application/json"]>;
    /**
     * Set PDU port status
     *
     * Switches the port on (`power: 'true'`) or off (`'false'`). Repeating it is harmless.
     * No source shows an example answer: the schema is open. Sources: HTC (high for paths).
     *
     * `POST /service/{id}/pdu/{port}` · operationId `Colocation_setPduPort` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the service.
     * @param port PDU port.
     * @param body The JSON body: `{ power? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setPduPort(serviceId: PathId, port: PathId, body: NonNullable<Ops["Colocation_setPduPort"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Colocation_setPduPort"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Status: Service status lookups (HostBill User API, HTC).
   */
  readonly statuses: {
    /**
     * List statuses
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /statuses` · operationId `Status_list` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `status`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(query?: NonNullable<Ops["Status_list"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Status_list"]["responses"][200]["content"]["application/json"]>;
    /**
     * Status details
     *
     * HTC records PUT (sic) for this "Returns details of status" item; GET may be what the portal
     * means. Kept as the source shows it.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `PUT /statuses/{id}` · operationId `Status_get` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param statusId Identifier of the status.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(statusId: PathId, opts?: RequestOptions): ApiPromise<Ops["Status_get"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * LocationV2: Countries, states and cities (HostBill User API, HTC).
   */
  readonly locations: {
    /**
     * Countries list
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /location_v2/countries` · operationId `LocationV2_listCountries` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCountries(opts?: RequestOptions): ApiPromise<Ops["LocationV2_listCountries"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get state
     *
     * States of a country.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /location_v2/{code}/state` · operationId `LocationV2_listStates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param countryCode Country code (HTC's example value is `79`).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listStates(countryCode: PathId, opts?: RequestOptions): ApiPromise<Ops["LocationV2_listStates"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get city
     *
     * Cities of a state.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /location_v2/state/{id}/city` · operationId `LocationV2_listCities` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param stateId Identifier of the state.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCities(stateId: PathId, opts?: RequestOptions): ApiPromise<Ops["LocationV2_listCities"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get city by state name
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /location_v2/state/city/{name}` · operationId `LocationV2_listCitiesByStateName` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param stateName State name.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCitiesByStateName(stateName: PathId, opts?: RequestOptions): ApiPromise<Ops["LocationV2_listCitiesByStateName"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Resources
   *
   * Shows available and used resources of the service.
   * Route confirmed by DC, HTC and TF (high for the path); no source anywhere shows a response
   * body (TF calls it without reading fields), so the seed's "200, no body" stands.
   *
   * `GET /service/{id}/resources` · operationId `Cloud Virtual Machine_resources` · provenance: seed · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.getResources` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  getServiceResources(serviceId: PathId, opts?: RequestOptions): ApiPromise<unknown>;
  /**
   * List VMs
   *
   * No official example. TF (Tino) and WL (DCHost-style) read `vms` as an object keyed by VM id
   * (`{vms: {"<id>": {...}}}`), not the array of this document's first release: read either
   * form. Sources: DC (high), HTC (high for paths), TF (medium), WL (medium-high).
   *
   * `GET /service/{id}/vms` · operationId `Cloud Virtual Machine_listVms` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.list` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  listVms(serviceId: PathId, opts?: RequestOptions): ListPromise<Ops["Cloud Virtual Machine_listVms"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Cloud Virtual Machine_listVms"]["responses"][200]["content"]["application/json"]["vms"]>[number]>;
  /**
   * Upgrade Options
   *
   * Sources: DS, DC, HTC, TB (high). DS/DC example: `{resources: [{id: 1557, name: "Bandwidth",
   * type: "select", items: [{id, name, price, setup_price, selected}]}], package: []}`.
   *
   * `GET /service/{id}/upgrade` · operationId `Cloud Virtual Machine_upgradeOptions` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.getUpgradeOptions` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  getUpgradeOptions(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_upgradeOptions"]["responses"][200]["content"]["application/json"]>;
  /**
   * Upgrade Request
   *
   * `send: true` submits the request; otherwise the answer is an estimate. `resources` maps
   * resource id to a quantity, an item id, or `{item_id: qty}`. Sources: DS, DC (parameters),
   * HTC, TR, TB (high). Answer: `Success` (no example).
   *
   * `POST /service/{id}/upgrade` · operationId `Cloud Virtual Machine_upgradeRequest` · provenance: hostbill-userapi · not idempotent (never retried once sent).
   *
   * Same as `vms.requestUpgrade` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param body The JSON body: `{ send?, package?, cycle?, resources? }`.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  requestUpgrade(serviceId: PathId, body: NonNullable<Ops["Cloud Virtual Machine_upgradeRequest"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_upgradeRequest"]["responses"][200]["content"]["application/json"]>;
  /**
   * List VM rebuild templates
   *
   * Templates that can be used to rebuild the virtual server. Source: HTC (high for the path; no
   * example answer).
   *
   * `GET /service/{id}/templates/{vmid}` · operationId `Cloud Virtual Machine_rebuildTemplates` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.listRebuildTemplates` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  listRebuildTemplates(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_rebuildTemplates"]["responses"][200]["content"]["application/json"]>;
  /**
   * VM Memory Usage graph
   *
   * HTC: "Returns base64 encoded png image". Source: HTC (high for the path; no example answer).
   *
   * `GET /service/{id}/vms/{vmid}/usage/memory` · operationId `Cloud Virtual Machine_memoryUsage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.getMemoryUsage` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  getMemoryUsage(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_memoryUsage"]["responses"][200]["content"]["application/json"]>;
  /**
   * List ISO images
   *
   * ISO images for a virtual server. Source: HTC (high for the path; no example answer).
   *
   * `GET /service/{id}/vms/{vmid}/images` · operationId `Cloud Virtual Machine_listIsoImages` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.listIsoImages` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  listIsoImages(serviceId: PathId, vmId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_listIsoImages"]["responses"][200]["content"]["application/json"]>;
  /**
   * Mount ISO image
   *
   * Source: HTC, whose parameter is named `image` ("ISO Image name, leave empty to unmount
   * images"). The first release's body field `iso` is gone: a real server ignores it. No
   * example answer.
   *
   * `POST /service/{id}/vms/{vmid}/images` · operationId `Cloud Virtual Machine_mountIsoImage` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.mountIsoImage` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param body The JSON body: `{ image? }`.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  mountIsoImage(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Virtual Machine_mountIsoImage"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_mountIsoImage"]["responses"][200]["content"]["application/json"]>;
  /**
   * Boot Order
   *
   * Source: HTC, whose parameter is named `order` (`cd` HDD then CD-ROM, `dc`, `c` HDD only, `d`
   * CD-ROM only). The first release's body field `boot` is gone: a real server ignores it. No
   * example answer.
   *
   * `POST /service/{id}/vms/{vmid}/boot` · operationId `Cloud Virtual Machine_bootOrder` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.setBootOrder` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param body The JSON body: `{ order }`.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  setBootOrder(serviceId: PathId, vmId: PathId, body: NonNullable<Ops["Cloud Virtual Machine_bootOrder"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_bootOrder"]["responses"][200]["content"]["application/json"]>;
  /**
   * Enable PXE
   *
   * Source: HTC, which takes `state` (on/off). No example answer.
   *
   * `POST /service/{id}/vms/{vmid}/tuntap` · operationId `Cloud Virtual Machine_enablePxe` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
   *
   * Same as `vms.enablePxe` (the name this operation had in 0.1).
   * @param serviceId Identifier of the service.
   * @param vmId Identifier of the virtual machine within the service.
   * @param body The JSON body: `{ state? }`.
   * @param opts Per-call options, e.g. `{ signal }`.
   */
  enablePxe(serviceId: PathId, vmId: PathId, body?: NonNullable<Ops["Cloud Virtual Machine_enablePxe"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cloud Virtual Machine_enablePxe"]["responses"][200]["content"]["application/json"]>;
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
  return { vms, gpu, servers, hosting, colocation, statuses, locations, getServiceResources: vms.getResources, listVms: vms.list, getUpgradeOptions: vms.getUpgradeOptions, requestUpgrade: vms.requestUpgrade, listRebuildTemplates: vms.listRebuildTemplates, getMemoryUsage: vms.getMemoryUsage, listIsoImages: vms.listIsoImages, mountIsoImage: vms.mountIsoImage, setBootOrder: vms.setBootOrder, enablePxe: vms.enablePxe };
}
