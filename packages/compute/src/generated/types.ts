/**
 * Names for the types of this package's schemas and of each method's body, query and result.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { RequestOptions } from "@cdrapi/core";
import type { components, operations } from "./openapi.js";

type Schemas = components["schemas"];
type Ops = operations;
/** No key of RequestOptions: per-call options can never be taken for a body or query. */
type NoRequestOptions = { [K in keyof RequestOptions]?: never };

/** HostBill's error answer; `error` lists message codes or sentences. */
export type HostBillError = Schemas["HostBillError"];
/** HostBill's answer to a change; a 200 with a non-empty `error` array is a failure. */
export type HostBillInfo = Schemas["HostBillInfo"];
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: usually `info` messages (e.g. `{"info": ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module. A non-empty `error` array is a failure, whatever the HTTP status. */
export type HostBillChange = Schemas["HostBillChange"];
export type Vm = Schemas["Vm"];
export type VmList = Schemas["VmList"];
export type UpgradeRequest = Schemas["UpgradeRequest"];
export type MountIsoRequest = Schemas["MountIsoRequest"];
export type BootOrderRequest = Schemas["BootOrderRequest"];
export type PxeRequest = Schemas["PxeRequest"];
/** One VM. Types vary by module, so most are left open. */
export type VmDetails = Schemas["VmDetails"];
/** The answer to a VM power action. A non-empty `error` array is a failure. */
export type VmActionResult = Schemas["VmActionResult"];
/** The body of `vms.create` (`POST /service/{id}/vms`). */
export type VmsCreateBody = NonNullable<Ops["Cloud Instance_createVm"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.requestUpgrade` (`POST /service/{id}/upgrade`). */
export type VmsRequestUpgradeBody = UpgradeRequest & NoRequestOptions;
/** The body of `vms.mountIsoImage` (`POST /service/{id}/vms/{vmid}/images`). */
export type VmsMountIsoImageBody = MountIsoRequest & NoRequestOptions;
/** The body of `vms.setBootOrder` (`POST /service/{id}/vms/{vmid}/boot`). */
export type VmsSetBootOrderBody = BootOrderRequest & NoRequestOptions;
/** The body of `vms.enablePxe` (`POST /service/{id}/vms/{vmid}/tuntap`). */
export type VmsEnablePxeBody = PxeRequest & NoRequestOptions;
/** The query parameters of `vms.listTemplates` (`GET /service/{id}/templates`). */
export type VmsListTemplatesQuery = NonNullable<Ops["Cloud Virtual Machine_listOsTemplates"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `vms.resize` (`PUT /service/{id}/vms/{vmid}`). */
export type VmsResizeBody = NonNullable<Ops["Cloud Instance_resizeVm"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.reboot` (`POST /service/{id}/vms/{vmid}/reboot`). */
export type VmsRebootBody = NonNullable<Ops["Cloud Instance_reboot"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `vms.listVirtualizorTemplates` (`GET /service/{id}/vms/{vmid}/rebuild`). */
export type VmsListVirtualizorTemplatesQuery = NonNullable<Ops["Virtualizor Services_listRebuildTemplates"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `vms.rebuild` (`POST /service/{id}/vms/{vmid}/rebuild`). */
export type VmsRebuildBody = NonNullable<Ops["Cloud Instance_rebuild"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `vms.listIps` (`GET /service/{id}/vms/{vmid}/ips`). */
export type VmsListIpsQuery = NonNullable<Ops["Cloud Instance_listIps"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `vms.assignIp` (`POST /service/{id}/vms/{vmid}/ips`). */
export type VmsAssignIpBody = NonNullable<Ops["Cloud Instance_assignIp"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `vms.removeIp` (`DELETE /service/{id}/vms/{vmid}/ips/{ipid}`). */
export type VmsRemoveIpQuery = NonNullable<Ops["Cloud Instance_removeIp"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `vms.resizeDisk` (`PUT /service/{id}/vms/{vmid}/storage/{diskid}`). */
export type VmsResizeDiskBody = NonNullable<Ops["Cloud Instance_resizeDisk"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.addIsoImage` (`POST /service/{id}/images`). */
export type VmsAddIsoImageBody = NonNullable<Ops["Cloud Instance_addIsoImage"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.updateReverseDns` (`POST /service/{id}/vms/{vmid}/rdns`). */
export type VmsUpdateReverseDnsBody = NonNullable<Ops["Cloud Instance_updateReverseDns"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.rebuildNetwork` (`POST /service/{id}/vms/{vmid}/rebuild_network`). */
export type VmsRebuildNetworkBody = NonNullable<Ops["Cloud Instance_rebuildNetwork"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.setSshKeys` (`POST /service/{id}/vms/{vmid}/addsshkey`). */
export type VmsSetSshKeysBody = NonNullable<Ops["Virtualizor Services_changeSshKey"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `gpu.addFirewallRule` (`POST /service/{id}/vms/firewall`). */
export type GpuAddFirewallRuleBody = NonNullable<Ops["Cloud GPU_addFirewallRule"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `servers.runDiagnostics` (`POST /service/{id}/diag`). */
export type ServersRunDiagnosticsBody = NonNullable<Ops["Dedicated Servers_runDiagnostics"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `servers.startRescue` (`POST /service/{id}/rescue`). */
export type ServersStartRescueBody = NonNullable<Ops["Dedicated Servers_startRescue"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `servers.setHostname` (`POST /service/{id}/hostname`). */
export type ServersSetHostnameBody = NonNullable<Ops["Dedicated Servers_setHostname"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `servers.addIp` (`POST /service/{id}/ips`). */
export type ServersAddIpBody = NonNullable<Ops["Dedicated Servers_addIp"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `servers.updateIp` (`POST /service/{id}/ips/{ip}`). */
export type ServersUpdateIpBody = NonNullable<Ops["Dedicated Servers_updateIp"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `hosting.reinstall` (`POST /service/{id}/reinstall`). */
export type HostingReinstallBody = NonNullable<Ops["Hosting Services_reinstall"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `colocation.setPduPort` (`POST /service/{id}/pdu/{port}`). */
export type ColocationSetPduPortBody = NonNullable<Ops["Colocation_setPduPort"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `statuses.list` (`GET /statuses`). */
export type StatusesListQuery = NonNullable<Ops["Status_list"]["parameters"]["query"]> & NoRequestOptions;
