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
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: usually `info` messages (e.g. `{"info": ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module. A non-empty `error` array is a failure, whatever the HTTP status. */
export type HostBillChange = Schemas["HostBillChange"];
/** The answer to a VM power action. A non-empty `error` array is a failure. */
export type VmActionResult = Schemas["VmActionResult"];
/** The client's services. */
export type ServiceList = Schemas["ServiceList"];
/** One service of the client's list (`services.list`). */
export type Service = Schemas["Service"];
/** One service. */
export type ServiceDetails = Schemas["ServiceDetails"];
/** The routes available for this service (they depend on its provisioning module). */
export type ServiceMethods = Schemas["ServiceMethods"];
/** The service's label. */
export type ServiceLabel = Schemas["ServiceLabel"];
/** The body of `vms.addInterface` (`POST /service/{id}/vms/{vmid}/interfaces`). */
export type VmsAddInterfaceBody = NonNullable<Ops["Services_addInterface"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `services.list` (`GET /service`). */
export type ServicesListQuery = NonNullable<Ops["Services_list"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `services.cancel` (`POST /service/{id}/cancel`). */
export type ServicesCancelBody = NonNullable<Ops["Services_cancel"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `services.setLabel` (`POST /service/{id}/label`). */
export type ServicesSetLabelBody = NonNullable<Ops["Services_setLabel"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `services.setBillingCycle` (`POST /service/{id}/cycle`). */
export type ServicesSetBillingCycleBody = NonNullable<Ops["Services_setBillingCycle"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.setHostname` (`POST /service/{id}/vms/{vmid}/hostname`). */
export type VmsSetHostnameBody = NonNullable<Ops["Services_vmHostname"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `vms.listIpPools` (`GET /service/{id}/vms/{vmid}/ippool`). */
export type VmsListIpPoolsQuery = NonNullable<Ops["Services_listIpPools"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `vms.allocateIps` (`POST /service/{id}/vms/{vmid}/ippool/{pool}`). */
export type VmsAllocateIpsBody = NonNullable<Ops["Services_allocateIps"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `vms.updateInterface` (`PUT /service/{id}/vms/{vmid}/interfaces/{iface}`). */
export type VmsUpdateInterfaceBody = NonNullable<Ops["Services_updateInterface"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `vms.removeInterface` (`DELETE /service/{id}/vms/{vmid}/interfaces/{iface}`). */
export type VmsRemoveInterfaceQuery = NonNullable<Ops["Services_removeInterface"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `services.updateReverseDns` (`POST /service/{id}/rdns`). */
export type ServicesUpdateReverseDnsBody = NonNullable<Ops["Services_updateReverseDns"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
