/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/v1/reports/maintain-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload list of maintain domains report
         * @description Uploads the registrar's full list of maintained domains (form VNNIC-06). The list
         *     REPLACEs the one VNNIC held, so the answer's counts are a diff against the previous
         *     list: added (names new to the list), removed (names gone from it) and changed (names
         *     whose record differs). Repeating the same upload is harmless.
         */
        post: operations["uploadMaintainDomainReportUsingPOST"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/maintain-domains/sub-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the pending sub-lists of the maintain domains report
         * @description Lists the registrar's sub-lists that are pending (uploaded, not merged, not expired)
         *     and how many distinct records they hold together: exactly what a merge would apply
         *     now. A client checks it before the merge, so that sub-lists of another, abandoned run
         *     are never merged into the registrar's list. The path is inferred: no public source
         *     gives it. Nothing pending is an empty list (200), never 404.
         */
        get: operations["getPendingSubListsOfMaintainDomainReportUsingGET"];
        put?: never;
        /**
         * Upload sub-list of maintain domains report
         * @description Uploads one part of a large maintained-domains list. Sub-lists accumulate under the
         *     registrar's pending report until they are merged; nothing replaces the maintained
         *     list before the merge. Each call adds records, so repeating it is not harmless. A
         *     record whose domainName is already pending replaces the pending copy. The answer is
         *     the sub-list's own record (requestResult PENDING, requestType SUB_LIST) with
         *     `totalDomain` the distinct records pending after it. Pending sub-lists that are not
         *     merged expire (inferred; VNNIC's delay is not public): see ReportRequestInfo.
         */
        post: operations["uploadSubListOfMaintainDomainReportUsingPOST"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/maintain-domains/sub-lists/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Merge all sub-list of maintain domains report
         * @description Merges every pending sub-list into one maintained-domains list and applies it as a
         *     REPLACE (the commit point of a bulk upload). The path is inferred: no public source
         *     gives it. Once a merge succeeded nothing is pending, so a repeated merge answers 404;
         *     it is still not idempotent, because a repeat would commit any sub-list uploaded in
         *     between. Every merged sub-list leaves PENDING: its status reads SUCCESS with a note
         *     naming the merge's report. It merges whatever is pending, from any run: read the
         *     pending sub-lists first (GET on the sub-lists path) and merge only when they are
         *     exactly the ones you uploaded.
         */
        put: operations["mergeAllSubListOfMaintainDomainReportUsingPUT"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/fluctuation-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload list of fluctuation domains report
         * @description Reports changes since the last report (form VNNIC-07) as an UPDATE: each record
         *     carries an action (ADD, REM, CHANGE), its reason and date.
         */
        post: operations["uploadFluctuationDomainReportUsingPOST"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get status of report
         * @description Reads back the summary record of one report request. The path is inferred (no
         *     public source gives it); it is the one the `link` field of ReportRequestInfo points
         *     to, so clients should follow `link` when the server gives one.
         */
        get: operations["getStatusOfReportUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/registrars/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of domains */
        get: operations["getAllListOfDomainsUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/registrars/domains/{domainName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a domain by name */
        get: operations["getDomainByNameUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/icann-registrars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all registrars of ICANN
         * @description VNNIC's v1.0 document printed `/categories/registrars/icann-registrars`; registrars
         *     report that this shorter path is the one that works.
         */
        get: operations["getAllRegistrarsOfIcannUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of countries */
        get: operations["getAllListOfCountriesUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of provinces */
        get: operations["getAllListOfProvincesUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of districts */
        get: operations["getAllListOfDistrictsUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/districts/{cityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of districts by city ID */
        get: operations["getAllListOfDistrictsByCityIdUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/wards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of wards */
        get: operations["getAllListOfWardsUsingGET"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/wards/{districtId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get all list of wards by district ID */
        get: operations["getAllListOfWardsByDistrictIdUsingGET"];
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
         * @description One maintained domain of a registrar's report (one element of an uploaded array).
         *     Required fields follow VNNIC v1.0 (the seed does not say); `districtName` may be
         *     empty when `is5LevelPlace` is false (Vietnam removed districts on 1 July 2025).
         * @example {
         *       "domainName": "nhadat-saigon.com",
         *       "registeredDate": "2021-03-15",
         *       "expiredDate": "2027-03-15",
         *       "ownerName": "Nguyễn Văn An",
         *       "ownerType": "C",
         *       "address": "12 Lý Tự Trọng",
         *       "wardName": "Phường Bến Nghé",
         *       "districtName": "Quận 1",
         *       "cityName": "Thành phố Hồ Chí Minh",
         *       "countryCode": "VN",
         *       "phone": "+84.903123456",
         *       "email": "an.nguyen@example.vn",
         *       "fax": "",
         *       "adminName": "Nguyễn Văn An",
         *       "isAgentManager": false,
         *       "ianaNumber": 1234,
         *       "is5LevelPlace": true,
         *       "note": ""
         *     }
         */
        MaintainDomain: {
            /** @description Street part of the owner's address only. */
            address: string;
            adminName: string;
            cityName: string;
            /** @description ISO 3166-1 alpha-2 code. */
            countryCode: string;
            districtName?: string;
            /** @description Fully qualified domain name; IDNs in Unicode or punycode (xn--) form. */
            domainName: string;
            /**
             * Format: email
             * @description Contact e-mail of the owner.
             */
            email: string;
            /** Format: date */
            expiredDate: string;
            fax?: string;
            /**
             * Format: int32
             * @description IANA number of the accredited registrar.
             */
            ianaNumber?: number;
            /** @description Whether the address uses the old five-level form (with a district). */
            is5LevelPlace?: boolean;
            isAgentManager: boolean;
            note?: string;
            ownerName: string;
            /**
             * @description C: individual, T: organisation.
             * @enum {string}
             */
            ownerType: "C" | "T";
            phone: string;
            /** Format: date */
            registeredDate: string;
            wardName?: string;
        };
        /** @description A maintained-domains report (or one sub-list of it), as a request body. */
        MaintainDomainList: components["schemas"]["MaintainDomain"][];
        /**
         * @description One record of a fluctuation report (form VNNIC-07): a maintained-domain record plus
         *     the action taken on it.
         */
        FluctuationDomain: components["schemas"]["MaintainDomain"] & {
            /** @enum {string} */
            action: "ADD" | "REM" | "CHANGE";
            /**
             * @description ADD: C new registration, G transfer in. REM: D revoked, L transfer out.
             *     CHANGE: U owner details updated, R maintained, O right of use transferred.
             * @enum {string}
             */
            actionReason: "C" | "G" | "D" | "L" | "U" | "R" | "O";
            /** @description The other registrar in a transfer. */
            actionSource?: string;
            /** Format: date */
            actionDate: string;
        };
        /**
         * @description Summary record of one report request.
         * @example {
         *       "id": 1024,
         *       "link": "/v1/reports/1024",
         *       "requestTime": "2026-11-21T08:30:00.000Z",
         *       "requestResult": "SUCCESS",
         *       "requestType": "REPLACE",
         *       "totalDomain": 120000,
         *       "addedDomain": 2,
         *       "changedDomain": 1,
         *       "removedDomain": 1,
         *       "subListDomain": 0
         *     }
         */
        ReportRequestInfo: {
            /**
             * Format: int64
             * @description Identifier of the report request.
             */
            id: number;
            /** @description Where to read this report's status (GET). */
            link?: string;
            /**
             * Format: date-time
             * @description ISO 8601 with milliseconds and the UTC designator.
             */
            requestTime: string;
            /**
             * @description v1.0 types it int ("Kết quả xử lý"); the seed, a string with FAILURE one value; so
             *     either.
             *     SUCCESS and FAILURE are known; the sub-list states are inferred: PENDING (a
             *     sub-list waiting for its merge), SUCCESS once it was merged (its `note` names the
             *     merge's report), EXPIRED once it was dropped unmerged (an abandoned upload; the
             *     reference server drops a registrar's pending sub-lists together when none was
             *     added for 24 hours). Clients must accept values not listed here: the type does.
             */
            requestResult: ("SUCCESS" | "FAILURE" | "PENDING" | "EXPIRED") | string | number;
            /**
             * @description REPLACE (maintain report) and UPDATE (fluctuation report) are known; SUB_LIST is
             *     inferred. Clients must accept values not listed here: the type does.
             */
            requestType: ("REPLACE" | "UPDATE" | "SUB_LIST") | string;
            /**
             * Format: int32
             * @description REPLACE: records in the maintained list after the report. SUB_LIST: records
             *     pending so far (this and earlier sub-lists). UPDATE: records in this report.
             */
            totalDomain: number;
            /** Format: int32 */
            addedDomain?: number;
            /** Format: int32 */
            changedDomain?: number;
            /** Format: int32 */
            removedDomain?: number;
            /**
             * Format: int32
             * @description Records that came through sub-lists: in this sub-list (SUB_LIST), or merged (a
             *     REPLACE made by the merge); 0 for a full upload.
             */
            subListDomain?: number;
            note?: string;
        };
        /**
         * @description The registrar's pending sub-lists (inferred): what a merge would apply now.
         * @example {
         *       "totalDomain": 10000,
         *       "subLists": [
         *         {
         *           "id": 1021,
         *           "link": "/v1/reports/1021",
         *           "requestTime": "2026-11-21T08:29:00.000Z",
         *           "requestResult": "PENDING",
         *           "requestType": "SUB_LIST",
         *           "totalDomain": 5000,
         *           "addedDomain": 0,
         *           "changedDomain": 0,
         *           "removedDomain": 0,
         *           "subListDomain": 5000
         *         },
         *         {
         *           "id": 1022,
         *           "link": "/v1/reports/1022",
         *           "requestTime": "2026-11-21T08:29:30.000Z",
         *           "requestResult": "PENDING",
         *           "requestType": "SUB_LIST",
         *           "totalDomain": 10000,
         *           "addedDomain": 0,
         *           "changedDomain": 0,
         *           "removedDomain": 0,
         *           "subListDomain": 5000
         *         }
         *       ],
         *       "expiresAt": "2026-11-22T08:29:30.000Z"
         *     }
         */
        PendingSubLists: {
            /**
             * Format: int32
             * @description Distinct records pending in all the sub-lists together.
             */
            totalDomain: number;
            /** @description Each pending sub-list's record (requestResult PENDING), oldest first. */
            subLists: components["schemas"]["ReportRequestInfo"][];
            /**
             * Format: date-time
             * @description When the pending sub-lists expire unless another is added (absent when none is pending).
             */
            expiresAt?: string;
        };
        /**
         * @description Shortened domain registrar record (list of domains).
         * @example {
         *       "domainName": "nhadat-saigon.com",
         *       "domainLabel": "nhadat-saigon",
         *       "tldName": "com",
         *       "registeredDate": "2021-03-15",
         *       "expiredDate": "2027-03-15"
         *     }
         */
        ShortDomainRegistrar: {
            domainName?: string;
            domainLabel?: string;
            tldName?: string;
            /** Format: date */
            registeredDate?: string;
            /** Format: date */
            expiredDate?: string;
        };
        /** @description Domain registrar record (one domain, as VNNIC holds it). */
        DomainRegistrar: {
            domainName?: string;
            domainLabel?: string;
            tldName?: string;
            /** Format: date */
            registeredDate?: string;
            /** Format: date */
            expiredDate?: string;
            ownerName?: string;
            ownerType?: string;
            address?: string;
            fullAddress?: string;
            wardName?: string;
            districtName?: string;
            cityName?: string;
            countryCode?: string;
            phone?: string;
            email?: string;
            fax?: string;
            adminName?: string;
            isAgentManager?: boolean;
            icannRegistrarName?: string;
            note?: string;
        };
        /**
         * @example {
         *       "registrarName": "Example Registrar, Inc.",
         *       "registrarTradeName": "Example Registrar"
         *     }
         */
        Registrar: {
            registrarName?: string;
            registrarTradeName?: string;
        };
        /**
         * @example {
         *       "alpha2Code": "VN",
         *       "alpha3Code": "VNM",
         *       "fullName": "Socialist Republic of Viet Nam",
         *       "shortName": "Viet Nam"
         *     }
         */
        Country: {
            alpha2Code?: string;
            alpha3Code?: string;
            fullName?: string;
            shortName?: string;
        };
        /**
         * @description A province or centrally-run city.
         * @example {
         *       "cityId": 1,
         *       "shortName": "Hà Nội",
         *       "fullName": "Thành phố Hà Nội",
         *       "alpha3Code": "HNI",
         *       "placeType": "CITY"
         *     }
         */
        City: {
            cityId?: number;
            shortName?: string;
            fullName?: string;
            alpha3Code?: string;
            placeType?: string;
        };
        District: {
            districtId?: number;
            districtName?: string;
            cityId?: number;
            cityName?: string;
            placeType?: string;
        };
        /**
         * @description A ward (v1.0 §2.7-2.8). A ward of the current two-level service has no `districtId` or
         *     `districtName`: inferred (v1.0 predates the 1 July 2025 reform; no source shows it).
         */
        Ward: {
            wardId?: number;
            wardName?: string;
            districtId?: number;
            districtName?: string;
            cityId?: number;
            cityName?: string;
            placeType?: string;
        };
    };
    responses: {
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
    parameters: {
        /**
         * @description Province (city) identifier, a string of digits that keeps its leading zeros (v1.0's example:
         *     `/places/districts/001`). The 1-3 digit pattern is the SDK's own check, not VNNIC's.
         * @example 001
         */
        CityId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    uploadMaintainDomainReportUsingPOST: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintainDomainList"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": components["schemas"]["ReportRequestInfo"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPendingSubListsOfMaintainDomainReportUsingGET: {
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
                    "*/*": components["schemas"]["PendingSubLists"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSubListOfMaintainDomainReportUsingPOST: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaintainDomainList"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": components["schemas"]["ReportRequestInfo"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeAllSubListOfMaintainDomainReportUsingPUT: {
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
                    "*/*": components["schemas"]["ReportRequestInfo"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found (no pending sub-list) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadFluctuationDomainReportUsingPOST: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FluctuationDomain"][];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": components["schemas"]["ReportRequestInfo"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatusOfReportUsingGET: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the report request (ReportRequestInfo.id). */
                id: number;
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
                    "*/*": components["schemas"]["ReportRequestInfo"];
                };
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden (the report belongs to another registrar) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfDomainsUsingGET: {
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
                    "*/*": components["schemas"]["ShortDomainRegistrar"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDomainByNameUsingGET: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Domain name (an IDN in its Unicode or punycode form).
                 * @example example.com
                 */
                domainName: string;
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
                    "*/*": components["schemas"]["DomainRegistrar"];
                };
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllRegistrarsOfIcannUsingGET: {
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
                    "*/*": components["schemas"]["Registrar"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfCountriesUsingGET: {
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
                    "*/*": components["schemas"]["Country"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfProvincesUsingGET: {
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
                    "*/*": components["schemas"]["City"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfDistrictsUsingGET: {
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
                    "*/*": components["schemas"]["District"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfDistrictsByCityIdUsingGET: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Province (city) identifier, a string of digits that keeps its leading zeros (v1.0's example:
                 *     `/places/districts/001`). The 1-3 digit pattern is the SDK's own check, not VNNIC's.
                 * @example 001
                 */
                cityId: components["parameters"]["CityId"];
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
                    "*/*": components["schemas"]["District"][];
                };
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfWardsUsingGET: {
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
                    "*/*": components["schemas"]["Ward"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllListOfWardsByDistrictIdUsingGET: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description District identifier, a string of digits that keeps its leading zeros (v1.0's example:
                 *     `/places/wards/101`). The 1-5 digit pattern is the SDK's own check, not VNNIC's.
                 * @example 001
                 */
                districtId: string;
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
                    "*/*": components["schemas"]["Ward"][];
                };
            };
            /** @description Bad Request (the body or a parameter does not match the document) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
