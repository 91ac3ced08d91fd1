/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login
         * @description Exchanges a username and password for an access token and a refresh token.
         */
        post: operations["Utility_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh Token
         * @description Exchanges a refresh token for a new access token (and possibly a new refresh token). Not
         *     idempotent: a provider may rotate the refresh token on use.
         */
        post: operations["Utility_refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logout
         * @description Invalidates the authorization token.
         */
        post: operations["Utility_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke Token
         * @description Invalidates the authorization and the refresh token. Pass the refresh token, or call with
         *     a valid access token.
         */
        post: operations["Utility_revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passwordreset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password reset
         * @description Not idempotent: every call sends an e-mail.
         */
        post: operations["Utility_passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up
         * @description Creates a client account with a `password`, a `currency` and the profile fields of the
         *     portal's registration form. Other fields the portal defines are accepted.
         */
        post: operations["Client area_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Details */
        get: operations["Client area_userDetails"];
        /**
         * Update User Details
         * @description Updates the client's profile. Other fields the portal defines are accepted. Answer:
         *     `Success`.
         */
        put: operations["Client area_updateUserDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User Logs
         * @description Logs from the client's history.
         */
        get: operations["Client area_userLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List all portal notifications */
        get: operations["Client area_listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List new portal notifications
         * @description Only the notifications not acknowledged yet.
         */
        get: operations["Client area_listNewNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Acknowledge notification
         * @description Marks the notification as read.
         */
        put: operations["Client area_acknowledgeNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List contacts */
        get: operations["Contact_listContacts"];
        put?: never;
        /**
         * Add contact
         * @description Adds a contact. `password` is optional and lets the contact log in; `privileges` is
         *     formatted as GET /contact/privileges returns it; the profile fields are those of PUT
         *     /details. Answer: `Success`.
         */
        post: operations["Contact_addContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/privileges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact privileges */
        get: operations["Contact_contactPrivileges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get contacts details */
        get: operations["Contact_getContact"];
        /**
         * Edit contact
         * @description Changes a contact's profile fields and privileges. Answer: `Success`.
         */
        put: operations["Contact_editContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate summary */
        get: operations["Affiliate_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate campaigns */
        get: operations["Affiliate_campaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate commissions */
        get: operations["Affiliate_commissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate payouts */
        get: operations["Affiliate_payouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate vouchers */
        get: operations["Affiliate_vouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliates/commissionplans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliate commission plans */
        get: operations["Affiliate_commissionPlans"];
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
    Utility_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description OK (HostBill may also answer 200 with an `error` array) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Utility_refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Utility_logout: {
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
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Utility_revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The refresh token to revoke. */
                    refresh_token?: string;
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
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Utility_passwordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address of the account. */
                    email?: string;
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
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    companyname?: string;
                    address1?: string;
                    address2?: string;
                    postcode?: string;
                    state?: string;
                    city?: string;
                    country?: string;
                    phonenumber?: string;
                    /** Format: password */
                    password?: string;
                    currency?: string;
                    taxid?: string;
                    gender?: string;
                    nationalid?: string;
                    /** @description dd/mm/yyyy. */
                    birthday?: string;
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
                    "application/json": components["schemas"]["SignUpResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_userDetails": {
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
                    "application/json": components["schemas"]["ClientDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_updateUserDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    companyname?: string;
                    address1?: string;
                    address2?: string;
                    postcode?: string;
                    state?: string;
                    city?: string;
                    country?: string;
                    phonenumber?: string;
                    tckno?: string;
                    tcknyear?: string;
                    taxno?: string;
                    taxoffice?: string;
                    passport?: string;
                    taxid?: string;
                    gender?: string;
                    nationalid?: string;
                    birthday?: string;
                    bankname?: string;
                    bankaccount?: string;
                    bankaccountname?: string;
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
    "Client area_userLogs": {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_listNotifications": {
        parameters: {
            query?: {
                /** @description Optional filter: type of the related item. */
                rel_type?: string;
                /** @description Optional filter: id of the related item. */
                rel_id?: string;
            };
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_listNewNotifications": {
        parameters: {
            query?: {
                /** @description Optional filter: type of the related item. */
                rel_type?: string;
                /** @description Optional filter: id of the related item. */
                rel_id?: string;
            };
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "Client area_acknowledgeNotification": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the notification. */
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
    Contact_listContacts: {
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
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Contact_addContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    companyname?: string;
                    address1?: string;
                    address2?: string;
                    postcode?: string;
                    state?: string;
                    city?: string;
                    country?: string;
                    phonenumber?: string;
                    /**
                     * Format: password
                     * @description Optional: lets the contact log in.
                     */
                    password?: string;
                    /** @description As GET /contact/privileges formats it. */
                    privileges?: {
                        [key: string]: unknown;
                    };
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
    Contact_contactPrivileges: {
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
                    "application/json": components["schemas"]["ContactPrivileges"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Contact_getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the contact. */
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
                    "application/json": components["schemas"]["ContactDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Contact_editContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the contact. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type?: string;
                    firstname?: string;
                    lastname?: string;
                    email?: string;
                    companyname?: string;
                    address1?: string;
                    address2?: string;
                    postcode?: string;
                    state?: string;
                    city?: string;
                    country?: string;
                    phonenumber?: string;
                    /** @description As GET /contact/privileges formats it. */
                    privileges?: {
                        [key: string]: unknown;
                    };
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
    Affiliate_summary: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Affiliate_campaigns: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Affiliate_commissions: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Affiliate_payouts: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Affiliate_vouchers: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Affiliate_commissionPlans: {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
