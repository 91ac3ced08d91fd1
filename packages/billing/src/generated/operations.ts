/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Billing_getBalance": {"method":"GET","path":"/balance","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Billing_listInvoices": {"method":"GET","path":"/invoice","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Billing_getInvoice": {"method":"GET","path":"/invoice/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"invoiceId"}},
  "Billing_applyCredit": {"method":"POST","path":"/invoice/{id}/credit","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"id":"invoiceId"}},
  "Billing_listPaymentMethods": {"method":"GET","path":"/payment","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Billing_listPaymentFees": {"method":"GET","path":"/payment/fees","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Cart_listCategories": {"method":"GET","path":"/category","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Cart_listProducts": {"method":"GET","path":"/category/{category_id}/product","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"category_id":"categoryId"}},
  "Cart_getProduct": {"method":"GET","path":"/order/{product_id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"product_id":"productId"}},
  "Cart_order": {"method":"POST","path":"/order/{product_id}","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"product_id":"productId"}},
  "Cart_orderMultiple": {"method":"POST","path":"/order","security":["bearerAuth","basicAuth"],"idempotent":false},
  "Cart_quote": {"method":"POST","path":"/quote","security":["bearerAuth","basicAuth"],"idempotent":true},
} as const;

export type OperationId = keyof typeof operations;
