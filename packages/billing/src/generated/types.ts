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
/** The account balance and credit. (The swagger example wraps this in an extra `{ }`, which is malformed JSON.) */
export type AccountBalance = Schemas["AccountBalance"];
/** The client's invoices. */
export type InvoiceList = Schemas["InvoiceList"];
/** One invoice of the client's list (`invoices.list`). */
export type Invoice = Schemas["Invoice"];
/** One invoice with its items and the billed client. */
export type InvoiceDetails = Schemas["InvoiceDetails"];
/** Payment methods (a map, not a list). */
export type PaymentMethods = Schemas["PaymentMethods"];
/** Payment methods with their fees. */
export type PaymentMethodFees = Schemas["PaymentMethodFees"];
/** Product categories of the shop. */
export type ProductCategories = Schemas["ProductCategories"];
/** Products of a category, with their billing periods. */
export type CategoryProducts = Schemas["CategoryProducts"];
/** A product's configuration: the `config.product` fields (`cycle`, `domain`), the `forms` whose ids key `custom`, addons and sub-products. */
export type ProductConfiguration = Schemas["ProductConfiguration"];
/** A placed order: its number, invoice and the created items (`type: Hosting` items carry the new service id). */
export type OrderResult = Schemas["OrderResult"];
/** The query parameters of `invoices.list` (`GET /invoice`). */
export type InvoicesListQuery = NonNullable<Ops["Billing_listInvoices"]["parameters"]["query"]> & NoRequestOptions;
/** The body of `invoices.applyCredit` (`POST /invoice/{id}/credit`). */
export type InvoicesApplyCreditBody = NonNullable<Ops["Billing_applyCredit"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `cart.order` (`POST /order/{product_id}`). */
export type CartOrderBody = NonNullable<Ops["Cart_order"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `cart.orderMultiple` (`POST /order`). */
export type CartOrderMultipleBody = NonNullable<Ops["Cart_orderMultiple"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
/** The body of `cart.quote` (`POST /quote`). */
export type CartQuoteBody = NonNullable<Ops["Cart_quote"]["requestBody"]>["content"]["application/json"] & NoRequestOptions;
