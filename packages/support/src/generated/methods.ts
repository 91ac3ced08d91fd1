/**
 * Named methods of this package, one per operation of openapi/openapi.yaml (x-sdk-method).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { ApiPromise, RequestOptions, Transport } from "@cdrapi/core";
import { pagedList } from "@cdrapi/core";
import type { ListPromise } from "@cdrapi/core";
import type { components, paths } from "./openapi.js";
import type {
  HostBillChange,
  HostBillObject,
  KnowledgebaseArticle,
  KnowledgebaseCategories,
  KnowledgebaseCategory,
  NewsItem,
  NewsList,
  Ticket,
  TicketDetails,
  TicketList,
  TicketsCreateBody,
  TicketsGetAttachmentQuery,
  TicketsListQuery,
  TicketsReplyBody,
} from "./types.js";

/** An id in a path: a non-empty string or a non-negative integer (percent-encoded when sent). */
export type PathId = string | number;
/** The document's schemas of this package, by name: `Schemas["Vm"]`. */
export type Schemas = components["schemas"];

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
     * `GET /tickets` (operationId `Support_listTickets`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `page`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(query?: TicketsListQuery, opts?: RequestOptions): ListPromise<TicketList, Ticket>;
    /**
     * Create ticket
     *
     * Opens a ticket. Not idempotent: a repeat opens another. Answer: `Success`.
     *
     * `POST /tickets` (operationId `Support_createTicket`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ dept_id?, subject?, body?, encrypt? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    create(body: TicketsCreateBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Ticket details
     *
     * `GET /tickets/{number}` (operationId `Support_getTicket`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<TicketDetails>;
    /**
     * Create reply
     *
     * Adds a reply. Not idempotent: a repeat posts it twice. Answer: `Success`.
     *
     * `POST /tickets/{number}` (operationId `Support_reply`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param body The JSON body: `{ body?, encrypt? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reply(ticketNumber: PathId, body: TicketsReplyBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Ticket attachment
     *
     * `GET /ticket/attachment/{file}` (operationId `Support_getAttachment`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param fileId Attachment identifier.
     * @param query Query parameters: `number`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getAttachment(fileId: PathId, query?: TicketsGetAttachmentQuery, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Re-open ticket
     *
     * Tries to re-open a closed ticket.
     *
     * `PUT /tickets/{number}/open` (operationId `Support_reopenTicket`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    reopen(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * Close ticket
     *
     * Sends a request to close the ticket.
     *
     * `PUT /tickets/{number}/close` (operationId `Support_closeTicket`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param ticketNumber Ticket number (`ticket_number`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    close(ticketNumber: PathId, opts?: RequestOptions): ApiPromise<HostBillChange>;
    /**
     * List ticket departments
     *
     * `GET /ticket/departments` (operationId `Support_listDepartments`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listDepartments(opts?: RequestOptions): ApiPromise<HostBillObject>;
  };
  /**
   * Support: Tickets, departments, news and the knowledge base (HostBill User API).
   */
  readonly news: {
    /**
     * List news
     *
     * `GET /news` (operationId `Support_listNews`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(opts?: RequestOptions): ListPromise<NewsList, NonNullable<NewsList["news"]>[number]>;
    /**
     * Get news item
     *
     * `GET /news/{id}` (operationId `Support_getNews`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param newsId Identifier of the news.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(newsId: PathId, opts?: RequestOptions): ApiPromise<NewsItem>;
  };
  /**
   * Support: Tickets, departments, news and the knowledge base (HostBill User API).
   */
  readonly knowledgebase: {
    /**
     * List knowledgebase categories
     *
     * `GET /knowledgebase` (operationId `Support_listKnowledgebaseCategories`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCategories(opts?: RequestOptions): ListPromise<KnowledgebaseCategories, NonNullable<KnowledgebaseCategories["categories"]>[number]>;
    /**
     * Knowledgebase category details
     *
     * `GET /knowledgebase/{id}` (operationId `Support_getKnowledgebaseCategory`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param categoryId Identifier of the category.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getCategory(categoryId: PathId, opts?: RequestOptions): ApiPromise<KnowledgebaseCategory>;
    /**
     * Knowledgebase article
     *
     * `GET /knowledgebase/article/{id}` (operationId `Support_getKnowledgebaseArticle`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param articleId Identifier of the article.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getArticle(articleId: PathId, opts?: RequestOptions): ApiPromise<KnowledgebaseArticle>;
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
