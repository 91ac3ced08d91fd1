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
  AccountBalance,
  CartOrderBody,
  CartOrderMultipleBody,
  CartQuoteBody,
  CategoryProducts,
  HostBillChange,
  HostBillObject,
  Invoice,
  InvoiceDetails,
  InvoiceList,
  InvoicesApplyCreditBody,
  InvoicesListQuery,
  OrderResult,
  PaymentMethodFees,
  PaymentMethods,
  ProductCategories,
  ProductConfiguration,
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
export interface BillingMethods {
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly billing: {
    /**
     * Account balance
     *
     * `GET /balance` (operationId `Billing_getBalance`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getBalance(opts?: RequestOptions): ApiPromise<AccountBalance>;
  };
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly invoices: {
    /**
     * List invoices
     *
     * `GET /invoice` (operationId `Billing_listInvoices`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param query Query parameters: `page`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    list(query?: InvoicesListQuery, opts?: RequestOptions): ListPromise<InvoiceList, Invoice>;
    /**
     * Invoice details
     *
     * `GET /invoice/{id}` (operationId `Billing_getInvoice`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param invoiceId Identifier of the invoice.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    get(invoiceId: PathId, opts?: RequestOptions): ApiPromise<InvoiceDetails>;
    /**
     * Apply credit
     *
     * Pays the invoice from the account's credit. Not idempotent: a repeat may apply credit
     * again. Answer: `Success`.
     *
     * `POST /invoice/{id}/credit` (operationId `Billing_applyCredit`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param invoiceId Identifier of the invoice.
     * @param body The JSON body: `{ amount? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    applyCredit(invoiceId: PathId, body?: InvoicesApplyCreditBody, opts?: RequestOptions): ApiPromise<HostBillChange>;
  };
  /**
   * Billing: Balance, invoices, credit and payment methods (HostBill User API).
   */
  readonly payments: {
    /**
     * Payment methods
     *
     * `GET /payment` (operationId `Billing_listPaymentMethods`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listMethods(opts?: RequestOptions): ApiPromise<PaymentMethods>;
    /**
     * Payment methods fees
     *
     * `GET /payment/fees` (operationId `Billing_listPaymentFees`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listFees(opts?: RequestOptions): ListPromise<PaymentMethodFees, NonNullable<PaymentMethodFees["payments"]>[number]>;
  };
  /**
   * Cart: Product categories, product configuration, orders and quotes (HostBill User API).
   */
  readonly cart: {
    /**
     * List product categories
     *
     * `GET /category` (operationId `Cart_listCategories`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listCategories(opts?: RequestOptions): ListPromise<ProductCategories, NonNullable<ProductCategories["categories"]>[number]>;
    /**
     * List products in category
     *
     * `GET /category/{category_id}/product` (operationId `Cart_listProducts`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param categoryId Category identifier.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    listProducts(categoryId: PathId, opts?: RequestOptions): ListPromise<CategoryProducts, NonNullable<CategoryProducts["products"]>[number]>;
    /**
     * Get product configuration
     *
     * `GET /order/{product_id}` (operationId `Cart_getProduct`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param productId Product identifier.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    getProduct(productId: PathId, opts?: RequestOptions): ApiPromise<ProductConfiguration>;
    /**
     * Order new service
     *
     * Orders one product. `cycle` is a billing period symbol (m, q, s, a, b, t); `custom` holds
     * the form values keyed by form id (GET /order/{product_id}). Not idempotent: a repeat
     * places another order.
     *
     * `POST /order/{product_id}` (operationId `Cart_order`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param productId Product identifier.
     * @param body The JSON body: `{ domain?, hostname?, cycle?, pay_method?, custom?, promocode?, aff_id? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 404, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    order(productId: PathId, body: CartOrderBody, opts?: RequestOptions): ApiPromise<OrderResult>;
    /**
     * Order multiple services
     *
     * Orders several items at once; each item has `type` (product, domain or certificate) and
     * that route's parameters.
     *
     * `POST /order` (operationId `Cart_orderMultiple`). Not idempotent: not retried once the server may have received it (only a 429 or a refused connection is).
     * @param body The JSON body: `{ pay_method?, ignore_errors?, items?, aff_id? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    orderMultiple(body: CartOrderMultipleBody, opts?: RequestOptions): ApiPromise<HostBillObject>;
    /**
     * Get order quote
     *
     * Prices an order without placing it (a read: repeating it is harmless).
     *
     * `POST /quote` (operationId `Cart_quote`). Idempotent: retried on 408, 429, 5xx and connection errors (up to `maxRetries`).
     * @param body The JSON body: `{ pay_method?, output?, items? }`.
     * @param opts Per-call options: `signal`, `timeoutMs`, `maxRetries`, `headers`.
     * @throws {ApiError} when the server answers with an error (this operation's documented errors: 400, 401, 429, 503): a subclass by status, e.g. `NotFoundError` for 404. `ConnectionError`, `TimeoutError` or `AbortError` when no answer comes.
     */
    quote(body: CartQuoteBody, opts?: RequestOptions): ApiPromise<HostBillObject>;
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
