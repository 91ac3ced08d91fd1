/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List domains */
        get: operations["Domains_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whois/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whois domain
         * @description WHOIS data of a domain (the seed's "whois").
         */
        get: operations["Domains_whois"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domain details */
        get: operations["Domains_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domain details by name */
        get: operations["Domains_getByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/ns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get nameservers */
        get: operations["Domains_getNameservers"];
        /**
         * Update nameservers
         * @description Takes `nameservers` (an array), not ns1..ns4. If `nameservers` is left empty, the default
         *     nameservers are used. Answer: `Success`.
         */
        put: operations["Domains_setNameservers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/epp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get EPP code */
        get: operations["Domains_getEppCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Synchronize domain
         * @description Synchronizes the domain with its registry (a GET; repeating it is harmless).
         */
        get: operations["Domains_sync"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/reglock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get domain lock */
        get: operations["Domains_getLock"];
        /** Update domain lock */
        put: operations["Domains_setLock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/idprotection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update ID protection
         * @description `switch`: true to enable. There is no GET route: the state is the `idprotection` field of
         *     GET /domain/{id}.
         */
        put: operations["Domains_setIdProtection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get domain contact info */
        get: operations["Domains_getContactInfo"];
        /**
         * Update domain contact info
         * @description `contact_info` is keyed `registrant`, `admin`, `tech`, `billing`.
         */
        put: operations["Domains_updateContactInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/emforwarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get email forwarding */
        get: operations["Domains_getEmailForwarding"];
        /** Update email forwarding */
        put: operations["Domains_updateEmailForwarding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/forwarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update domain forwarding */
        put: operations["Domains_updateForwarding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/autorenew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get domain autorenew */
        get: operations["Domains_getAutoRenew"];
        /** Enable/disable autorenew */
        put: operations["Domains_setAutoRenew"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Domain availability
         * @description A read, although POST: repeating it is harmless.
         */
        post: operations["Domains_checkAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available TLDs */
        get: operations["Domains_listTlds"];
        put?: never;
        /**
         * Order new domain
         * @description Registers or transfers a domain. The swagger takes contact IDs for `registrant`, `admin`,
         *     `tech`, `billing`; Tino sends full contact objects. `data` holds the additional fields
         *     some TLDs require (GET /domain/order/{id}/form). Answer: `Success`.
         */
        post: operations["Domains_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/order/{id}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Additional data for TLD */
        get: operations["Domains_getTldForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew domain
         * @description Not idempotent: a repeat renews (and bills) again.
         */
        post: operations["Domains_renew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/whoislookup/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** WHOIS lookup */
        get: operations["Domains_whoisLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get documents */
        get: operations["Domains_listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ekyc/ocr/recognition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** OCR recognition */
        post: operations["eKYC domains_ocrRecognition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ekyc/faceid/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Face ID verification */
        post: operations["eKYC domains_faceIdVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ekyc/checkid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * National ID check
         * @description A read: repeating it is harmless.
         */
        post: operations["eKYC domains_checkId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/reg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register domain nameservers */
        post: operations["DNS Manage_registerNameservers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DNS records */
        get: operations["DNS Manage_listRecords"];
        put?: never;
        /** Create DNS record */
        post: operations["DNS Manage_createRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dns/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update DNS record */
        put: operations["DNS Manage_updateRecord"];
        post?: never;
        /**
         * Remove DNS record
         * @description Not idempotent although DELETE: records are addressed by index, so a repeat removes the
         *     record that moved into it.
         */
        delete: operations["DNS Manage_removeRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dns/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DNS record types */
        get: operations["DNS Manage_listRecordTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dnssec/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DNSSEC flags */
        get: operations["DNS Manage_getDnssecFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dnssec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List DNSSEC keys */
        get: operations["DNS Manage_listDnssecKeys"];
        /**
         * Add DNSSEC key
         * @description PUT (not POST). Not idempotent although PUT: a repeat may add the key twice.
         */
        put: operations["DNS Manage_addDnssecKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domain/{id}/dnssec/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove DNSSEC key */
        delete: operations["DNS Manage_removeDnssecKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List DNS */
        get: operations["DNS_listZones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{service_id}/dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List DNS for service
         * @description The swagger's only "example" is `{"error": ["invalid method"]}`, a hint that GET may be
         *     unimplemented on those portals.
         */
        get: operations["DNS_listServiceZones"];
        put?: never;
        /** Add DNS zone */
        post: operations["DNS_createZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{service_id}/dns/{zone_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get DNS zone details */
        get: operations["DNS_getZone"];
        put?: never;
        post?: never;
        /** Remove DNS zone */
        delete: operations["DNS_deleteZone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{service_id}/dns/{zone_id}/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add DNS record */
        post: operations["DNS_createRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{service_id}/dns/{zone_id}/records/{record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit DNS record */
        put: operations["DNS_updateRecord"];
        post?: never;
        /** Remove DNS record */
        delete: operations["DNS_deleteRecord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List SSL certificates */
        get: operations["SSL Certificates_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Certificate details */
        get: operations["SSL Certificates_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/{id}/crt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download certificate
         * @description Returns the X.509 certificate data.
         */
        get: operations["SSL Certificates_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List available certificates */
        get: operations["SSL Certificates_listAvailable"];
        put?: never;
        /**
         * Order new certificate
         * @description `admin`, `tech`, `billing` are contact IDs. Answer: `Success`.
         */
        post: operations["SSL Certificates_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificate/order/{product_id}/software": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List server software */
        get: operations["SSL Certificates_listSoftware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description HostBill's error answer; `error` lists message codes or sentences.
         * @example {
         *       "error": [
         *         "invalid method"
         *       ]
         *     }
         */
        HostBillError: {
            error: string[];
        };
        /** @description A HostBill answer whose fields vary by provider and module. */
        HostBillObject: {
            error?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description HostBill's answer to a change: usually `info` messages (e.g. `{"info":
         *     ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module.
         *     A non-empty `error` array is a failure, whatever the HTTP status.
         */
        HostBillChange: {
            info?: string[];
            success?: boolean;
            error?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's domains.
         * @example {
         *       "domains": [
         *         {
         *           "id": "47",
         *           "name": "testname.com",
         *           "expires": "2017-12-30",
         *           "recurring_amount": "15.00",
         *           "date_created": "2016-12-30",
         *           "status": "Active",
         *           "period": "1",
         *           "autorenew": "1",
         *           "daytoexpire": "365"
         *         }
         *       ]
         *     }
         */
        DomainList: {
            domains?: components["schemas"]["Domain"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One domain of the client's list (`domains.list`). */
        Domain: {
            id?: string;
            name?: string;
            expires?: string;
            recurring_amount?: string;
            date_created?: string;
            status?: string;
            period?: string;
            autorenew?: string;
            daytoexpire?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One domain.
         * @example {
         *       "details": {
         *         "id": "47",
         *         "name": "testname.com",
         *         "date_created": "2016-12-30",
         *         "firstpayment": "15.00",
         *         "recurring_amount": "15.00",
         *         "period": "1",
         *         "expires": "2017-12-30",
         *         "status": "Active",
         *         "next_due": "2017-12-30",
         *         "next_invoice": "2017-11-30",
         *         "idprotection": "0",
         *         "nameservers": [
         *           "ns1.example.com",
         *           "ns2.example.com"
         *         ],
         *         "autorenew": "1"
         *       }
         *     }
         */
        DomainDetails: {
            details?: {
                id?: string;
                name?: string;
                date_created?: string;
                firstpayment?: string;
                recurring_amount?: string;
                period?: string;
                expires?: string;
                status?: string;
                next_due?: string;
                next_invoice?: string;
                idprotection?: string;
                autorenew?: string;
                nameservers?: string[];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Every record of a domain name: an array, because one name can have several (an Active
         *     one and an Expired one).
         * @example {
         *       "details": [
         *         {
         *           "id": "47",
         *           "name": "testname.com",
         *           "date_created": "2016-12-30",
         *           "firstpayment": "15.00",
         *           "recurring_amount": "15.00",
         *           "period": "1",
         *           "expires": "2017-12-30",
         *           "status": "Active",
         *           "next_due": "2017-12-30",
         *           "next_invoice": "2017-11-30",
         *           "idprotection": "0",
         *           "nameservers": [
         *             "ns1.example.com",
         *             "ns2.example.com"
         *           ],
         *           "autorenew": "1"
         *         }
         *       ]
         *     }
         */
        DomainDetailsByName: {
            details?: ({
                id?: string;
                name?: string;
                date_created?: string;
                firstpayment?: string;
                recurring_amount?: string;
                period?: string;
                expires?: string;
                status?: string;
                next_due?: string;
                next_invoice?: string;
                idprotection?: string;
                autorenew?: string;
                nameservers?: string[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        DomainWhois: {
            domain?: string;
            whois?: {
                registrar?: string;
                createDate?: string;
                expiredDate?: string;
                registrantName?: string;
                nameservers?: string[];
                status?: string[];
            } & {
                [key: string]: unknown;
            };
            raw?: string;
        } & {
            [key: string]: unknown;
        };
        DomainNameservers: {
            success?: boolean;
            nameservers?: string[];
        } & {
            [key: string]: unknown;
        };
        DomainContactInfo: {
            contact_info?: {
                registrant?: {
                    name?: string;
                    companyname?: string;
                    firstname?: string;
                    lastname?: string;
                    address1?: string;
                    ward?: string;
                    city?: string;
                    state?: string;
                    postcode?: string;
                    country?: string;
                    phonenumber?: string;
                    email?: string;
                    nationalid?: string;
                    birthday?: string;
                    gender?: string;
                } & {
                    [key: string]: unknown;
                };
                admin?: {
                    name?: string;
                    companyname?: string;
                    firstname?: string;
                    lastname?: string;
                    address1?: string;
                    ward?: string;
                    city?: string;
                    state?: string;
                    postcode?: string;
                    country?: string;
                    phonenumber?: string;
                    email?: string;
                    nationalid?: string;
                    birthday?: string;
                    gender?: string;
                } & {
                    [key: string]: unknown;
                };
                tech?: {
                    name?: string;
                    companyname?: string;
                    firstname?: string;
                    lastname?: string;
                    address1?: string;
                    ward?: string;
                    city?: string;
                    state?: string;
                    postcode?: string;
                    country?: string;
                    phonenumber?: string;
                    email?: string;
                    nationalid?: string;
                    birthday?: string;
                    gender?: string;
                } & {
                    [key: string]: unknown;
                };
                billing?: {
                    name?: string;
                    companyname?: string;
                    firstname?: string;
                    lastname?: string;
                    address1?: string;
                    ward?: string;
                    city?: string;
                    state?: string;
                    postcode?: string;
                    country?: string;
                    phonenumber?: string;
                    email?: string;
                    nationalid?: string;
                    birthday?: string;
                    gender?: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "available": false,
         *       "name": "example.com",
         *       "premium": false,
         *       "periods": [
         *         {
         *           "period": "1",
         *           "register": "10.00",
         *           "transfer": "10.00",
         *           "renew": "10.00",
         *           "redemption": "50.00"
         *         }
         *       ]
         *     }
         */
        DomainAvailability: {
            /** @description `ok` when the domain is available (swagger). */
            status?: string;
            available?: boolean;
            name?: string;
            premium?: boolean;
            periods?: ({
                period?: string;
                register?: string;
                transfer?: string;
                renew?: string;
                redemption?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description TLDs that can be ordered, with prices per period.
         * @example {
         *       "tlds": [
         *         {
         *           "id": "1",
         *           "tld": ".com",
         *           "periods": [
         *             {
         *               "period": "1",
         *               "register": "10.00",
         *               "transfer": "10.00",
         *               "renew": "10.00",
         *               "redemption": "50.00"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        TldList: {
            tlds?: ({
                id?: string;
                tld?: string;
                periods?: ({
                    period?: string;
                    register?: string;
                    transfer?: string;
                    renew?: string;
                    redemption?: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Additional fields some TLDs require when ordering; each form's `name` is the key to send
         *     under `data`.
         * @example {
         *       "forms": [
         *         {
         *           "type": "domaindnssupport",
         *           "title": "DNS Management",
         *           "id": "1424",
         *           "firstItemId": 9067,
         *           "description": "",
         *           "name": "custom[1424][9067]",
         *           "required": false,
         *           "multiple": false,
         *           "config": {
         *             "enableddefault": 0
         *           },
         *           "value": [],
         *           "textvalue": [],
         *           "price": 0,
         *           "recurring_price": 0,
         *           "setup": 0,
         *           "prorata_date": null,
         *           "items": [
         *             {
         *               "title": "",
         *               "value": 1,
         *               "id": 9067,
         *               "price": 4,
         *               "setup": 0,
         *               "selected": false
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        TldForm: {
            forms?: ({
                type?: string;
                title?: string;
                id?: string;
                firstItemId?: number | string;
                description?: string;
                name?: string;
                required?: boolean;
                multiple?: boolean;
                config?: {
                    [key: string]: unknown;
                };
                value?: unknown[];
                textvalue?: unknown[];
                price?: number | string;
                recurring_price?: number | string;
                setup?: number | string;
                prorata_date?: string | null;
                items?: ({
                    title?: string;
                    value?: number | string;
                    id?: number | string;
                    price?: number | string;
                    setup?: number | string;
                    selected?: boolean;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "records": [
         *         {
         *           "id": 1,
         *           "name": "www",
         *           "ttl": 3600,
         *           "priority": 0,
         *           "type": "A",
         *           "content": "192.0.2.10"
         *         }
         *       ]
         *     }
         */
        DnsRecordList: {
            records?: components["schemas"]["DnsRecord"][];
            success?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description One DNS record of a zone; `id` is the record id the record calls take. */
        DnsRecord: {
            id?: number;
            name?: string;
            ttl?: number;
            priority?: number;
            type?: string;
            content?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Record types the domain's DNS accepts.
         * @example {
         *       "types": [
         *         "A",
         *         "CNAME",
         *         "URL",
         *         "FRAME",
         *         "MX",
         *         "MXE",
         *         "TXT"
         *       ]
         *     }
         */
        DnsRecordTypes: {
            types?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's DNS services and zones.
         * @example {
         *       "service_ids": [
         *         "10",
         *         "20"
         *       ],
         *       "zones": [
         *         {
         *           "domain_id": "60",
         *           "name": "example.com",
         *           "service_id": "10"
         *         }
         *       ]
         *     }
         */
        DnsZoneList: {
            service_ids?: string[];
            zones?: ({
                domain_id?: string;
                name?: string;
                service_id?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One DNS zone and its records.
         * @example {
         *       "service_id": 10,
         *       "name": "example.com",
         *       "records": [
         *         {
         *           "id": "10",
         *           "name": "www",
         *           "ttl": 1800,
         *           "priority": 0,
         *           "content": "192.0.2.10",
         *           "type": "A"
         *         }
         *       ]
         *     }
         */
        DnsZone: {
            service_id?: number | string;
            name?: string;
            records?: ({
                id?: number | string;
                name?: string;
                ttl?: number;
                priority?: number;
                type?: string;
                content?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "record": {
         *         "name": "www",
         *         "type": "A",
         *         "ttl": "3600",
         *         "priority": "0",
         *         "content": "192.0.2.10"
         *       },
         *       "info": [
         *         "dnsnewrecordadded"
         *       ]
         *     }
         */
        DnsRecordResult: {
            record?: {
                id?: number | string;
                name?: string;
                type?: string;
                ttl?: number | string;
                priority?: number | string;
                content?: string;
            } & {
                [key: string]: unknown;
            };
            info?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's SSL certificates.
         * @example {
         *       "sslservices": [
         *         {
         *           "id": "300",
         *           "domain": "example.com",
         *           "total": "27.85",
         *           "status": "Active",
         *           "billingcycle": "Annually",
         *           "next_due": "2017-12-30",
         *           "category": "SSL",
         *           "category_url": "ssl",
         *           "name": "GeoTrust QuickSSL Premium",
         *           "cert_email": "admin@example.com",
         *           "cert_status": "Active",
         *           "cert_expires": "2017-12-30"
         *         }
         *       ]
         *     }
         */
        CertificateList: {
            sslservices?: components["schemas"]["Certificate"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One SSL certificate service of the client's list. */
        Certificate: {
            id?: string;
            domain?: string;
            total?: string;
            status?: string;
            billingcycle?: string;
            next_due?: string;
            category?: string;
            category_url?: string;
            name?: string;
            cert_email?: string;
            cert_status?: string;
            cert_expires?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "service": {
         *         "id": "300",
         *         "date_created": "2016-12-30",
         *         "domain": "example.com",
         *         "firstpayment": "27.85",
         *         "total": "27.85",
         *         "billingcycle": "Annually",
         *         "next_due": "2017-12-30",
         *         "next_invoice": "2017-11-30",
         *         "status": "Active",
         *         "label": "",
         *         "name": "GeoTrust QuickSSL Premium",
         *         "cert_status": "Active",
         *         "cert_expires": "2017-12-30",
         *         "csr": "-----BEGIN CERTIFICATE REQUEST-----...",
         *         "contacts": {
         *           "admin": {
         *             "FName": "Mary",
         *             "LName": "Sue",
         *             "City": "Santa Rosa",
         *             "State": "California",
         *             "PostalCode": "95401",
         *             "EmailAddress": "mary@example.com",
         *             "Country": "US",
         *             "Address1": "Pretty View Lane",
         *             "Address2": "3194",
         *             "Phone": "+1.24123123",
         *             "OrgName": "Acme",
         *             "PreFix": "",
         *             "JobTitle": ""
         *           },
         *           "billing": {},
         *           "tech": {}
         *         },
         *         "organization": {
         *           "state": "California",
         *           "country": "US",
         *           "name": "Acme",
         *           "unit": "IT",
         *           "locality": "Santa Rosa",
         *           "postalcode": "95401",
         *           "address2": "",
         *           "address1": "Pretty View Lane"
         *         },
         *         "cert_email": "admin@example.com",
         *         "software": "1"
         *       }
         *     }
         */
        CertificateDetails: {
            service?: {
                id?: string;
                date_created?: string;
                domain?: string;
                firstpayment?: string;
                total?: string;
                billingcycle?: string;
                next_due?: string;
                next_invoice?: string;
                status?: string;
                label?: string;
                name?: string;
                cert_status?: string;
                cert_expires?: string;
                csr?: string;
                cert_email?: string;
                software?: string;
                contacts?: {
                    admin?: {
                        FName?: string;
                        LName?: string;
                        City?: string;
                        State?: string;
                        PostalCode?: string;
                        EmailAddress?: string;
                        Country?: string;
                        Address1?: string;
                        Address2?: string;
                        Phone?: number | string;
                        OrgName?: string;
                        PreFix?: number | string;
                        JobTitle?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    billing?: {
                        [key: string]: unknown;
                    };
                    tech?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
                organization?: {
                    state?: string;
                    country?: string;
                    name?: string;
                    unit?: string;
                    locality?: string;
                    postalcode?: string;
                    address2?: string;
                    address1?: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description SSL certificates that can be ordered.
         * @example {
         *       "products": [
         *         {
         *           "id": "25",
         *           "name": "GeoTrust QuickSSL Premium",
         *           "description": "",
         *           "periods": [
         *             {
         *               "years": "1",
         *               "price": "27.85",
         *               "renew": "27.85"
         *             }
         *           ],
         *           "category": "SSL",
         *           "category_url": "ssl"
         *         }
         *       ]
         *     }
         */
        CertificateProducts: {
            products?: ({
                id?: string;
                name?: string;
                description?: string;
                category?: string;
                category_url?: string;
                periods?: ({
                    years?: number | string;
                    price?: number | string;
                    renew?: number | string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Server software a certificate can be ordered for.
         * @example {
         *       "software": [
         *         {
         *           "id": 0,
         *           "name": "AOL"
         *         },
         *         {
         *           "id": 1,
         *           "name": "Apache-SSL (Ben-SSL, not Stronghold)"
         *         }
         *       ]
         *     }
         */
        CertificateSoftware: {
            software?: ({
                id?: number;
                name?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description An eKYC answer (Tino). */
        EkycResult: {
            success?: boolean;
            name?: string;
            id?: string;
            idnumber?: string;
            birthday?: string;
            sex?: string;
            token?: string;
            error?: string[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /**
         * @description Bad Request: a parameter or body field is missing or invalid, or the change does not
         *     apply to the item's state (a VM that is not running, an invoice already paid). HostBill
         *     often reports this with HTTP 200 and a non-empty `error` array instead.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": [
                 *         "invalid method"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /**
         * @description Unauthorized: no valid credentials or an expired token. HostBill's error codes here include
         *     `unauthorized`, `token_expired` and `wronglogin`.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": [
                 *         "wronglogin",
                 *         "unauthorized"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /** @description Not Found, or not yours (an id of another client's service, domain, invoice or ticket). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HostBillError"];
            };
        };
        /**
         * @description Too Many Requests: the provider's rate limit was exceeded (HostBill's User API has an
         *     admin-configurable limit, HW). Wait as `Retry-After` says before repeating.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait (or an HTTP date). */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Service Unavailable (maintenance or overload); repeat later, as `Retry-After` says when present. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait (or an HTTP date). */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Domains_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_whois: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Domain name. */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainWhois"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Domain name. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainDetailsByName"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getNameservers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainNameservers"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_setNameservers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description If `nameservers` is left empty, the default nameservers are used. */
                    nameservers?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getEppCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_sync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_setLock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true to enable. */
                    switch?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_setIdProtection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true to enable. */
                    switch?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getContactInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainContactInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_updateContactInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact_info?: {
                        registrant?: {
                            [key: string]: unknown;
                        };
                        admin?: {
                            [key: string]: unknown;
                        };
                        tech?: {
                            [key: string]: unknown;
                        };
                        billing?: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getEmailForwarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_updateEmailForwarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address to forward. */
                    from?: string;
                    /** @description Destination. */
                    to?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_updateForwarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getAutoRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_setAutoRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Enable or disable. */
                    autorenew?: boolean | string | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_checkAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Domain name to check. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_listTlds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TldList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_order: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    years?: number | string;
                    /**
                     * @description register or transfer.
                     * @enum {string}
                     */
                    action?: "register" | "transfer";
                    tld_id?: string;
                    pay_method?: string;
                    /** @description Transfer code. */
                    epp?: string;
                    /** @description 2 to 4 nameservers. */
                    nameservers?: string[];
                    /** @description Contact id (or a contact object on Tino). */
                    registrant?: unknown;
                    /** @description Contact id (or a contact object on Tino). */
                    admin?: unknown;
                    /** @description Contact id (or a contact object on Tino). */
                    tech?: unknown;
                    /** @description Contact id (or a contact object on Tino). */
                    billing?: unknown;
                    /** @description Additional data required for some TLDs. */
                    data?: {
                        [key: string]: unknown;
                    };
                    aff_id?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_getTldForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the tld. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TldForm"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_renew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    years?: number | string;
                    pay_method?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_whoisLookup: {
        parameters: {
            query?: {
                /** @description CAPTCHA response (if enabled). */
                captcha?: string;
            };
            header?: never;
            path: {
                /** @description Domain name. */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Domains_listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "eKYC domains_ocrRecognition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_id?: string;
                    /**
                     * @description cardFront or cardBack.
                     * @enum {string}
                     */
                    type?: "cardFront" | "cardBack";
                    /** @description The card image. */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EkycResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "eKYC domains_faceIdVerification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_id?: string;
                    /** @description Live picture of the face. */
                    image_live?: string;
                    /** @description Optional. */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EkycResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "eKYC domains_checkId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idnumber?: string;
                    session_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EkycResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_registerNameservers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description registerNameServer, modifyNameServer or deleteNameServer. */
                    action?: string;
                    nameserver?: string;
                    ip?: string;
                    oldip?: string;
                    newip?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_listRecords": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_createRecord": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    type?: string;
                    priority?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": [
                     *         "DNS Management updated successfully"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_updateRecord": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
                /**
                 * @description Index of the record in the domain's record list (the sources call it `record_id`, "Recod
                 *     index").
                 */
                index: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    type?: string;
                    priority?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": [
                     *         "DNS Management updated successfully"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_removeRecord": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
                /**
                 * @description Index of the record in the domain's record list (the sources call it `record_id`, "Recod
                 *     index").
                 */
                index: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": [
                     *         "DNS Management updated successfully"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_listRecordTypes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordTypes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_getDnssecFlags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_listDnssecKeys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_addDnssecKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "DNS Manage_removeDnssecKey": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the domain. */
                id: string;
                /** @description Identifier of the DNSSEC key. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_listZones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZoneList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_listServiceZones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_createZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Zone name. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": [
                     *         "Domain zone testzone.com was created successfully."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_getZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
                /** @description Identifier of the DNS zone (`domain_id` in the zone list). */
                zone_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsZone"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_deleteZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
                /** @description Identifier of the DNS zone (`domain_id` in the zone list). */
                zone_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "info": [
                     *         "Domain zone testzone.com was deleted successfully."
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_createRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
                /** @description Identifier of the DNS zone (`domain_id` in the zone list). */
                zone_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    ttl?: number | string;
                    priority?: number | string;
                    type?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_updateRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
                /** @description Identifier of the DNS zone (`domain_id` in the zone list). */
                zone_id: string;
                /** @description Identifier of the DNS record. */
                record_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    ttl?: number | string;
                    priority?: number | string;
                    type?: string;
                    content?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsRecordResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    DNS_deleteRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the DNS service. */
                service_id: string;
                /** @description Identifier of the DNS zone (`domain_id` in the zone list). */
                zone_id: string;
                /** @description Identifier of the DNS record. */
                record_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the certificate. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the certificate. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_listAvailable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateProducts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id?: string;
                    csr?: string;
                    years?: number | string;
                    pay_method?: string;
                    approver_email?: string;
                    admin?: string;
                    tech?: string;
                    billing?: string;
                    organization?: {
                        [key: string]: unknown;
                    };
                    software?: string;
                    data?: {
                        [key: string]: unknown;
                    };
                    aff_id?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HostBillChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "SSL Certificates_listSoftware": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product identifier. */
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateSoftware"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
