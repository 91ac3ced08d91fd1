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
export interface DomainsMethods {
  /**
   * Domains: The client's domains: details, nameservers, lock, contacts, forwarding, renewal, ordering, WHOIS (HostBill User API).
   *
   * DNS Manage: A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API).
   */
  readonly domains: {
    /**
     * List domains
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high); the example is
     * DS/DC's.
     *
     * `GET /domain` · operationId `Domains_list` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(opts?: RequestOptions): ListPromise<Ops["Domains_list"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Domains_list"]["responses"][200]["content"]["application/json"]["domains"]>[number]>;
    /**
     * Whois domain
     *
     * WHOIS data of a domain (the seed's "whois").
     * Sources: HTC (high for paths), TF (medium).
     *
     * `GET /whois/{domain}` · operationId `Domains_whois` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domain Domain name.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    whois(domain: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_whois"]["responses"][200]["content"]["application/json"]>;
    /**
     * Domain details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TF (medium), TW (medium-high); the
     * example is DS/DC's.
     *
     * `GET /domain/{id}` · operationId `Domains_get` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_get"]["responses"][200]["content"]["application/json"]>;
    /**
     * Domain details by name
     *
     * Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.
     *
     * `GET /domain/name/{name}` · operationId `Domains_getByName` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainName Domain name.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getByName(domainName: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getByName"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get nameservers
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high).
     *
     * `GET /domain/{id}/ns` · operationId `Domains_getNameservers` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getNameservers(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getNameservers"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update nameservers
     *
     * Takes `nameservers` (an array), not ns1..ns4. If `nameservers` is left empty, the default
     * nameservers are used. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `PUT /domain/{id}/ns` · operationId `Domains_setNameservers` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ nameservers? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setNameservers(domainId: PathId, body: NonNullable<Ops["Domains_setNameservers"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_setNameservers"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get EPP code
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `GET /domain/{id}/epp` · operationId `Domains_getEppCode` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getEppCode(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getEppCode"]["responses"][200]["content"]["application/json"]>;
    /**
     * Synchronize domain
     *
     * Synchronizes the domain with its registry (a GET; repeating it is harmless).
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /domain/{id}/sync` · operationId `Domains_sync` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    sync(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_sync"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get domain lock
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `GET /domain/{id}/reglock` · operationId `Domains_getLock` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getLock(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getLock"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update domain lock
     *
     * `switch`: true to lock (HTC gives the parameter; the swagger does not).
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `PUT /domain/{id}/reglock` · operationId `Domains_setLock` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ switch? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setLock(domainId: PathId, body: NonNullable<Ops["Domains_setLock"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_setLock"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update ID protection
     *
     * `switch`: true to enable. There is no GET route: the state is the `idprotection` field of
     * GET /domain/{id}.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `PUT /domain/{id}/idprotection` · operationId `Domains_setIdProtection` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ switch? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setIdProtection(domainId: PathId, body: NonNullable<Ops["Domains_setIdProtection"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_setIdProtection"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get domain contact info
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high), TF (medium).
     *
     * `GET /domain/{id}/contact` · operationId `Domains_getContactInfo` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getContactInfo(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getContactInfo"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update domain contact info
     *
     * `contact_info` is keyed `registrant`, `admin`, `tech`, `billing`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `PUT /domain/{id}/contact` · operationId `Domains_updateContactInfo` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ contact_info? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateContactInfo(domainId: PathId, body: NonNullable<Ops["Domains_updateContactInfo"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_updateContactInfo"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get email forwarding
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /domain/{id}/emforwarding` · operationId `Domains_getEmailForwarding` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getEmailForwarding(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getEmailForwarding"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update email forwarding
     *
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /domain/{id}/emforwarding` · operationId `Domains_updateEmailForwarding` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ from?, to? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateEmailForwarding(domainId: PathId, body: NonNullable<Ops["Domains_updateEmailForwarding"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_updateEmailForwarding"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update domain forwarding
     *
     * No source lists its parameters: the body is open.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /domain/{id}/forwarding` · operationId `Domains_updateForwarding` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateForwarding(domainId: PathId, body: NonNullable<Ops["Domains_updateForwarding"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_updateForwarding"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get domain autorenew
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /domain/{id}/autorenew` · operationId `Domains_getAutoRenew` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getAutoRenew(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getAutoRenew"]["responses"][200]["content"]["application/json"]>;
    /**
     * Enable/disable autorenew
     *
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /domain/{id}/autorenew` · operationId `Domains_setAutoRenew` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ autorenew? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    setAutoRenew(domainId: PathId, body: NonNullable<Ops["Domains_setAutoRenew"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_setAutoRenew"]["responses"][200]["content"]["application/json"]>;
    /**
     * Domain availability
     *
     * A read, although POST: repeating it is harmless.
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low), TF (medium).
     *
     * `POST /domain/lookup` · operationId `Domains_checkAvailability` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ name? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    checkAvailability(body: NonNullable<Ops["Domains_checkAvailability"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_checkAvailability"]["responses"][200]["content"]["application/json"]>;
    /**
     * Available TLDs
     *
     * Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.
     *
     * `GET /domain/order` · operationId `Domains_listTlds` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listTlds(opts?: RequestOptions): ListPromise<Ops["Domains_listTlds"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Domains_listTlds"]["responses"][200]["content"]["application/json"]["tlds"]>[number]>;
    /**
     * Order new domain
     *
     * Registers or transfers a domain. The swagger takes contact IDs for `registrant`, `admin`,
     * `tech`, `billing`; Tino (TW) sends full contact objects. `data` holds the additional fields
     * some TLDs require (GET /domain/order/{id}/form). Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `POST /domain/order` · operationId `Domains_order` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ name?, years?, action?, tld_id?, pay_method?, epp?, nameservers?, registrant?, admin?, tech?, billing?, data?, aff_id? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    order(body: NonNullable<Ops["Domains_order"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_order"]["responses"][200]["content"]["application/json"]>;
    /**
     * Additional data for TLD
     *
     * Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.
     *
     * `GET /domain/order/{id}/form` · operationId `Domains_getTldForm` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param tldId Identifier of the tld.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getTldForm(tldId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_getTldForm"]["responses"][200]["content"]["application/json"]>;
    /**
     * Renew domain
     *
     * Not idempotent: a repeat renews (and bills) again. TW handles a raw `insufficient_credit`
     * body.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `POST /domain/{id}/renew` · operationId `Domains_renew` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ years?, pay_method? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    renew(domainId: PathId, body: NonNullable<Ops["Domains_renew"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Domains_renew"]["responses"][200]["content"]["application/json"]>;
    /**
     * WHOIS lookup
     *
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /whoislookup/{domain}` · operationId `Domains_whoisLookup` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domain Domain name.
     * @param query Query parameters: `captcha`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    lookupWhois(domain: PathId, query?: NonNullable<Ops["Domains_whoisLookup"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Domains_whoisLookup"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get documents
     *
     * Beyond the seed's list: an HTC custom route, not stock HostBill.
     * No source shows the answer's shape: the schema is open. Sources: HTC (high for paths).
     *
     * `GET /domain/{id}/documents` · operationId `Domains_listDocuments` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listDocuments(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["Domains_listDocuments"]["responses"][200]["content"]["application/json"]>;
    /**
     * Register domain nameservers
     *
     * The swagger and HTC give POST and no parameters; Tino's own module (TW) sends PUT with
     * `action` (registerNameServer, modifyNameServer, deleteNameServer), `nameserver`, `ip`,
     * `oldip`, `newip`. The body takes TW's fields.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TW (medium-high).
     *
     * `POST /domain/{id}/reg` · operationId `DNS Manage_registerNameservers` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ action?, nameserver?, ip?, oldip?, newip? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    registerNameservers(domainId: PathId, body?: NonNullable<Ops["DNS Manage_registerNameservers"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS Manage_registerNameservers"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * eKYC domains: Electronic identity verification for domain registration (Tino's HostBill portal).
   */
  readonly ekyc: {
    /**
     * OCR recognition
     *
     * Sources: TF (medium), a third-party client-area app only: no HostBill export or provider
     * collection has it.
     *
     * `POST /ekyc/ocr/recognition` · operationId `eKYC domains_ocrRecognition` · provenance: third-party · not idempotent (never retried once sent).
     * @param body The JSON body: `{ request_id?, type?, image? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    recognizeId(body: NonNullable<Ops["eKYC domains_ocrRecognition"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["eKYC domains_ocrRecognition"]["responses"][200]["content"]["application/json"]>;
    /**
     * Face ID verification
     *
     * Sources: TF (medium), a third-party client-area app only: no HostBill export or provider
     * collection has it.
     *
     * `POST /ekyc/faceid/verification` · operationId `eKYC domains_faceIdVerification` · provenance: third-party · not idempotent (never retried once sent).
     * @param body The JSON body: `{ request_id?, image_live?, token? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    verifyFace(body: NonNullable<Ops["eKYC domains_faceIdVerification"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["eKYC domains_faceIdVerification"]["responses"][200]["content"]["application/json"]>;
    /**
     * National ID check
     *
     * Also how the eKYC status is followed: when the check fails, TF opens the external page
     * `https://kyc.info.vn/ekyc.php?token=<token>` and re-calls this route every 5 s. A read:
     * repeating it is harmless.
     * Sources: TF (medium), a third-party client-area app only: no HostBill export or provider
     * collection has it.
     *
     * `POST /ekyc/checkid` · operationId `eKYC domains_checkId` · provenance: third-party · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ idnumber?, session_id? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    checkNationalId(body: NonNullable<Ops["eKYC domains_checkId"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["eKYC domains_checkId"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * DNS Manage: A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API).
   */
  readonly domainDns: {
    /**
     * DNS records
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TW (medium-high), TF (medium); the
     * example is DS/DC's.
     *
     * `GET /domain/{id}/dns` · operationId `DNS Manage_listRecords` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listRecords(domainId: PathId, opts?: RequestOptions): ListPromise<Ops["DNS Manage_listRecords"]["responses"][200]["content"]["application/json"], NonNullable<Ops["DNS Manage_listRecords"]["responses"][200]["content"]["application/json"]["records"]>[number]>;
    /**
     * Create DNS record
     *
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.
     *
     * `POST /domain/{id}/dns` · operationId `DNS Manage_createRecord` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ name?, type?, priority?, content? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    createRecord(domainId: PathId, body: NonNullable<Ops["DNS Manage_createRecord"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS Manage_createRecord"]["responses"][200]["content"]["application/json"]>;
    /**
     * Update DNS record
     *
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.
     *
     * `PUT /domain/{id}/dns/{index}` · operationId `DNS Manage_updateRecord` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param recordIndex Index of the record in the domain's record list (the sources call it `record_id`, "Recod index").
     * @param body The JSON body: `{ name?, type?, priority?, content? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateRecord(domainId: PathId, recordIndex: PathId, body: NonNullable<Ops["DNS Manage_updateRecord"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS Manage_updateRecord"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove DNS record
     *
     * Not idempotent although DELETE: records are addressed by index, so a repeat removes the
     * record that moved into it.
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.
     *
     * `DELETE /domain/{id}/dns/{index}` · operationId `DNS Manage_removeRecord` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param domainId Identifier of the domain.
     * @param recordIndex Index of the record in the domain's record list (the sources call it `record_id`, "Recod index").
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    deleteRecord(domainId: PathId, recordIndex: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS Manage_removeRecord"]["responses"][200]["content"]["application/json"]>;
    /**
     * DNS record types
     *
     * Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.
     *
     * `GET /domain/{id}/dns/types` · operationId `DNS Manage_listRecordTypes` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listRecordTypes(domainId: PathId, opts?: RequestOptions): ListPromise<Ops["DNS Manage_listRecordTypes"]["responses"][200]["content"]["application/json"], NonNullable<Ops["DNS Manage_listRecordTypes"]["responses"][200]["content"]["application/json"]["types"]>[number]>;
  };
  /**
   * DNS Manage: A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API).
   */
  readonly dnssec: {
    /**
     * DNSSEC flags
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /domain/{id}/dnssec/flags` · operationId `DNS Manage_getDnssecFlags` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getFlags(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS Manage_getDnssecFlags"]["responses"][200]["content"]["application/json"]>;
    /**
     * List DNSSEC keys
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /domain/{id}/dnssec` · operationId `DNS Manage_listDnssecKeys` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listKeys(domainId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS Manage_listDnssecKeys"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add DNSSEC key
     *
     * PUT (not POST). No source documents the body: it is open. Not idempotent although PUT: a
     * repeat may add the key twice.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /domain/{id}/dnssec` · operationId `DNS Manage_addDnssecKey` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param domainId Identifier of the domain.
     * @param body The JSON body.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    addKey(domainId: PathId, body: NonNullable<Ops["DNS Manage_addDnssecKey"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS Manage_addDnssecKey"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove DNSSEC key
     *
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `DELETE /domain/{id}/dnssec/{key}` · operationId `DNS Manage_removeDnssecKey` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param domainId Identifier of the domain.
     * @param keyId Identifier of the DNSSEC key.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    removeKey(domainId: PathId, keyId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS Manage_removeDnssecKey"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * DNS: DNS-hosting zones and their records (HostBill User API).
   */
  readonly dns: {
    /**
     * List DNS
     *
     * Sources: DS (high), DC (high), HTC (high for paths), LG (high); the example is DS/DC's.
     *
     * `GET /dns` · operationId `DNS_listZones` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listZones(opts?: RequestOptions): ListPromise<Ops["DNS_listZones"]["responses"][200]["content"]["application/json"], NonNullable<Ops["DNS_listZones"]["responses"][200]["content"]["application/json"]["zones"]>[number]>;
    /**
     * List DNS for service
     *
     * The swagger's only "example" is `{"error": ["invalid method"]}`, a hint that GET may be
     * unimplemented on those portals.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /service/{service_id}/dns` · operationId `DNS_listServiceZones` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the DNS service.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listServiceZones(serviceId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS_listServiceZones"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add DNS zone
     *
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.
     *
     * `POST /service/{service_id}/dns` · operationId `DNS_createZone` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the DNS service.
     * @param body The JSON body: `{ name? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    createZone(serviceId: PathId, body: NonNullable<Ops["DNS_createZone"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS_createZone"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get DNS zone details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), LG (high); the example is DS/DC's.
     *
     * `GET /service/{service_id}/dns/{zone_id}` · operationId `DNS_getZone` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getZone(serviceId: PathId, zoneId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS_getZone"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove DNS zone
     *
     * Sources: DS (high), DC (high), HTC (high for paths), AD (medium-low); the example is AD's.
     *
     * `DELETE /service/{service_id}/dns/{zone_id}` · operationId `DNS_deleteZone` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    deleteZone(serviceId: PathId, zoneId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS_deleteZone"]["responses"][200]["content"]["application/json"]>;
    /**
     * Add DNS record
     *
     * LG sends the JSON body `{name, ttl, type, content}`.
     * Sources: DS (high), DC (high), HTC (high for paths), LG (high), AD (medium-low), TF
     * (medium).
     *
     * `POST /service/{service_id}/dns/{zone_id}/records` · operationId `DNS_createRecord` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param body The JSON body: `{ name?, ttl?, priority?, type?, content? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    createRecord(serviceId: PathId, zoneId: PathId, body: NonNullable<Ops["DNS_createRecord"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS_createRecord"]["responses"][200]["content"]["application/json"]>;
    /**
     * Edit DNS record
     *
     * TF reads `record` from the answer.
     * Sources: DS (high), DC (high), HTC (high for paths), TF (medium).
     *
     * `PUT /service/{service_id}/dns/{zone_id}/records/{record_id}` · operationId `DNS_updateRecord` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param recordId Identifier of the DNS record.
     * @param body The JSON body: `{ name?, ttl?, priority?, type?, content? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    updateRecord(serviceId: PathId, zoneId: PathId, recordId: PathId, body: NonNullable<Ops["DNS_updateRecord"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["DNS_updateRecord"]["responses"][200]["content"]["application/json"]>;
    /**
     * Remove DNS record
     *
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), LG (high), TF (medium).
     *
     * `DELETE /service/{service_id}/dns/{zone_id}/records/{record_id}` · operationId `DNS_deleteRecord` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param recordId Identifier of the DNS record.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    deleteRecord(serviceId: PathId, zoneId: PathId, recordId: PathId, opts?: RequestOptions): ApiPromise<Ops["DNS_deleteRecord"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * SSL Certificates: SSL certificates: list, details, download, order (HostBill User API).
   */
  readonly certificates: {
    /**
     * List SSL certificates
     *
     * Sources: DC (high), HTC (high for paths); the example is DC's.
     *
     * `GET /certificate` · operationId `SSL Certificates_list` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(opts?: RequestOptions): ListPromise<Ops["SSL Certificates_list"]["responses"][200]["content"]["application/json"], NonNullable<Ops["SSL Certificates_list"]["responses"][200]["content"]["application/json"]["sslservices"]>[number]>;
    /**
     * Certificate details
     *
     * Sources: DC (high), HTC (high for paths); the example is DC's.
     *
     * `GET /certificate/{id}` · operationId `SSL Certificates_get` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param certificateId Identifier of the certificate.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(certificateId: PathId, opts?: RequestOptions): ApiPromise<Ops["SSL Certificates_get"]["responses"][200]["content"]["application/json"]>;
    /**
     * Download certificate
     *
     * Returns the X.509 certificate data.
     * No source shows the answer's shape: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `GET /certificate/{id}/crt` · operationId `SSL Certificates_download` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param certificateId Identifier of the certificate.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    download(certificateId: PathId, opts?: RequestOptions): ApiPromise<Ops["SSL Certificates_download"]["responses"][200]["content"]["application/json"]>;
    /**
     * List available certificates
     *
     * Sources: DC (high), HTC (high for paths); the example is DC's.
     *
     * `GET /certificate/order` · operationId `SSL Certificates_listAvailable` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listAvailable(opts?: RequestOptions): ListPromise<Ops["SSL Certificates_listAvailable"]["responses"][200]["content"]["application/json"], NonNullable<Ops["SSL Certificates_listAvailable"]["responses"][200]["content"]["application/json"]["products"]>[number]>;
    /**
     * Order new certificate
     *
     * `admin`, `tech`, `billing` are contact IDs. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DC (high), HTC (high for
     * paths).
     *
     * `POST /certificate/order` · operationId `SSL Certificates_order` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ product_id?, csr?, years?, pay_method?, approver_email?, admin?, tech?, billing?, organization?, software?, data?, aff_id? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    order(body: NonNullable<Ops["SSL Certificates_order"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["SSL Certificates_order"]["responses"][200]["content"]["application/json"]>;
    /**
     * List server software
     *
     * Sources: DC (high), HTC (high for paths); the example is DC's.
     *
     * `GET /certificate/order/{product_id}/software` · operationId `SSL Certificates_listSoftware` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param productId Product identifier.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listSoftware(productId: PathId, opts?: RequestOptions): ListPromise<Ops["SSL Certificates_listSoftware"]["responses"][200]["content"]["application/json"], NonNullable<Ops["SSL Certificates_listSoftware"]["responses"][200]["content"]["application/json"]["software"]>[number]>;
  };
}

/** The `domains` methods over one transport. */
export function domainsMethods(t: Transport<paths>): DomainsMethods["domains"] {
  return {
    list: (opts) =>
      pagedList(t, "Domains_list", {}, opts, "domains"),
    whois: (domain, opts) =>
      t.request("Domains_whois", { path: { "domain": domain } }, opts),
    get: (domainId, opts) =>
      t.request("Domains_get", { path: { "id": domainId } }, opts),
    getByName: (domainName, opts) =>
      t.request("Domains_getByName", { path: { "name": domainName } }, opts),
    getNameservers: (domainId, opts) =>
      t.request("Domains_getNameservers", { path: { "id": domainId } }, opts),
    setNameservers: (domainId, body, opts) =>
      t.request("Domains_setNameservers", { path: { "id": domainId }, body }, opts),
    getEppCode: (domainId, opts) =>
      t.request("Domains_getEppCode", { path: { "id": domainId } }, opts),
    sync: (domainId, opts) =>
      t.request("Domains_sync", { path: { "id": domainId } }, opts),
    getLock: (domainId, opts) =>
      t.request("Domains_getLock", { path: { "id": domainId } }, opts),
    setLock: (domainId, body, opts) =>
      t.request("Domains_setLock", { path: { "id": domainId }, body }, opts),
    setIdProtection: (domainId, body, opts) =>
      t.request("Domains_setIdProtection", { path: { "id": domainId }, body }, opts),
    getContactInfo: (domainId, opts) =>
      t.request("Domains_getContactInfo", { path: { "id": domainId } }, opts),
    updateContactInfo: (domainId, body, opts) =>
      t.request("Domains_updateContactInfo", { path: { "id": domainId }, body }, opts),
    getEmailForwarding: (domainId, opts) =>
      t.request("Domains_getEmailForwarding", { path: { "id": domainId } }, opts),
    updateEmailForwarding: (domainId, body, opts) =>
      t.request("Domains_updateEmailForwarding", { path: { "id": domainId }, body }, opts),
    updateForwarding: (domainId, body, opts) =>
      t.request("Domains_updateForwarding", { path: { "id": domainId }, body }, opts),
    getAutoRenew: (domainId, opts) =>
      t.request("Domains_getAutoRenew", { path: { "id": domainId } }, opts),
    setAutoRenew: (domainId, body, opts) =>
      t.request("Domains_setAutoRenew", { path: { "id": domainId }, body }, opts),
    checkAvailability: (body, opts) =>
      t.request("Domains_checkAvailability", { body }, opts),
    listTlds: (opts) =>
      pagedList(t, "Domains_listTlds", {}, opts, "tlds"),
    order: (body, opts) =>
      t.request("Domains_order", { body }, opts),
    getTldForm: (tldId, opts) =>
      t.request("Domains_getTldForm", { path: { "id": tldId } }, opts),
    renew: (domainId, body, opts) =>
      t.request("Domains_renew", { path: { "id": domainId }, body }, opts),
    lookupWhois: (domain, query, opts) =>
      t.request("Domains_whoisLookup", { path: { "domain": domain }, query }, opts),
    listDocuments: (domainId, opts) =>
      t.request("Domains_listDocuments", { path: { "id": domainId } }, opts),
    registerNameservers: (domainId, body, opts) =>
      t.request("DNS Manage_registerNameservers", { path: { "id": domainId }, body }, opts),
  };
}

/** The `ekyc` methods over one transport. */
export function ekycMethods(t: Transport<paths>): DomainsMethods["ekyc"] {
  return {
    recognizeId: (body, opts) =>
      t.request("eKYC domains_ocrRecognition", { body }, opts),
    verifyFace: (body, opts) =>
      t.request("eKYC domains_faceIdVerification", { body }, opts),
    checkNationalId: (body, opts) =>
      t.request("eKYC domains_checkId", { body }, opts),
  };
}

/** The `domainDns` methods over one transport. */
export function domainDnsMethods(t: Transport<paths>): DomainsMethods["domainDns"] {
  return {
    listRecords: (domainId, opts) =>
      pagedList(t, "DNS Manage_listRecords", { path: { "id": domainId } }, opts, "records"),
    createRecord: (domainId, body, opts) =>
      t.request("DNS Manage_createRecord", { path: { "id": domainId }, body }, opts),
    updateRecord: (domainId, recordIndex, body, opts) =>
      t.request("DNS Manage_updateRecord", { path: { "id": domainId, "index": recordIndex }, body }, opts),
    deleteRecord: (domainId, recordIndex, opts) =>
      t.request("DNS Manage_removeRecord", { path: { "id": domainId, "index": recordIndex } }, opts),
    listRecordTypes: (domainId, opts) =>
      pagedList(t, "DNS Manage_listRecordTypes", { path: { "id": domainId } }, opts, "types"),
  };
}

/** The `dnssec` methods over one transport. */
export function dnssecMethods(t: Transport<paths>): DomainsMethods["dnssec"] {
  return {
    getFlags: (domainId, opts) =>
      t.request("DNS Manage_getDnssecFlags", { path: { "id": domainId } }, opts),
    listKeys: (domainId, opts) =>
      t.request("DNS Manage_listDnssecKeys", { path: { "id": domainId } }, opts),
    addKey: (domainId, body, opts) =>
      t.request("DNS Manage_addDnssecKey", { path: { "id": domainId }, body }, opts),
    removeKey: (domainId, keyId, opts) =>
      t.request("DNS Manage_removeDnssecKey", { path: { "id": domainId, "key": keyId } }, opts),
  };
}

/** The `dns` methods over one transport. */
export function dnsMethods(t: Transport<paths>): DomainsMethods["dns"] {
  return {
    listZones: (opts) =>
      pagedList(t, "DNS_listZones", {}, opts, "zones"),
    listServiceZones: (serviceId, opts) =>
      t.request("DNS_listServiceZones", { path: { "service_id": serviceId } }, opts),
    createZone: (serviceId, body, opts) =>
      t.request("DNS_createZone", { path: { "service_id": serviceId }, body }, opts),
    getZone: (serviceId, zoneId, opts) =>
      t.request("DNS_getZone", { path: { "service_id": serviceId, "zone_id": zoneId } }, opts),
    deleteZone: (serviceId, zoneId, opts) =>
      t.request("DNS_deleteZone", { path: { "service_id": serviceId, "zone_id": zoneId } }, opts),
    createRecord: (serviceId, zoneId, body, opts) =>
      t.request("DNS_createRecord", { path: { "service_id": serviceId, "zone_id": zoneId }, body }, opts),
    updateRecord: (serviceId, zoneId, recordId, body, opts) =>
      t.request("DNS_updateRecord", { path: { "service_id": serviceId, "zone_id": zoneId, "record_id": recordId }, body }, opts),
    deleteRecord: (serviceId, zoneId, recordId, opts) =>
      t.request("DNS_deleteRecord", { path: { "service_id": serviceId, "zone_id": zoneId, "record_id": recordId } }, opts),
  };
}

/** The `certificates` methods over one transport. */
export function certificatesMethods(t: Transport<paths>): DomainsMethods["certificates"] {
  return {
    list: (opts) =>
      pagedList(t, "SSL Certificates_list", {}, opts, "sslservices"),
    get: (certificateId, opts) =>
      t.request("SSL Certificates_get", { path: { "id": certificateId } }, opts),
    download: (certificateId, opts) =>
      t.request("SSL Certificates_download", { path: { "id": certificateId } }, opts),
    listAvailable: (opts) =>
      pagedList(t, "SSL Certificates_listAvailable", {}, opts, "products"),
    order: (body, opts) =>
      t.request("SSL Certificates_order", { body }, opts),
    listSoftware: (productId, opts) =>
      pagedList(t, "SSL Certificates_listSoftware", { path: { "product_id": productId } }, opts, "software"),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): DomainsMethods {
  const domains = domainsMethods(t);
  const ekyc = ekycMethods(t);
  const domainDns = domainDnsMethods(t);
  const dnssec = dnssecMethods(t);
  const dns = dnsMethods(t);
  const certificates = certificatesMethods(t);
  return { domains, ekyc, domainDns, dnssec, dns, certificates };
}
