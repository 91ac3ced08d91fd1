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
export interface BillingMethods {
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly billing: {
    /**
     * Account balance
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /balance` · operationId `Billing_getBalance` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getBalance(opts?: RequestOptions): ApiPromise<Ops["Billing_getBalance"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly invoices: {
    /**
     * List invoices
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high); the example is
     * DS/DC's.
     *
     * `GET /invoice` · operationId `Billing_listInvoices` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param query Query parameters: `page`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    list(query?: NonNullable<Ops["Billing_listInvoices"]["parameters"]["query"]>, opts?: RequestOptions): ListPromise<Ops["Billing_listInvoices"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Billing_listInvoices"]["responses"][200]["content"]["application/json"]["invoices"]>[number]>;
    /**
     * Invoice details
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TB (medium-high), TF (medium); the
     * example is DS/DC's.
     *
     * `GET /invoice/{id}` · operationId `Billing_getInvoice` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param invoiceId Identifier of the invoice.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    get(invoiceId: PathId, opts?: RequestOptions): ApiPromise<Ops["Billing_getInvoice"]["responses"][200]["content"]["application/json"]>;
    /**
     * Apply credit
     *
     * Pays the invoice from the account's credit. Not idempotent: a repeat may apply credit again.
     * Answer: `Success`.
     * No source shows an example answer: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths).
     *
     * `POST /invoice/{id}/credit` · operationId `Billing_applyCredit` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param invoiceId Identifier of the invoice.
     * @param body The JSON body: `{ amount? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    applyCredit(invoiceId: PathId, body?: NonNullable<Ops["Billing_applyCredit"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Billing_applyCredit"]["responses"][200]["content"]["application/json"]>;
  };
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly payments: {
    /**
     * Payment methods
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TF (medium); the example is DS/DC's.
     *
     * `GET /payment` · operationId `Billing_listPaymentMethods` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listMethods(opts?: RequestOptions): ApiPromise<Ops["Billing_listPaymentMethods"]["responses"][200]["content"]["application/json"]>;
    /**
     * Payment methods fees
     *
     * Sources: DS (high), DC (high), HTC (high for paths); the example is DS/DC's.
     *
     * `GET /payment/fees` · operationId `Billing_listPaymentFees` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listFees(opts?: RequestOptions): ListPromise<Ops["Billing_listPaymentFees"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Billing_listPaymentFees"]["responses"][200]["content"]["application/json"]["payments"]>[number]>;
  };
  /**
   * Cart: Product categories, product configuration, orders and quotes (HostBill User API).
   */
  readonly cart: {
    /**
     * List product categories
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), WL (medium-high); the
     * example is DS/DC's.
     *
     * `GET /category` · operationId `Cart_listCategories` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listCategories(opts?: RequestOptions): ListPromise<Ops["Cart_listCategories"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Cart_listCategories"]["responses"][200]["content"]["application/json"]["categories"]>[number]>;
    /**
     * List products in category
     *
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), TF (medium), WL
     * (medium-high); the example is DS/DC's.
     *
     * `GET /category/{category_id}/product` · operationId `Cart_listProducts` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param categoryId Category identifier.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    listProducts(categoryId: PathId, opts?: RequestOptions): ListPromise<Ops["Cart_listProducts"]["responses"][200]["content"]["application/json"], NonNullable<Ops["Cart_listProducts"]["responses"][200]["content"]["application/json"]["products"]>[number]>;
    /**
     * Get product configuration
     *
     * TR: "This endpoint is public" (it answers without a token too).
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), WL (medium-high); the
     * example is DS/DC's.
     *
     * `GET /order/{product_id}` · operationId `Cart_getProduct` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param productId Product identifier.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    getProduct(productId: PathId, opts?: RequestOptions): ApiPromise<Ops["Cart_getProduct"]["responses"][200]["content"]["application/json"]>;
    /**
     * Order new service
     *
     * Orders one product. `cycle` is a billing period symbol (m, q, s, a, b, t); `custom` holds
     * the form values keyed by form id (GET /order/{product_id}). Not idempotent: a repeat places
     * another order. TR verified the example answer.
     * Sources: DS (high), DC (high), HTC (high for paths), TR (high), WL (medium-high); the
     * example is TR's.
     *
     * `POST /order/{product_id}` · operationId `Cart_order` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param productId Product identifier.
     * @param body The JSON body: `{ domain?, hostname?, cycle?, pay_method?, custom?, promocode?, aff_id? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    order(productId: PathId, body: NonNullable<Ops["Cart_order"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cart_order"]["responses"][200]["content"]["application/json"]>;
    /**
     * Order multiple services
     *
     * Orders several items at once; each item has `type` (product, domain or certificate) and that
     * route's parameters.
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TF (medium).
     *
     * `POST /order` · operationId `Cart_orderMultiple` · provenance: hostbill-userapi · not idempotent (never retried once sent).
     * @param body The JSON body: `{ pay_method?, ignore_errors?, items?, aff_id? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    orderMultiple(body: NonNullable<Ops["Cart_orderMultiple"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cart_orderMultiple"]["responses"][200]["content"]["application/json"]>;
    /**
     * Get order quote
     *
     * Prices an order without placing it (a read: repeating it is harmless).
     * No source shows the answer's shape: the schema is open. Sources: DS (high), DC (high), HTC
     * (high for paths), TF (medium).
     *
     * `POST /quote` · operationId `Cart_quote` · provenance: hostbill-userapi · idempotent (retried on 408/429/5xx).
     * @param body The JSON body: `{ pay_method?, output?, items? }`.
     * @param opts Per-call options, e.g. `{ signal }`.
     */
    quote(body: NonNullable<Ops["Cart_quote"]["requestBody"]>["content"]["application/json"], opts?: RequestOptions): ApiPromise<Ops["Cart_quote"]["responses"][200]["content"]["application/json"]>;
  };
}

/** The `billing` methods over one transport. */
export function billingMethods(t: Transport<paths>): BillingMethods["billing"] {
  return {
    getBalance: (opts) =>
      t.request("Billing_getBalance", {}, opts),
  };
}

/** The `invoices` methods over one transport. */
export function invoicesMethods(t: Transport<paths>): BillingMethods["invoices"] {
  return {
    list: (query, opts) =>
      pagedList(t, "Billing_listInvoices", { query }, opts, "invoices", "page"),
    get: (invoiceId, opts) =>
      t.request("Billing_getInvoice", { path: { "id": invoiceId } }, opts),
    applyCredit: (invoiceId, body, opts) =>
      t.request("Billing_applyCredit", { path: { "id": invoiceId }, body }, opts),
  };
}

/** The `payments` methods over one transport. */
export function paymentsMethods(t: Transport<paths>): BillingMethods["payments"] {
  return {
    listMethods: (opts) =>
      t.request("Billing_listPaymentMethods", {}, opts),
    listFees: (opts) =>
      pagedList(t, "Billing_listPaymentFees", {}, opts, "payments"),
  };
}

/** The `cart` methods over one transport. */
export function cartMethods(t: Transport<paths>): BillingMethods["cart"] {
  return {
    listCategories: (opts) =>
      pagedList(t, "Cart_listCategories", {}, opts, "categories"),
    listProducts: (categoryId, opts) =>
      pagedList(t, "Cart_listProducts", { path: { "category_id": categoryId } }, opts, "products"),
    getProduct: (productId, opts) =>
      t.request("Cart_getProduct", { path: { "product_id": productId } }, opts),
    order: (productId, body, opts) =>
      t.request("Cart_order", { path: { "product_id": productId }, body }, opts),
    orderMultiple: (body, opts) =>
      t.request("Cart_orderMultiple", { body }, opts),
    quote: (body, opts) =>
      t.request("Cart_quote", { body }, opts),
  };
}

/** The named methods over one transport (auth, retries and errors are the transport's). */
export function createMethods(t: Transport<paths>): BillingMethods {
  const billing = billingMethods(t);
  const invoices = invoicesMethods(t);
  const payments = paymentsMethods(t);
  const cart = cartMethods(t);
  return { billing, invoices, payments, cart };
}
