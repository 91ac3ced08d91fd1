/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Domains_list": {"method":"GET","path":"/domain","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Domains_whois": {"method":"GET","path":"/whois/{domain}","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Domains_get": {"method":"GET","path":"/domain/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getByName": {"method":"GET","path":"/domain/name/{name}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"name":"domainName"}},
  "Domains_getNameservers": {"method":"GET","path":"/domain/{id}/ns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_setNameservers": {"method":"PUT","path":"/domain/{id}/ns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getEppCode": {"method":"GET","path":"/domain/{id}/epp","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_sync": {"method":"GET","path":"/domain/{id}/sync","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getLock": {"method":"GET","path":"/domain/{id}/reglock","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_setLock": {"method":"PUT","path":"/domain/{id}/reglock","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_setIdProtection": {"method":"PUT","path":"/domain/{id}/idprotection","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getContactInfo": {"method":"GET","path":"/domain/{id}/contact","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_updateContactInfo": {"method":"PUT","path":"/domain/{id}/contact","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getEmailForwarding": {"method":"GET","path":"/domain/{id}/emforwarding","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_updateEmailForwarding": {"method":"PUT","path":"/domain/{id}/emforwarding","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_updateForwarding": {"method":"PUT","path":"/domain/{id}/forwarding","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_getAutoRenew": {"method":"GET","path":"/domain/{id}/autorenew","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_setAutoRenew": {"method":"PUT","path":"/domain/{id}/autorenew","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "Domains_checkAvailability": {"method":"POST","path":"/domain/lookup","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Domains_listTlds": {"method":"GET","path":"/domain/order","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Domains_order": {"method":"POST","path":"/domain/order","security":["bearerAuth","basicAuth"],"idempotent":false},
  "Domains_getTldForm": {"method":"GET","path":"/domain/order/{id}/form","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"tldId"}},
  "Domains_renew": {"method":"POST","path":"/domain/{id}/renew","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"domainId"}},
  "Domains_whoisLookup": {"method":"GET","path":"/whoislookup/{domain}","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Domains_listDocuments": {"method":"GET","path":"/domain/{id}/documents","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "eKYC domains_ocrRecognition": {"method":"POST","path":"/ekyc/ocr/recognition","security":["bearerAuth","basicAuth"],"idempotent":false},
  "eKYC domains_faceIdVerification": {"method":"POST","path":"/ekyc/faceid/verification","security":["bearerAuth","basicAuth"],"idempotent":false},
  "eKYC domains_checkId": {"method":"POST","path":"/ekyc/checkid","security":["bearerAuth","basicAuth"],"idempotent":true},
  "DNS Manage_registerNameservers": {"method":"POST","path":"/domain/{id}/reg","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"domainId"}},
  "DNS Manage_listRecords": {"method":"GET","path":"/domain/{id}/dns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "DNS Manage_createRecord": {"method":"POST","path":"/domain/{id}/dns","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"domainId"}},
  "DNS Manage_updateRecord": {"method":"PUT","path":"/domain/{id}/dns/{index}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId","index":"recordIndex"}},
  "DNS Manage_removeRecord": {"method":"DELETE","path":"/domain/{id}/dns/{index}","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"domainId","index":"recordIndex"}},
  "DNS Manage_listRecordTypes": {"method":"GET","path":"/domain/{id}/dns/types","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "DNS Manage_getDnssecFlags": {"method":"GET","path":"/domain/{id}/dnssec/flags","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "DNS Manage_listDnssecKeys": {"method":"GET","path":"/domain/{id}/dnssec","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId"}},
  "DNS Manage_addDnssecKey": {"method":"PUT","path":"/domain/{id}/dnssec","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"domainId"}},
  "DNS Manage_removeDnssecKey": {"method":"DELETE","path":"/domain/{id}/dnssec/{key}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"domainId","key":"keyId"}},
  "DNS_listZones": {"method":"GET","path":"/dns","security":["bearerAuth","basicAuth"],"idempotent":true},
  "DNS_listServiceZones": {"method":"GET","path":"/service/{service_id}/dns","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"service_id":"serviceId"}},
  "DNS_createZone": {"method":"POST","path":"/service/{service_id}/dns","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"service_id":"serviceId"}},
  "DNS_getZone": {"method":"GET","path":"/service/{service_id}/dns/{zone_id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"service_id":"serviceId","zone_id":"zoneId"}},
  "DNS_deleteZone": {"method":"DELETE","path":"/service/{service_id}/dns/{zone_id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"service_id":"serviceId","zone_id":"zoneId"}},
  "DNS_createRecord": {"method":"POST","path":"/service/{service_id}/dns/{zone_id}/records","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"service_id":"serviceId","zone_id":"zoneId"}},
  "DNS_updateRecord": {"method":"PUT","path":"/service/{service_id}/dns/{zone_id}/records/{record_id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"service_id":"serviceId","zone_id":"zoneId","record_id":"recordId"}},
  "DNS_deleteRecord": {"method":"DELETE","path":"/service/{service_id}/dns/{zone_id}/records/{record_id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"service_id":"serviceId","zone_id":"zoneId","record_id":"recordId"}},
  "SSL Certificates_list": {"method":"GET","path":"/certificate","security":["bearerAuth","basicAuth"],"idempotent":true},
  "SSL Certificates_get": {"method":"GET","path":"/certificate/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"certificateId"}},
  "SSL Certificates_download": {"method":"GET","path":"/certificate/{id}/crt","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"certificateId"}},
  "SSL Certificates_listAvailable": {"method":"GET","path":"/certificate/order","security":["bearerAuth","basicAuth"],"idempotent":true},
  "SSL Certificates_order": {"method":"POST","path":"/certificate/order","security":["bearerAuth","basicAuth"],"idempotent":false},
  "SSL Certificates_listSoftware": {"method":"GET","path":"/certificate/order/{product_id}/software","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"product_id":"productId"}},
} as const;

export type OperationId = keyof typeof operations;
