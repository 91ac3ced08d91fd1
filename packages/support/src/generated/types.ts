/**
 * Names for the types of this package's schemas and of each method's body, query and result.
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

import type { RequestOptions } from "@cdrapi/core";
import type { components, operations } from "./openapi.js";

type Schemas = components["schemas"];
type Ops = operations;
/** No key of RequestOptions: per-call options can never be taken for a body or query. */
type NoRequestOptions = { [K in keyof RequestOptions]?: never };

/** HostBill's error answer; `error` lists message codes or sentences. */
export type HostBillError = Schemas["HostBillError"];
/** A HostBill answer whose fields vary by provider and module. */
export type HostBillObject = Schemas["HostBillObject"];
/** HostBill's answer to a change: usually `info` messages (e.g. `{"info": ["cancell_sent"]}`), sometimes `success: true`; other fields vary by portal and module. A non-empty `error` array is a failure, whatever the HTTP status. */
export type HostBillChange = Schemas["HostBillChange"];
/** The client's tickets. */
export type TicketList = Schemas["TicketList"];
/** One ticket of the client's list (`tickets.list`); `ticket_number` is its id in the other ticket calls. */
export type Ticket = Schemas["Ticket"];
/** One ticket and its replies. */
export type TicketDetails = Schemas["TicketDetails"];
/** News items. */
export type NewsList = Schemas["NewsList"];
/** One news item. */
export type NewsItem = Schemas["NewsItem"];
/** Knowledge base categories. */
export type KnowledgebaseCategories = Schemas["KnowledgebaseCategories"];
/** A category's sub-categories and articles. */
export type KnowledgebaseCategory = Schemas["KnowledgebaseCategory"];
/** One article. */
export type KnowledgebaseArticle = Schemas["KnowledgebaseArticle"];
/** The fields of a knowledge base article. */
export type KnowledgebaseArticleFields = Schemas["KnowledgebaseArticleFields"];
/** The query parameters of `tickets.list` (`GET /tickets`). */
export type TicketsListQuery = NonNullable<Ops["Support_listTickets"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `tickets.create` (`POST /tickets`). */
export type TicketsCreateBody = NonNullable<Ops["Support_createTicket"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `tickets.reply` (`POST /tickets/{number}`). */
export type TicketsReplyBody = NonNullable<Ops["Support_reply"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The query parameters of `tickets.getAttachment` (`GET /ticket/attachment/{file}`). */
export type TicketsGetAttachmentQuery = NonNullable<Ops["Support_getAttachment"]["parameters"]["query"]> & NoRequestOptions;
