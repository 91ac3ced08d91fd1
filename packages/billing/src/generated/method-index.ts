/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "Billing_getBalance": {"method":"billing.getBalance","path":[],"body":false,"query":false},
  "Billing_listInvoices": {"method":"invoices.list","path":[],"body":false,"query":true,"list":{"items":"invoices","page":"page","item":"Invoice"}},
  "Billing_getInvoice": {"method":"invoices.get","path":["invoiceId"],"body":false,"query":false},
  "Billing_applyCredit": {"method":"invoices.applyCredit","path":["invoiceId"],"body":true,"query":false},
  "Billing_listPaymentMethods": {"method":"payments.listMethods","path":[],"body":false,"query":false},
  "Billing_listPaymentFees": {"method":"payments.listFees","path":[],"body":false,"query":false,"list":{"items":"payments"}},
  "Cart_listCategories": {"method":"cart.listCategories","path":[],"body":false,"query":false,"list":{"items":"categories"}},
  "Cart_listProducts": {"method":"cart.listProducts","path":["categoryId"],"body":false,"query":false,"list":{"items":"products"}},
  "Cart_getProduct": {"method":"cart.getProduct","path":["productId"],"body":false,"query":false},
  "Cart_order": {"method":"cart.order","path":["productId"],"body":true,"query":false},
  "Cart_orderMultiple": {"method":"cart.orderMultiple","path":[],"body":true,"query":false},
  "Cart_quote": {"method":"cart.quote","path":[],"body":true,"query":false},
} as const;
