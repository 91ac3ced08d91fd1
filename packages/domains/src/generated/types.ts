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
/** The client's domains. */
export type DomainList = Schemas["DomainList"];
/** One domain of the client's list (`domains.list`). */
export type Domain = Schemas["Domain"];
/** One domain. */
export type DomainDetails = Schemas["DomainDetails"];
/** Every record of a domain name: an array, because one name can have several (an Active one and an Expired one). */
export type DomainDetailsByName = Schemas["DomainDetailsByName"];
export type DomainWhois = Schemas["DomainWhois"];
export type DomainNameservers = Schemas["DomainNameservers"];
export type DomainContactInfo = Schemas["DomainContactInfo"];
export type DomainAvailability = Schemas["DomainAvailability"];
/** TLDs that can be ordered, with prices per period. */
export type TldList = Schemas["TldList"];
/** Additional fields some TLDs require when ordering; each form's `name` is the key to send under `data`. */
export type TldForm = Schemas["TldForm"];
export type DnsRecordList = Schemas["DnsRecordList"];
/** One DNS record of a zone; `id` is the record id the record calls take. */
export type DnsRecord = Schemas["DnsRecord"];
/** Record types the domain's DNS accepts. */
export type DnsRecordTypes = Schemas["DnsRecordTypes"];
/** The client's DNS services and zones. */
export type DnsZoneList = Schemas["DnsZoneList"];
/** One DNS zone and its records. */
export type DnsZone = Schemas["DnsZone"];
export type DnsRecordResult = Schemas["DnsRecordResult"];
/** The client's SSL certificates. */
export type CertificateList = Schemas["CertificateList"];
/** One SSL certificate service of the client's list. */
export type Certificate = Schemas["Certificate"];
export type CertificateDetails = Schemas["CertificateDetails"];
/** SSL certificates that can be ordered. */
export type CertificateProducts = Schemas["CertificateProducts"];
/** Server software a certificate can be ordered for. */
export type CertificateSoftware = Schemas["CertificateSoftware"];
/** An eKYC answer (Tino). */
export type EkycResult = Schemas["EkycResult"];
/** The body of `domains.setNameservers` (`PUT /domain/{id}/ns`). */
export type DomainsSetNameserversBody = NonNullable<Ops["Domains_setNameservers"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.setLock` (`PUT /domain/{id}/reglock`). */
export type DomainsSetLockBody = NonNullable<Ops["Domains_setLock"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.setIdProtection` (`PUT /domain/{id}/idprotection`). */
export type DomainsSetIdProtectionBody = NonNullable<Ops["Domains_setIdProtection"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.updateContactInfo` (`PUT /domain/{id}/contact`). */
export type DomainsUpdateContactInfoBody = NonNullable<Ops["Domains_updateContactInfo"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.updateEmailForwarding` (`PUT /domain/{id}/emforwarding`). */
export type DomainsUpdateEmailForwardingBody = NonNullable<Ops["Domains_updateEmailForwarding"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.updateForwarding` (`PUT /domain/{id}/forwarding`). */
export type DomainsUpdateForwardingBody = NonNullable<Ops["Domains_updateForwarding"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.setAutoRenew` (`PUT /domain/{id}/autorenew`). */
export type DomainsSetAutoRenewBody = NonNullable<Ops["Domains_setAutoRenew"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.checkAvailability` (`POST /domain/lookup`). */
export type DomainsCheckAvailabilityBody = NonNullable<Ops["Domains_checkAvailability"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.order` (`POST /domain/order`). */
export type DomainsOrderBody = NonNullable<Ops["Domains_order"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.renew` (`POST /domain/{id}/renew`). */
export type DomainsRenewBody = NonNullable<Ops["Domains_renew"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `domains.lookupWhois` (`GET /whoislookup/{domain}`). */
export type DomainsLookupWhoisQuery = NonNullable<Ops["Domains_whoisLookup"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `ekyc.recognizeId` (`POST /ekyc/ocr/recognition`). */
export type EkycRecognizeIdBody = NonNullable<Ops["eKYC domains_ocrRecognition"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `ekyc.verifyFace` (`POST /ekyc/faceid/verification`). */
export type EkycVerifyFaceBody = NonNullable<Ops["eKYC domains_faceIdVerification"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `ekyc.checkNationalId` (`POST /ekyc/checkid`). */
export type EkycCheckNationalIdBody = NonNullable<Ops["eKYC domains_checkId"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domains.registerNameservers` (`POST /domain/{id}/reg`). */
export type DomainsRegisterNameserversBody = NonNullable<Ops["DNS Manage_registerNameservers"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domainDns.createRecord` (`POST /domain/{id}/dns`). */
export type DomainDnsCreateRecordBody = NonNullable<Ops["DNS Manage_createRecord"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `domainDns.updateRecord` (`PUT /domain/{id}/dns/{index}`). */
export type DomainDnsUpdateRecordBody = NonNullable<Ops["DNS Manage_updateRecord"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `dnssec.addKey` (`PUT /domain/{id}/dnssec`). */
export type DnssecAddKeyBody = NonNullable<Ops["DNS Manage_addDnssecKey"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `dns.createZone` (`POST /service/{service_id}/dns`). */
export type DnsCreateZoneBody = NonNullable<Ops["DNS_createZone"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `dns.createRecord` (`POST /service/{service_id}/dns/{zone_id}/records`). */
export type DnsCreateRecordBody = NonNullable<Ops["DNS_createRecord"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `dns.updateRecord` (`PUT /service/{service_id}/dns/{zone_id}/records/{record_id}`). */
export type DnsUpdateRecordBody = NonNullable<Ops["DNS_updateRecord"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `certificates.order` (`POST /certificate/order`). */
export type CertificatesOrderBody = NonNullable<Ops["SSL Certificates_order"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
