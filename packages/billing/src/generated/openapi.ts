/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account balance */
        get: operations["Billing_getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invoices */
        get: operations["Billing_listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invoice details */
        get: operations["Billing_getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoice/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply credit
         * @description Pays the invoice from the account's credit. Not idempotent: a repeat may apply credit
         *     again. Answer: `Success`.
         */
        post: operations["Billing_applyCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods */
        get: operations["Billing_listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods fees */
        get: operations["Billing_listPaymentFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List product categories */
        get: operations["Cart_listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/{category_id}/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products in category */
        get: operations["Cart_listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get product configuration */
        get: operations["Cart_getProduct"];
        put?: never;
        /**
         * Order new service
         * @description Orders one product. `cycle` is a billing period symbol (m, q, s, a, b, t); `custom` holds
         *     the form values keyed by form id (GET /order/{product_id}). Not idempotent: a repeat
         *     places another order.
         */
        post: operations["Cart_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order multiple services
         * @description Orders several items at once; each item has `type` (product, domain or certificate) and
         *     that route's parameters.
         */
        post: operations["Cart_orderMultiple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get order quote
         * @description Prices an order without placing it (a read: repeating it is harmless).
         */
        post: operations["Cart_quote"];
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
    Billing_getBalance: {
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
                    "application/json": components["schemas"]["AccountBalance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Billing_listInvoices: {
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
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Billing_getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the invoice. */
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
                    "application/json": components["schemas"]["InvoiceDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Billing_applyCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the invoice. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Optional: without it, the amount that fully pays the invoice is used. */
                    amount?: number | string;
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
    Billing_listPaymentMethods: {
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
                    "application/json": components["schemas"]["PaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Billing_listPaymentFees: {
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
                    "application/json": components["schemas"]["PaymentMethodFees"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_listCategories: {
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
                    "application/json": components["schemas"]["ProductCategories"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_listProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category identifier. */
                category_id: string;
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
                    "application/json": components["schemas"]["CategoryProducts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_getProduct: {
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
                    "application/json": components["schemas"]["ProductConfiguration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product identifier. */
                product_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain?: string;
                    hostname?: string;
                    /** @description Billing period symbol: m, q, s, a, b, t. */
                    cycle?: string;
                    pay_method?: string;
                    /** @description Form values: `{"<form_id>": {"<item_id>": 1 | qty | "main"}}`. */
                    custom?: {
                        [key: string]: unknown;
                    };
                    promocode?: string;
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
                    "application/json": components["schemas"]["OrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_orderMultiple: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pay_method?: string;
                    ignore_errors?: unknown;
                    items?: ({
                        /** @description product, domain or certificate. */
                        type?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    aff_id?: string;
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Cart_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pay_method?: string;
                    /**
                     * @description short, config or full.
                     * @enum {string}
                     */
                    output?: "short" | "config" | "full";
                    items?: {
                        [key: string]: unknown;
                    }[];
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
                    "application/json": components["schemas"]["HostBillObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
