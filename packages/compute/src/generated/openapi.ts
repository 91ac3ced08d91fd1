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
         * @description Exchanges a refresh token for a new access token (and possibly a new refresh token).
         *     Not idempotent: a provider may rotate the refresh token on use.
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
        /** Logout */
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
         * @description Invalidates the authorization and the refresh token.
         */
        post: operations["Utility_revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resources
         * @description Shows available and used resources of the service.
         */
        get: operations["Cloud Virtual Machine_resources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VMs */
        get: operations["Cloud Virtual Machine_listVms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upgrade Options */
        get: operations["Cloud Virtual Machine_upgradeOptions"];
        put?: never;
        /** Upgrade Request */
        post: operations["Cloud Virtual Machine_upgradeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/templates/{vmid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List VM rebuild templates */
        get: operations["Cloud Virtual Machine_rebuildTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/usage/memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** VM Memory Usage graph */
        get: operations["Cloud Virtual Machine_memoryUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List ISO images */
        get: operations["Cloud Virtual Machine_listIsoImages"];
        put?: never;
        /** Mount ISO image */
        post: operations["Cloud Virtual Machine_mountIsoImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/boot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Boot Order */
        post: operations["Cloud Virtual Machine_bootOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/{id}/vms/{vmid}/tuntap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable PXE */
        post: operations["Cloud Virtual Machine_enablePxe"];
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
        LoginRequest: {
            username: string;
            /** Format: password */
            password: string;
        };
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
            vms?: components["schemas"]["Vm"][];
            error?: string[];
        };
        UpgradeRequest: {
            send: boolean;
            package?: string;
            cycle?: string;
            resources?: {
                [key: string]: unknown;
            };
        };
        MountIsoRequest: {
            /** @description Identifier of the ISO image to mount. */
            iso: string;
        };
        BootOrderRequest: {
            /** @description Boot device order, for example `cdn` (cd-rom, disk, network). */
            boot: string;
        };
    };
    responses: never;
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    Utility_revokeToken: {
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_resources": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the service. */
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
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_listVms": {
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
                    "application/json": components["schemas"]["VmList"];
                };
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
        };
    };
    "Cloud Virtual Machine_upgradeOptions": {
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_upgradeRequest": {
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
                "application/json": components["schemas"]["UpgradeRequest"];
            };
        };
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_rebuildTemplates": {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_memoryUsage": {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_listIsoImages": {
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_mountIsoImage": {
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
                "application/json": components["schemas"]["MountIsoRequest"];
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_bootOrder": {
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
                "application/json": components["schemas"]["BootOrderRequest"];
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
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "Cloud Virtual Machine_enablePxe": {
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
                    "application/json": components["schemas"]["HostBillInfo"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
