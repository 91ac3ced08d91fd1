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
  Certificate,
  CertificateDetails,
  CertificateList,
  CertificateProducts,
  CertificateSoftware,
  CertificatesOrderBody,
  DnsCreateRecordBody,
  DnsCreateZoneBody,
  DnsRecord,
  DnsRecordList,
  DnsRecordResult,
  DnsRecordTypes,
  DnsUpdateRecordBody,
  DnsZone,
  DnsZoneList,
  DnssecAddKeyBody,
  Domain,
  DomainAvailability,
  DomainContactInfo,
  DomainDetails,
  DomainDetailsByName,
  DomainDnsCreateRecordBody,
  DomainDnsUpdateRecordBody,
  DomainList,
  DomainNameservers,
  DomainWhois,
  DomainsCheckAvailabilityBody,
  DomainsLookupWhoisQuery,
  DomainsOrderBody,
  DomainsRegisterNameserversBody,
  DomainsRenewBody,
  DomainsSetAutoRenewBody,
  DomainsSetIdProtectionBody,
  DomainsSetLockBody,
  DomainsSetNameserversBody,
  DomainsUpdateContactInfoBody,
  DomainsUpdateEmailForwardingBody,
  DomainsUpdateForwardingBody,
  EkycCheckNationalIdBody,
  EkycRecognizeIdBody,
  EkycResult,
  EkycVerifyFaceBody,
  HostBillChange,
  HostBillObject,
  TldForm,
  TldList,
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
     * `GET /domain` (operationId `Domains_list`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(opts?: RequestOptions): ListPromise<DomainList, Domain>;
    /**
     * Whois domain
     *
     * WHOIS data of a domain (the seed's "whois").
     *
     * `GET /whois/{domain}` (operationId `Domains_whois`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domain Domain name.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    whois(domain: PathId, opts?: RequestOptions): ApiPromise<DomainWhois>;
    /**
     * Domain details
     *
     * `GET /domain/{id}` (operationId `Domains_get`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(domainId: PathId, opts?: RequestOptions): ApiPromise<DomainDetails>;
    /**
     * Domain details by name
     *
     * `GET /domain/name/{name}` (operationId `Domains_getByName`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainName Domain name.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getByName(domainName: PathId, opts?: RequestOptions): ApiPromise<DomainDetailsByName>;
    /**
     * Get nameservers
     *
     * `GET /domain/{id}/ns` (operationId `Domains_getNameservers`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getNameservers(domainId: PathId, opts?: RequestOptions): ApiPromise<DomainNameservers>;
    /**
     * Update nameservers
     *
     * Takes `nameservers` (an array), not ns1..ns4. If `nameservers` is left empty, the default
     * nameservers are used. Answer: `Success`.
     *
     * `PUT /domain/{id}/ns` (operationId `Domains_setNameservers`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ nameservers? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setNameservers(domainId: PathId, body: DomainsSetNameserversBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get EPP code
     *
     * `GET /domain/{id}/epp` (operationId `Domains_getEppCode`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getEppCode(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Synchronize domain
     *
     * Synchronizes the domain with its registry (a GET; repeating it is harmless).
     *
     * `GET /domain/{id}/sync` (operationId `Domains_sync`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    sync(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get domain lock
     *
     * `GET /domain/{id}/reglock` (operationId `Domains_getLock`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getLock(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update domain lock
     *
     * `PUT /domain/{id}/reglock` (operationId `Domains_setLock`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ switch? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setLock(domainId: PathId, body: DomainsSetLockBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Update ID protection
     *
     * `switch`: true to enable. There is no GET route: the state is the `idprotection` field of
     * GET /domain/{id}.
     *
     * `PUT /domain/{id}/idprotection` (operationId `Domains_setIdProtection`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ switch? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setIdProtection(domainId: PathId, body: DomainsSetIdProtectionBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get domain contact info
     *
     * `GET /domain/{id}/contact` (operationId `Domains_getContactInfo`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getContactInfo(domainId: PathId, opts?: RequestOptions): ApiPromise<DomainContactInfo>;
    /**
     * Update domain contact info
     *
     * `contact_info` is keyed `registrant`, `admin`, `tech`, `billing`.
     *
     * `PUT /domain/{id}/contact` (operationId `Domains_updateContactInfo`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ contact_info? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateContactInfo(domainId: PathId, body: DomainsUpdateContactInfoBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get email forwarding
     *
     * `GET /domain/{id}/emforwarding` (operationId `Domains_getEmailForwarding`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getEmailForwarding(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Update email forwarding
     *
     * `PUT /domain/{id}/emforwarding` (operationId `Domains_updateEmailForwarding`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ from?, to? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateEmailForwarding(domainId: PathId, body: DomainsUpdateEmailForwardingBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Update domain forwarding
     *
     * `PUT /domain/{id}/forwarding` (operationId `Domains_updateForwarding`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateForwarding(domainId: PathId, body: DomainsUpdateForwardingBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get domain autorenew
     *
     * `GET /domain/{id}/autorenew` (operationId `Domains_getAutoRenew`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getAutoRenew(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Enable/disable autorenew
     *
     * `PUT /domain/{id}/autorenew` (operationId `Domains_setAutoRenew`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ autorenew? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    setAutoRenew(domainId: PathId, body: DomainsSetAutoRenewBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Domain availability
     *
     * A read, although POST: repeating it is harmless.
     *
     * `POST /domain/lookup` (operationId `Domains_checkAvailability`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ name? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    checkAvailability(body: DomainsCheckAvailabilityBody, opts?: RequestOptions): ApiPromise<DomainAvailability>;
    /**
     * Available TLDs
     *
     * `GET /domain/order` (operationId `Domains_listTlds`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listTlds(opts?: RequestOptions): ListPromise<TldList, NonNullable<TldList["tlds"]>[number]>;
    /**
     * Order new domain
     *
     * Registers or transfers a domain. The swagger takes contact IDs for `registrant`, `admin`,
     * `tech`, `billing`; Tino sends full contact objects. `data` holds the additional fields
     * some TLDs require (GET /domain/order/{id}/form). Answer: `Success`.
     *
     * `POST /domain/order` (operationId `Domains_order`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ name?, years?, action?, tld_id?, pay_method?, epp?, nameservers?, registrant?, admin?, tech?, billing?, data?, aff_id? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    order(body: DomainsOrderBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Additional data for TLD
     *
     * `GET /domain/order/{id}/form` (operationId `Domains_getTldForm`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param tldId Identifier of the tld.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getTldForm(tldId: PathId, opts?: RequestOptions): ApiPromise<TldForm>;
    /**
     * Renew domain
     *
     * Not idempotent: a repeat renews (and bills) again.
     *
     * `POST /domain/{id}/renew` (operationId `Domains_renew`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ years?, pay_method? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    renew(domainId: PathId, body: DomainsRenewBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * WHOIS lookup
     *
     * `GET /whoislookup/{domain}` (operationId `Domains_whoisLookup`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domain Domain name.
     * @param query Query parameters: `captcha`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    lookupWhois(domain: PathId, query?: DomainsLookupWhoisQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get documents
     *
     * `GET /domain/{id}/documents` (operationId `Domains_listDocuments`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDocuments(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Register domain nameservers
     *
     * `POST /domain/{id}/reg` (operationId `DNS Manage_registerNameservers`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ action?, nameserver?, ip?, oldip?, newip? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    registerNameservers(domainId: PathId, body?: DomainsRegisterNameserversBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * eKYC domains: Electronic identity verification for domain registration (Tino's HostBill portal).
   */
  readonly ekyc: {
    /**
     * OCR recognition
     *
     * `POST /ekyc/ocr/recognition` (operationId `eKYC domains_ocrRecognition`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ request_id?, type?, image? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    recognizeId(body: EkycRecognizeIdBody, opts?: RequestOptions): ApiPromise<EkycResult>;
    /**
     * Face ID verification
     *
     * `POST /ekyc/faceid/verification` (operationId `eKYC domains_faceIdVerification`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ request_id?, image_live?, token? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    verifyFace(body: EkycVerifyFaceBody, opts?: RequestOptions): ApiPromise<EkycResult>;
    /**
     * National ID check
     *
     * A read: repeating it is harmless.
     *
     * `POST /ekyc/checkid` (operationId `eKYC domains_checkId`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ idnumber?, session_id? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    checkNationalId(body: EkycCheckNationalIdBody, opts?: RequestOptions): ApiPromise<EkycResult>;
  };
  /**
   * DNS Manage: A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API).
   */
  readonly domainDns: {
    /**
     * DNS records
     *
     * `GET /domain/{id}/dns` (operationId `DNS Manage_listRecords`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listRecords(domainId: PathId, opts?: RequestOptions): ListPromise<DnsRecordList, DnsRecord>;
    /**
     * Create DNS record
     *
     * `POST /domain/{id}/dns` (operationId `DNS Manage_createRecord`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param domainId Identifier of the domain.
     * @param body The JSON body: `{ name?, type?, priority?, content? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    createRecord(domainId: PathId, body: DomainDnsCreateRecordBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Update DNS record
     *
     * `PUT /domain/{id}/dns/{index}` (operationId `DNS Manage_updateRecord`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param recordIndex Index of the record in the domain's record list (the sources call it `record_id`, "Recod index").
     * @param body The JSON body: `{ name?, type?, priority?, content? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateRecord(domainId: PathId, recordIndex: PathId, body: DomainDnsUpdateRecordBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Remove DNS record
     *
     * Not idempotent although DELETE: records are addressed by index, so a repeat removes the
     * record that moved into it.
     *
     * `DELETE /domain/{id}/dns/{index}` (operationId `DNS Manage_removeRecord`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param domainId Identifier of the domain.
     * @param recordIndex Index of the record in the domain's record list (the sources call it `record_id`, "Recod index").
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    deleteRecord(domainId: PathId, recordIndex: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * DNS record types
     *
     * `GET /domain/{id}/dns/types` (operationId `DNS Manage_listRecordTypes`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listRecordTypes(domainId: PathId, opts?: RequestOptions): ListPromise<DnsRecordTypes, NonNullable<DnsRecordTypes["types"]>[number]>;
  };
  /**
   * DNS Manage: A domain's DNS records, nameserver registration and DNSSEC keys (HostBill User API).
   */
  readonly dnssec: {
    /**
     * DNSSEC flags
     *
     * `GET /domain/{id}/dnssec/flags` (operationId `DNS Manage_getDnssecFlags`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getFlags(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List DNSSEC keys
     *
     * `GET /domain/{id}/dnssec` (operationId `DNS Manage_listDnssecKeys`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listKeys(domainId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Add DNSSEC key
     *
     * PUT (not POST). Not idempotent although PUT: a repeat may add the key twice.
     *
     * `PUT /domain/{id}/dnssec` (operationId `DNS Manage_addDnssecKey`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param domainId Identifier of the domain.
     * @param body The JSON body.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    addKey(domainId: PathId, body: DnssecAddKeyBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Remove DNSSEC key
     *
     * `DELETE /domain/{id}/dnssec/{key}` (operationId `DNS Manage_removeDnssecKey`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param domainId Identifier of the domain.
     * @param keyId Identifier of the DNSSEC key.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    removeKey(domainId: PathId, keyId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * DNS: DNS-hosting zones and their records (HostBill User API).
   */
  readonly dns: {
    /**
     * List DNS
     *
     * `GET /dns` (operationId `DNS_listZones`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listZones(opts?: RequestOptions): ListPromise<DnsZoneList, NonNullable<DnsZoneList["zones"]>[number]>;
    /**
     * List DNS for service
     *
     * The swagger's only "example" is `{"error": ["invalid method"]}`, a hint that GET may be
     * unimplemented on those portals.
     *
     * `GET /service/{service_id}/dns` (operationId `DNS_listServiceZones`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the DNS service.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listServiceZones(serviceId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Add DNS zone
     *
     * `POST /service/{service_id}/dns` (operationId `DNS_createZone`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the DNS service.
     * @param body The JSON body: `{ name? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    createZone(serviceId: PathId, body: DnsCreateZoneBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Get DNS zone details
     *
     * `GET /service/{service_id}/dns/{zone_id}` (operationId `DNS_getZone`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getZone(serviceId: PathId, zoneId: PathId, opts?: RequestOptions): ApiPromise<DnsZone>;
    /**
     * Remove DNS zone
     *
     * `DELETE /service/{service_id}/dns/{zone_id}` (operationId `DNS_deleteZone`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    deleteZone(serviceId: PathId, zoneId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Add DNS record
     *
     * `POST /service/{service_id}/dns/{zone_id}/records` (operationId `DNS_createRecord`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param body The JSON body: `{ name?, ttl?, priority?, type?, content? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    createRecord(serviceId: PathId, zoneId: PathId, body: DnsCreateRecordBody, opts?: RequestOptions): ApiPromise<DnsRecordResult>;
    /**
     * Edit DNS record
     *
     * `PUT /service/{service_id}/dns/{zone_id}/records/{record_id}` (operationId `DNS_updateRecord`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param recordId Identifier of the DNS record.
     * @param body The JSON body: `{ name?, ttl?, priority?, type?, content? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    updateRecord(serviceId: PathId, zoneId: PathId, recordId: PathId, body: DnsUpdateRecordBody, opts?: RequestOptions): ApiPromise<DnsRecordResult>;
    /**
     * Remove DNS record
     *
     * `DELETE /service/{service_id}/dns/{zone_id}/records/{record_id}` (operationId `DNS_deleteRecord`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param serviceId Identifier of the DNS service.
     * @param zoneId Identifier of the DNS zone (`domain_id` in the zone list).
     * @param recordId Identifier of the DNS record.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    deleteRecord(serviceId: PathId, zoneId: PathId, recordId: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * SSL Certificates: SSL certificates: list, details, download, order (HostBill User API).
   */
  readonly certificates: {
    /**
     * List SSL certificates
     *
     * `GET /certificate` (operationId `SSL Certificates_list`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(opts?: RequestOptions): ListPromise<CertificateList, Certificate>;
    /**
     * Certificate details
     *
     * `GET /certificate/{id}` (operationId `SSL Certificates_get`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param certificateId Identifier of the certificate.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(certificateId: PathId, opts?: RequestOptions): ApiPromise<CertificateDetails>;
    /**
     * Download certificate
     *
     * Returns the X.509 certificate data.
     *
     * `GET /certificate/{id}/crt` (operationId `SSL Certificates_download`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param certificateId Identifier of the certificate.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    download(certificateId: PathId, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * List available certificates
     *
     * `GET /certificate/order` (operationId `SSL Certificates_listAvailable`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listAvailable(opts?: RequestOptions): ListPromise<CertificateProducts, NonNullable<CertificateProducts["products"]>[number]>;
    /**
     * Order new certificate
     *
     * `admin`, `tech`, `billing` are contact IDs. Answer: `Success`.
     *
     * `POST /certificate/order` (operationId `SSL Certificates_order`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ product_id?, csr?, years?, pay_method?, approver_email?, admin?, tech?, billing?, organization?, software?, data?, aff_id? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    order(body: CertificatesOrderBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List server software
     *
     * `GET /certificate/order/{product_id}/software` (operationId `SSL Certificates_listSoftware`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param productId Product identifier.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listSoftware(productId: PathId, opts?: RequestOptions): ListPromise<CertificateSoftware, NonNullable<CertificateSoftware["software"]>[number]>;
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
