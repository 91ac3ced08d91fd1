/**
 * Types of the document's schemas (openapi-typescript): `Schemas["MaintainDomain"]`.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export type paths = Record<string, never>;
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
        /**
         * @description The exports mark neither field required; the SDK requires both, non-empty, as its own rule:
         *     a login without them cannot succeed, and failing before the request keeps the rate limit for
         *     real attempts.
         */
        LoginRequest: {
            username: string;
            /** Format: password */
            password: string;
            /** @description A long session (360 days, as a portal's own client describes it). */
            remember?: boolean;
        };
        /** @description The exports do not mark `refresh_token` required; the SDK does (its own rule), since a refresh without it cannot succeed. */
        RefreshRequest: {
            refresh_token: string;
        };
        /** @description Some HostBill installs name the refresh token `refresh`, others `refresh_token`. */
        TokenPair: {
            token?: string;
            refresh?: string;
            refresh_token?: string;
            error?: string[];
        };
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
        /** @description HostBill's answer to a change; a 200 with a non-empty `error` array is a failure. */
        HostBillInfo: {
            info?: string[];
            error?: string[];
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
         * @description The client's profile (GET /details).
         * @example {
         *       "client": {
         *         "id": "1",
         *         "email": "jane@example.com",
         *         "lastlogin": "2016-12-30 12:34:20",
         *         "ip": "10.1.1.1",
         *         "host": "hostname",
         *         "firstname": "Jane",
         *         "lastname": "Doe",
         *         "companyname": "",
         *         "address1": "Pretty View Lane",
         *         "address2": "3294",
         *         "city": "Santa Rosa",
         *         "state": "California",
         *         "postcode": "95401",
         *         "country": "US",
         *         "phonenumber": "+1.24123123"
         *       }
         *     }
         */
        ClientDetails: {
            /** @description The client's profile. */
            client?: {
                id?: string;
                email?: string;
                lastlogin?: string;
                ip?: string;
                host?: string;
                firstname?: string;
                lastname?: string;
                companyname?: string;
                address1?: string;
                address2?: string;
                city?: string;
                state?: string;
                postcode?: string;
                country?: string;
                phonenumber?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The answer to a sign-up. HostBill's swagger shows only `Success`; the Tino SPA reads
         *     `client`, `token`, `refresh`, `currency` and `verify`, so those are typed and anything else
         *     is allowed.
         */
        SignUpResult: {
            client?: {
                [key: string]: unknown;
            };
            token?: string;
            refresh?: string;
            currency?: {
                [key: string]: unknown;
            };
            verify?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's contacts.
         * @example {
         *       "contacts": [
         *         {
         *           "email": "mary@example.com",
         *           "id": "49",
         *           "firstname": "Mary",
         *           "lastname": "Sue",
         *           "companyname": "",
         *           "company": "0",
         *           "lastlogin": "0000-00-00 00:00:00"
         *         }
         *       ]
         *     }
         */
        ContactList: {
            contacts?: components["schemas"]["Contact"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One contact of the client's account (`contacts.list`). */
        Contact: {
            email?: string;
            id?: string;
            firstname?: string;
            lastname?: string;
            companyname?: string;
            company?: string;
            lastlogin?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Every privilege a contact can be given, by area. `services` and `domains` map `full` or
         *     an item id to the privileges on it. POST /contact and PUT /contact/{id} take
         *     `privileges` in this format.
         * @example {
         *       "privileges": {
         *         "billing": [
         *           "emails",
         *           "payinvoice",
         *           "orders",
         *           "balance",
         *           "addfunds",
         *           "creditcard"
         *         ],
         *         "support": [
         *           "newticket",
         *           "tickets",
         *           "closeticket",
         *           "emails"
         *         ],
         *         "misc": [
         *           "editmain",
         *           "emails",
         *           "editipaccess",
         *           "manageprofiles",
         *           "affiliates"
         *         ],
         *         "services": {
         *           "332": [
         *             "basic",
         *             "billing",
         *             "cancelation",
         *             "upgrade",
         *             "notify",
         *             "logindetails"
         *           ],
         *           "full": 1
         *         },
         *         "domains": {
         *           "523": [
         *             "basic",
         *             "renew",
         *             "notify",
         *             "contactinfo",
         *             "nameservers"
         *           ],
         *           "full": 1
         *         }
         *       }
         *     }
         */
        ContactPrivileges: {
            privileges?: {
                billing?: string[];
                support?: string[];
                misc?: string[];
                services?: {
                    [key: string]: unknown;
                };
                domains?: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One contact with its privileges.
         * @example {
         *       "contact": {
         *         "id": "49",
         *         "email": "mary@example.com",
         *         "firstname": "Mary",
         *         "lastname": "Sue",
         *         "companyname": "",
         *         "address1": "Pretty View Lane",
         *         "address2": "3194",
         *         "city": "Santa Rosa",
         *         "state": "California",
         *         "postcode": "95401",
         *         "country": "US",
         *         "phonenumber": "+1.24123123",
         *         "type": "Private",
         *         "privileges": {
         *           "support": [
         *             "tickets",
         *             "newticket"
         *           ]
         *         }
         *       }
         *     }
         */
        ContactDetails: {
            contact?: {
                id?: string;
                email?: string;
                firstname?: string;
                lastname?: string;
                companyname?: string;
                address1?: string;
                address2?: string;
                city?: string;
                state?: string;
                postcode?: string;
                country?: string;
                phonenumber?: string;
                type?: string;
                privileges?: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        Vm: {
            id?: string;
            label?: string;
            status?: string;
            hostname?: string;
            ip?: string;
        } & {
            [key: string]: unknown;
        };
        VmList: {
            /**
             * @description The VMs: an array, or (as Tino's and DCHost-style installs answer) an object keyed by VM
             *     id. `vms.list()` yields every VM of either form.
             */
            vms?: components["schemas"]["Vm"][] | {
                [key: string]: components["schemas"]["Vm"];
            };
            error?: string[];
        };
        UpgradeRequest: {
            send?: boolean;
            /** @description The new package's id (DS and DC type it integer). */
            package?: number | string;
            cycle?: string;
            resources?: {
                [key: string]: unknown;
            };
        };
        MountIsoRequest: {
            /** @description ISO image name; empty or absent unmounts the mounted image. */
            image?: string;
        };
        BootOrderRequest: {
            /**
             * @description Boot order: `cd` HDD then CD-ROM, `dc` CD-ROM then HDD, `c` HDD only, `d` CD-ROM only.
             *     Required by the SDK: without it the call changes nothing.
             */
            order: string;
        };
        PxeRequest: {
            /** @description `on` or `off`. */
            state?: string;
        };
        /** @description One VM. Types vary by module, so most are left open. */
        VmDetails: {
            vm?: {
                /** @description e.g. `running`. */
                status?: string;
                built?: unknown;
                locked?: unknown;
                power?: unknown;
                label?: string;
                username?: string;
                password?: string;
                ipv4?: unknown;
                ipv6?: unknown;
                memory?: unknown;
                disk?: unknown;
                cores?: unknown;
                sockets?: unknown;
                cpus?: unknown;
                uptime?: unknown;
                template_name?: string;
                mac?: unknown;
                interfaces?: unknown;
                storage?: unknown;
                bandwidth?: {
                    data_received?: unknown;
                    data_sent?: unknown;
                } & {
                    [key: string]: unknown;
                };
                /** @description IP addresses by IP id. */
                ip?: {
                    [key: string]: {
                        ipaddress?: string;
                        main?: unknown;
                    } & {
                        [key: string]: unknown;
                    };
                };
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The answer to a VM power action. A non-empty `error` array is a failure. */
        VmActionResult: {
            status?: unknown;
            info?: string[];
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
        /**
         * @description The client's services.
         * @example {
         *       "services": [
         *         {
         *           "id": "301",
         *           "domain": "examplename.com",
         *           "total": "9.99",
         *           "status": "Pending",
         *           "billingcycle": "Monthly",
         *           "next_due": "2017-12-30",
         *           "category": "Hosting",
         *           "category_url": "hosting",
         *           "name": "Starter Hosting"
         *         }
         *       ]
         *     }
         */
        ServiceList: {
            services?: components["schemas"]["Service"][];
            page?: {
                current?: number;
                total?: number;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One service of the client's list (`services.list`). */
        Service: {
            id?: string;
            domain?: string;
            total?: string;
            status?: string;
            billingcycle?: string;
            next_due?: string;
            category?: string;
            category_url?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One service.
         * @example {
         *       "service": {
         *         "id": "301",
         *         "date_created": "2016-12-30",
         *         "domain": "examplename.com",
         *         "firstpayment": "9.99",
         *         "total": "9.99",
         *         "billingcycle": "Monthly",
         *         "next_due": "2017-12-30",
         *         "next_invoice": "2017-11-30",
         *         "status": "Active",
         *         "label": "",
         *         "username": "examplen",
         *         "password": "pdtzc",
         *         "name": "Starter Hosting"
         *       }
         *     }
         */
        ServiceDetails: {
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
                username?: string;
                password?: string;
                name?: string;
            } & {
                [key: string]: unknown;
            };
            addons?: unknown;
            haveaddons?: unknown;
            unpaid_invoice?: unknown;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The routes available for this service (they depend on its provisioning module).
         * @example {
         *       "methods": [
         *         {
         *           "name": "Upgrade Request",
         *           "method": "POST",
         *           "route": "/service/@id/upgrade"
         *         },
         *         {
         *           "name": "Upgrade Options",
         *           "method": "GET",
         *           "route": "/service/@id/upgrade"
         *         }
         *       ]
         *     }
         */
        ServiceMethods: {
            methods?: ({
                name?: string;
                method?: string;
                /** @description In HostBill's notation (`@id`). */
                route?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The service's label.
         * @example {
         *       "label": "example"
         *     }
         */
        ServiceLabel: {
            label?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The account balance and credit. (The swagger example wraps this in an extra `{ }`, which
         *     is malformed JSON.)
         * @example {
         *       "success": true,
         *       "details": {
         *         "currency": "USD",
         *         "acc_balance": "123456.55",
         *         "acc_credit": "0.00"
         *       }
         *     }
         */
        AccountBalance: {
            success?: boolean;
            details?: {
                currency?: string;
                acc_balance?: string;
                acc_credit?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's invoices.
         * @example {
         *       "invoices": [
         *         {
         *           "id": "308976",
         *           "date": "2016-12-30",
         *           "dateorig": "2016-12-30",
         *           "duedate": "2017-01-06",
         *           "paybefore": "2017-01-06",
         *           "total": "19.65",
         *           "datepaid": "2016-12-30 12:40:47",
         *           "status": "Paid",
         *           "merge_id": null,
         *           "number": "2016/12/1",
         *           "currency": "USD"
         *         }
         *       ]
         *     }
         */
        InvoiceList: {
            invoices?: components["schemas"]["Invoice"][];
            page?: {
                current?: number;
                total?: number;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One invoice of the client's list (`invoices.list`). */
        Invoice: {
            id?: string;
            date?: string;
            dateorig?: string;
            duedate?: string;
            paybefore?: string;
            total?: string;
            datepaid?: string;
            status?: string;
            merge_id?: string | null;
            number?: string;
            currency?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One invoice with its items and the billed client.
         * @example {
         *       "invoice": {
         *         "id": "308976",
         *         "status": "Paid",
         *         "date": "2016-12-30",
         *         "duedate": "2017-01-06",
         *         "paybefore": "2017-01-06",
         *         "datepaid": "2016-12-30 12:40:47",
         *         "subtotal": "16.24",
         *         "credit": "0.00",
         *         "tax": "3.41",
         *         "taxrate": "21.00",
         *         "tax2": "0.00",
         *         "taxrate2": "0.00",
         *         "taxexempt": "0",
         *         "total": "19.65",
         *         "rate": "1.00000",
         *         "rate2": "0.00000",
         *         "rate3": "1.00000",
         *         "notes": "",
         *         "items": [
         *           {
         *             "id": "12305",
         *             "invoice_id": "308976",
         *             "type": "Other",
         *             "item_id": "0",
         *             "description": "Example Service",
         *             "amount": "15.00",
         *             "taxed": "1",
         *             "qty": "1.00",
         *             "linetotal": "15.00"
         *           }
         *         ],
         *         "client": {
         *           "id": "26",
         *           "email": "jondoe@email.com",
         *           "firstname": "Jon",
         *           "lastname": "Doe",
         *           "companyname": "",
         *           "address1": "Pretty View Lane",
         *           "address2": "3194",
         *           "city": "Santa Rosa",
         *           "state": "California",
         *           "postcode": "95401",
         *           "country": "US",
         *           "phonenumber": "+1.24123123"
         *         },
         *         "number": "2016/12/1",
         *         "currency": "USD"
         *       }
         *     }
         */
        InvoiceDetails: {
            invoice?: {
                id?: string;
                status?: string;
                date?: string;
                duedate?: string;
                paybefore?: string;
                datepaid?: string;
                subtotal?: number | string;
                credit?: number | string;
                tax?: number | string;
                taxrate?: number | string;
                tax2?: number | string;
                taxrate2?: number | string;
                taxexempt?: string;
                total?: number | string;
                rate?: number | string;
                rate2?: number | string;
                rate3?: number | string;
                notes?: string;
                number?: string;
                currency?: string;
                items?: ({
                    id?: string;
                    invoice_id?: string;
                    type?: string;
                    item_id?: string;
                    description?: string;
                    amount?: string;
                    taxed?: string;
                    qty?: string;
                    linetotal?: string;
                } & {
                    [key: string]: unknown;
                })[];
                client?: {
                    id?: string;
                    email?: string;
                    firstname?: string;
                    lastname?: string;
                    companyname?: string;
                    address1?: string;
                    address2?: string;
                    city?: string;
                    state?: string;
                    postcode?: string;
                    country?: string;
                    phonenumber?: string;
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
         * @description Payment methods (a map, not a list).
         * @example {
         *       "payments": {
         *         "9": "PayPal",
         *         "10": "BankTransfer"
         *       }
         *     }
         */
        PaymentMethods: {
            /** @description Payment method id -> name. */
            payments?: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Payment methods with their fees.
         * @example {
         *       "payments": [
         *         {
         *           "id": "1",
         *           "name": "Bank Transfer",
         *           "fixed_fee": "0.0",
         *           "percent_fee": "0.0"
         *         },
         *         {
         *           "id": "2",
         *           "name": "Stripe",
         *           "fixed_fee": "0.5",
         *           "percent_fee": "2.9"
         *         }
         *       ]
         *     }
         */
        PaymentMethodFees: {
            payments?: ({
                id?: number | string;
                name?: string;
                fixed_fee?: string;
                percent_fee?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Product categories of the shop.
         * @example {
         *       "categories": [
         *         {
         *           "id": "10",
         *           "name": "Hosting",
         *           "description": "",
         *           "slug": "hosting"
         *         }
         *       ]
         *     }
         */
        ProductCategories: {
            categories?: ({
                id?: string;
                name?: string;
                description?: string;
                slug?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Products of a category, with their billing periods.
         * @example {
         *       "products": [
         *         {
         *           "id": "333",
         *           "type": "1",
         *           "name": "Starter Hosting",
         *           "stock": false,
         *           "paytype": "Regular",
         *           "description": "",
         *           "qty": "0",
         *           "tags": [],
         *           "periods": [
         *             {
         *               "title": "Monthly",
         *               "value": "m",
         *               "price": 9.99,
         *               "setup": 0,
         *               "selected": true
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        CategoryProducts: {
            products?: ({
                id?: string;
                type?: string;
                name?: string;
                stock?: boolean;
                paytype?: string;
                description?: string;
                qty?: string;
                tags?: unknown[];
                periods?: ({
                    title?: string;
                    value?: string;
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
         * @description A product's configuration: the `config.product` fields (`cycle`, `domain`), the `forms`
         *     whose ids key `custom`, addons and sub-products.
         * @example {
         *       "product": {
         *         "id": "333",
         *         "category_name": "Hosting",
         *         "category_id": "49",
         *         "name": "Starter Hosting",
         *         "price": "9.99",
         *         "recurring": "m",
         *         "setup": "0.00",
         *         "config": {
         *           "product": [
         *             {
         *               "type": "select",
         *               "id": "cycle",
         *               "items": [
         *                 {
         *                   "title": "Monthly",
         *                   "value": "m",
         *                   "selected": true
         *                 }
         *               ]
         *             },
         *             {
         *               "type": "input",
         *               "id": "domain"
         *             }
         *           ],
         *           "forms": [
         *             {
         *               "type": "select",
         *               "title": "Disk",
         *               "id": "1618",
         *               "firstItemId": "5029",
         *               "name": "custom[1618]",
         *               "items": [
         *                 {
         *                   "title": "10 GB",
         *                   "value": "1",
         *                   "id": "5029"
         *                 }
         *               ]
         *             }
         *           ],
         *           "addons": [],
         *           "subproducts": []
         *         },
         *         "recurring_price": "9.99",
         *         "prorata_date": null
         *       }
         *     }
         */
        ProductConfiguration: {
            product?: {
                id?: string;
                category_name?: string;
                category_id?: string;
                name?: string;
                price?: number | string;
                recurring?: string;
                setup?: number | string;
                recurring_price?: number | string;
                prorata_date?: string | null;
                config?: {
                    product?: {
                        [key: string]: unknown;
                    }[];
                    forms?: {
                        [key: string]: unknown;
                    }[];
                    addons?: {
                        [key: string]: unknown;
                    }[];
                    subproducts?: unknown[];
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
         * @description A placed order: its number, invoice and the created items (`type: Hosting` items carry the
         *     new service id).
         * @example {
         *       "order_num": 1132559230,
         *       "invoice_id": "1199323",
         *       "total": 0,
         *       "items": [
         *         {
         *           "type": "Hosting",
         *           "id": "356472",
         *           "name": "example.com",
         *           "product_id": "1"
         *         }
         *       ]
         *     }
         */
        OrderResult: {
            order_num?: number | string;
            invoice_id?: string;
            total?: number | string;
            items?: ({
                type?: string;
                id?: string;
                name?: string;
                product_id?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The client's tickets.
         * @example {
         *       "tickets": [
         *         {
         *           "client_read": "1",
         *           "ticket_number": "736633",
         *           "date": "2016-12-30 12:48:13",
         *           "deptname": "Billing",
         *           "subject": "Invoice question",
         *           "status": "Open",
         *           "lastreply": "2020-09-12 11:10:03"
         *         }
         *       ]
         *     }
         */
        TicketList: {
            tickets?: components["schemas"]["Ticket"][];
            page?: {
                current?: number;
                total?: number;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One ticket of the client's list (`tickets.list`); `ticket_number` is its id in the other ticket calls. */
        Ticket: {
            client_read?: string;
            ticket_number?: string;
            date?: string;
            deptname?: string;
            subject?: string;
            status?: string;
            lastreply?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One ticket and its replies.
         * @example {
         *       "ticket": {
         *         "date": "2016-12-30 12:48:13",
         *         "ticket_number": "736633",
         *         "name": "Jon Doe",
         *         "email": "jondoe@email.com",
         *         "subject": "Invoice question",
         *         "body": "Hello, ...",
         *         "status": "Answered",
         *         "client_read": "1",
         *         "deptname": "Billing"
         *       },
         *       "replies": [
         *         {
         *           "id": "929",
         *           "name": "Supporter",
         *           "date": "2016-12-30 12:51:04",
         *           "body": "Hello, ...",
         *           "status": "Sent",
         *           "type": "Admin"
         *         }
         *       ]
         *     }
         */
        TicketDetails: {
            ticket?: {
                date?: string;
                ticket_number?: string;
                name?: string;
                email?: string;
                subject?: string;
                body?: string;
                status?: string;
                client_read?: string;
                deptname?: string;
            } & {
                [key: string]: unknown;
            };
            replies?: ({
                id?: string;
                name?: string;
                date?: string;
                body?: string;
                status?: string;
                type?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description News items.
         * @example {
         *       "news": [
         *         {
         *           "id": "2",
         *           "title": "Maintenance window",
         *           "date": "2016-12-30",
         *           "language_id": "1",
         *           "slug": "maintenance-window"
         *         }
         *       ]
         *     }
         */
        NewsList: {
            news?: ({
                id?: string;
                title?: string;
                date?: string;
                language_id?: string;
                slug?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One news item.
         * @example {
         *       "annoucement": {
         *         "id": "2",
         *         "title": "Maintenance window",
         *         "content": "<p>...</p>",
         *         "date": "2016-12-30",
         *         "language_id": "1",
         *         "slug": "maintenance-window"
         *       }
         *     }
         */
        NewsItem: {
            annoucement?: {
                id?: string;
                title?: string;
                content?: string;
                date?: string;
                language_id?: string;
                slug?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Knowledge base categories.
         * @example {
         *       "categories": [
         *         {
         *           "id": "1",
         *           "parent_cat": "0",
         *           "name": "Getting started",
         *           "description": "",
         *           "slug": "getting-started",
         *           "elements": "3"
         *         }
         *       ]
         *     }
         */
        KnowledgebaseCategories: {
            categories?: ({
                id?: string;
                parent_cat?: string;
                name?: string;
                description?: string;
                slug?: string;
                elements?: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A category's sub-categories and articles.
         * @example {
         *       "subcategories": [],
         *       "articles": [
         *         {
         *           "id": "1",
         *           "language_id": "1",
         *           "cat_id": "1",
         *           "title": "First steps",
         *           "body": "<p>...</p>",
         *           "views": "10",
         *           "slug": "first-steps",
         *           "upvotes": "1",
         *           "downvotes": "0",
         *           "tag_title": "",
         *           "tag_body": ""
         *         }
         *       ]
         *     }
         */
        KnowledgebaseCategory: {
            subcategories?: {
                [key: string]: unknown;
            }[];
            articles?: components["schemas"]["KnowledgebaseArticleFields"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One article.
         * @example {
         *       "article": {
         *         "id": "1",
         *         "language_id": "1",
         *         "cat_id": "1",
         *         "title": "First steps",
         *         "body": "<p>...</p>",
         *         "views": "10",
         *         "slug": "first-steps",
         *         "upvotes": "1",
         *         "downvotes": "0",
         *         "tag_title": "",
         *         "tag_body": ""
         *       }
         *     }
         */
        KnowledgebaseArticle: {
            article?: components["schemas"]["KnowledgebaseArticleFields"];
        } & {
            [key: string]: unknown;
        };
        /** @description The fields of a knowledge base article. */
        KnowledgebaseArticleFields: {
            id?: string;
            language_id?: string;
            cat_id?: string;
            title?: string;
            body?: string;
            views?: string;
            slug?: string;
            upvotes?: string;
            downvotes?: string;
            tag_title?: string;
            tag_body?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

export type Schemas = components["schemas"];
