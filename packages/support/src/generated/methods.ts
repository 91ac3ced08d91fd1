/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method, x-sdk-alias).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, operations, paths } from "./openapi.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];
type Ops = operations;

/**
 * Every operation of this package as a method, grouped as the document's `x-sdk-method`
 * names them. Arguments: the path ids in path order, then `body` (when the operation has
 * one), then `query` (when it has query parameters), then `opts` (`{ signal }`).
 */
export interface SupportMethods {
  /**
   * Support: Tickets, departments, news and the knowledge base (HostBill User API).
   */
  readonly tickets: {
    /**
     * List tickets
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /tickets` · operationId `Support_listTickets` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `page`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(query?: NonNullable<Ops["Support_listTickets"]["parameters"]["query"]>, opts?: RequestOptions): ListPromise<Ops["Support_listTickets"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Support_listTickets"]["responses"][200]["content"]["application/json"]["tickets"]>[number]>;
    /**
     * Create ticket
     *
     * Opens a ticket. Not idempotent: a repeat opens another. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TB (medium-high).
     *
     * `POST /tickets` · operationId `Support_createTicket` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ dept_id?, subject?, body?, encrypt? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    create(body: NonNullable<Ops["Support_createTicket"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Support_createTicket"]["responses"][200]["content"]["application/json"]>;
    /**
     * Ticket details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /tickets/{number}` · operationId `Support_getTicket` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_getTicket"]["responses"][200]["content"]["application/json"]>;
    /**
     * Create reply
     *
     * Adds a reply. Not idempotent: a repeat posts it twice. Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TB (medium-high).
     *
     * `POST /tickets/{number}` · operationId `Support_reply` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param body The JSON body: `{ body?, encrypt? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reply(ticketNumber: PathId, body: NonNullable<Ops["Support_reply"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Support_reply"]["responses"][200]["content"]["application/json"]>;
    /**
     * Ticket attachment
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /ticket/attachment/{file}` · operationId `Support_getAttachment` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param fileId Attachment identifier.
     * @param query Query parameters: `number`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getAttachment(fileId: PathId, query?: NonNullable<Ops["Support_getAttachment"]["parameters"]["query"]>, opts?: RequestOptions): ApiPromise<Ops["Support_getAttachment"]["responses"][200]["content"]["application/json"]>;
    /**
     * Re-open ticket
     *
     * Tries to re-open a closed ticket.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /tickets/{number}/open` · operationId `Support_reopenTicket` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    reopen(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_reopenTicket"]["responses"][200]["content"]["application/json"]>;
    /**
     * Close ticket
     *
     * Sends a request to close the ticket.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `PUT /tickets/{number}/close` · operationId `Support_closeTicket` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    close(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_closeTicket"]["responses"][200]["content"]["application/json"]>;
    /**
     * List ticket departments
     *
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `GET /ticket/departments` · operationId `Support_listDepartments` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listDepartments(opts?: RequestOptions): ApiPromise<Ops["Support_listDepartments"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Support: Tickets, departments, news and the knowledge base (HostBill User API).
   */
  readonly news: {
    /**
     * List news
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /news` · operationId `Support_listNews` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(opts?: RequestOptions): ListPromise<Ops["Support_listNews"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Support_listNews"]["responses"][200]["content"]["application/json"]["news"]>[number]>;
    /**
     * Get news item
     *
     * DC and HTC name the path parameter `@news_id`.
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /news/{id}` · operationId `Support_getNews` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param newsId Identifier of the news.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(newsId: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_getNews"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Support: Tickets, departments, news and the knowledge base (HostBill User API).
   */
  readonly knowledgebase: {
    /**
     * List knowledgebase categories
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /knowledgebase` · operationId `Support_listKnowledgebaseCategories` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCategories(opts?: RequestOptions): ListPromise<Ops["Support_listKnowledgebaseCategories"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Support_listKnowledgebaseCategories"]["responses"][200]["content"]["application/json"]["categories"]>[number]>;
    /**
     * Knowledgebase category details
     *
     * DC and HTC name the path parameter `@category_id`.
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /knowledgebase/{id}` · operationId `Support_getKnowledgebaseCategory` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param categoryId Identifier of the category.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getCategory(categoryId: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_getKnowledgebaseCategory"]["responses"][200]["content"]["application/json"]>;
    /**
     * Knowledgebase article
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /knowledgebase/article/{id}` · operationId `Support_getKnowledgebaseArticle` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param articleId Identifier of the article.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getArticle(articleId: PathId, opts?: RequestOptions): ApiPromise<Ops["Support_getKnowledgebaseArticle"]["responses"][200]["content"]["application/json"]>;
  };
}

/** The `tickets` methods over one transport. */
export function ticketsMethods(t: Transport<paths>): SupportMethods["tickets"] {
  return {
    list: (query, opts) =>
      pagedList(t, "Support_listTickets", { query }, opts, "tickets", "page"),
    create: (body, opts) =>
      t.request("Support_createTicket", { body }, opts),
    get: (ticketNumber, opts) =>
      t.request("Support_getTicket", { path: { "number": ticketNumber } }, opts),
    reply: (ticketNumber, body, opts) =>
      t.request("Support_reply", { path: { "number": ticketNumber }, body }, opts),
    getAttachment: (fileId, query, opts) =>
      t.request("Support_getAttachment", { path: { "file": fileId }, query }, opts),
    reopen: (ticketNumber, opts) =>
      t.request("Support_reopenTicket", { path: { "number": ticketNumber } }, opts),
    close: (ticketNumber, opts) =>
      t.request("Support_closeTicket", { path: { "number": ticketNumber } }, opts),
    listDepartments: (opts) =>
      t.request("Support_listDepartments", {}, opts),
  };
}

/** The `news` methods over one transport. */
export function newsMethods(t: Transport<paths>): SupportMethods["news"] {
  return {
    list: (opts) =>
      pagedList(t, "Support_listNews", {}, opts, "news"),
    get: (newsId, opts) =>
      t.request("Support_getNews", { path: { "id": newsId } }, opts),
  };
}

/** The `knowledgebase` methods over one transport. */
export function knowledgebaseMethods(t: Transport<paths>): SupportMethods["knowledgebase"] {
  return {
    listCategories: (opts) =>
      pagedList(t, "Support_listKnowledgebaseCategories", {}, opts, "categories"),
    getCategory: (categoryId, opts) =>
      t.request("Support_getKnowledgebaseCategory", { path: { "id": categoryId } }, opts),
    getArticle: (articleId, opts) =>
      t.request("Support_getKnowledgebaseArticle", { path: { "id": articleId } }, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): SupportMethods {
  const tickets = ticketsMethods(t);
  const news = newsMethods(t);
  const knowledgebase = knowledgebaseMethods(t);
  return { tickets, news, knowledgebase };
}
