/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/service/{id}/vms/{vmid}/interfaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add network interface */
        post: operations["Services_addInterface"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List services */
        get: operations["Services_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service details */
        get: operations["Services_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service methods */
        get: operations["Services_listMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel service
         * @description Queues a cancellation request (it does not delete the service): `immediate` false
         *     terminates at the end of the billing period, true at once. Not idempotent: a repeat queues
         *     another request.
         */
        post: operations["Services_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service label */
        get: operations["Services_getLabel"];
        put?: never;
        /**
         * Change service label
         * @description Repeating it is harmless. Answer: `Success`.
         */
        post: operations["Services_setLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Manual service renew
         * @description Generates an invoice to renew the service. Not idempotent: a repeat may invoice again.
         */
        post: operations["Services_renew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/cycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List billing cycles
         * @description Recurring billing cycle options.
         */
        get: operations["Services_listBillingCycles"];
        put?: never;
        /**
         * Change billing cycle
         * @description Takes `cycle` (not `cycle_id`). Repeating it is harmless. Answer: `Success`.
         */
        post: operations["Services_setBillingCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/shutdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VM shutdown
         * @description Graceful shutdown. Repeating it is harmless.
         */
        post: operations["Services_vmShutdown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VM reset
         * @description Resets the virtual server's power. Not idempotent: a repeat resets again.
         */
        post: operations["Services_vmReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/hostname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * VM change hostname
         * @description Repeating it with the same name is harmless.
         */
        post: operations["Services_vmHostname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/ippool": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List IP pools */
        get: operations["Services_listIpPools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/ippool/{pool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Allocate IPs */
        post: operations["Services_allocateIps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available networks
         * @description Networks and IP pools that can be used to create a VM.
         */
        get: operations["Services_listNetworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/interfaces/{iface}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get network interface */
        get: operations["Services_getInterface"];
        /** Update network interface */
        put: operations["Services_updateInterface"];
        post?: never;
        /** Remove network interface */
        delete: operations["Services_removeInterface"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * IP addresses
         * @description The service's IP addresses.
         */
        get: operations["Services_listIps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/rdns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reverse DNS
         * @description Reverse DNS entries of the service's IP addresses.
         */
        get: operations["Services_getReverseDns"];
        put?: never;
        /**
         * Update rDNS
         * @description `ipaddress` maps each IP address to its hostname. Repeating it is harmless. Answer:
         *     `Success`.
         */
        post: operations["Services_updateReverseDns"];
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
        /** @description The answer to a VM power action. A non-empty `error` array is a failure. */
        VmActionResult: {
            status?: unknown;
            info?: string[];
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
    parameters: {
        /**
         * @description Identifier of the service.
         * @example 1201
         */
        ServiceId: string;
        /**
         * @description Identifier of the virtual machine within the service.
         * @example vm-10
         */
        VmId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Services_addInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bridge?: string;
                    firewall?: string;
                    /** @description IP ids. */
                    ipv4?: number[];
                    /** @description IP ids. */
                    ipv6?: number[];
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
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_list: {
        parameters: {
            query?: {
                /** @description Page number. */
                page?: number;
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
                    "application/json": components["schemas"]["ServiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
                    "application/json": components["schemas"]["ServiceDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_listMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
                    "application/json": components["schemas"]["ServiceMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description false: at the end of the billing period; true: now. */
                    immediate?: boolean;
                    reason?: string;
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
                     *         "cancell_sent"
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
    Services_getLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
                    "application/json": components["schemas"]["ServiceLabel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_setLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
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
    Services_renew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
    Services_listBillingCycles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
    Services_setBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New billing cycle. */
                    cycle?: string;
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
    Services_vmShutdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
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
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_vmReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
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
                    "application/json": components["schemas"]["VmActionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Services_vmHostname: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname?: string;
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
    Services_listIpPools: {
        parameters: {
            query?: {
                /** @description Interface number (optional). */
                iface?: string;
                /** @description Bridge (optional; ignored when `iface` is given). */
                bridge?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
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
    Services_allocateIps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Identifier of the IP pool (list) to allocate from. */
                pool: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description ipv4 or ipv6.
                     * @enum {string}
                     */
                    type?: "ipv4" | "ipv6";
                    iface?: string;
                    bridge?: string;
                    /** @description How many. */
                    number?: number | string;
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
    Services_listNetworks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
    Services_getInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Interface name or id, e.g. `0` or `net0`. */
                iface: string;
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
    Services_updateInterface: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Interface name or id, e.g. `0` or `net0`. */
                iface: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firewall?: string;
                    ipv4?: number[];
                    ipv6?: number[];
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
    Services_removeInterface: {
        parameters: {
            query?: {
                list?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
                /**
                 * @description Identifier of the virtual machine within the service.
                 * @example vm-10
                 */
                vmid: components["parameters"]["VmId"];
                /** @description Interface name or id, e.g. `0` or `net0`. */
                iface: string;
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
    Services_listIps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
    Services_getReverseDns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
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
    Services_updateReverseDns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the service.
                 * @example 1201
                 */
                id: components["parameters"]["ServiceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description IP address -> hostname. */
                    ipaddress?: {
                        [key: string]: string;
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
}
