/**
 * Typed path map of this package's operations (openapi-typescript).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export interface paths {
    "/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tickets */
        get: operations["Support_listTickets"];
        put?: never;
        /**
         * Create ticket
         * @description Opens a ticket. Not idempotent: a repeat opens another. Answer: `Success`.
         */
        post: operations["Support_createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticket details */
        get: operations["Support_getTicket"];
        put?: never;
        /**
         * Create reply
         * @description Adds a reply. Not idempotent: a repeat posts it twice. Answer: `Success`.
         */
        post: operations["Support_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/attachment/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticket attachment */
        get: operations["Support_getAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{number}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Re-open ticket
         * @description Tries to re-open a closed ticket.
         */
        put: operations["Support_reopenTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{number}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Close ticket
         * @description Sends a request to close the ticket.
         */
        put: operations["Support_closeTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ticket/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List ticket departments */
        get: operations["Support_listDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List news */
        get: operations["Support_listNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get news item */
        get: operations["Support_getNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgebase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List knowledgebase categories */
        get: operations["Support_listKnowledgebaseCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgebase/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledgebase category details */
        get: operations["Support_getKnowledgebaseCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgebase/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledgebase article */
        get: operations["Support_getKnowledgebaseArticle"];
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
    Support_listTickets: {
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
                    "application/json": components["schemas"]["TicketList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Department (GET /ticket/departments). */
                    dept_id?: string;
                    subject?: string;
                    body?: string;
                    encrypt?: string;
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
    Support_getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Ticket number (`ticket_number`). */
                number: string;
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
                    "application/json": components["schemas"]["TicketDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Ticket number (`ticket_number`). */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string;
                    encrypt?: string;
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
    Support_getAttachment: {
        parameters: {
            query?: {
                /** @description Ticket number. */
                number?: string;
            };
            header?: never;
            path: {
                /** @description Attachment identifier. */
                file: string;
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
    Support_reopenTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Ticket number (`ticket_number`). */
                number: string;
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
    Support_closeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Ticket number (`ticket_number`). */
                number: string;
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
    Support_listDepartments: {
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
    Support_listNews: {
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
                    "application/json": components["schemas"]["NewsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_getNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the news. */
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
                    "application/json": components["schemas"]["NewsItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_listKnowledgebaseCategories: {
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
                    "application/json": components["schemas"]["KnowledgebaseCategories"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_getKnowledgebaseCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the category. */
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
                    "application/json": components["schemas"]["KnowledgebaseCategory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    Support_getKnowledgebaseArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the article. */
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
                    "application/json": components["schemas"]["KnowledgebaseArticle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
