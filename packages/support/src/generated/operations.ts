/**
 * Runtime table of this package's operations, by operationId (drives auth and retries).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const operations = {
  "Support_listTickets": {"method":"GET","path":"/tickets","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Support_createTicket": {"method":"POST","path":"/tickets","security":["bearerAuth","basicAuth"],"idempotent":false},
  "Support_getTicket": {"method":"GET","path":"/tickets/{number}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"number":"ticketNumber"}},
  "Support_reply": {"method":"POST","path":"/tickets/{number}","security":["bearerAuth","basicAuth"],"idempotent":false,"names":{"number":"ticketNumber"}},
  "Support_getAttachment": {"method":"GET","path":"/ticket/attachment/{file}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"file":"fileId"}},
  "Support_reopenTicket": {"method":"PUT","path":"/tickets/{number}/open","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"number":"ticketNumber"}},
  "Support_closeTicket": {"method":"PUT","path":"/tickets/{number}/close","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"number":"ticketNumber"}},
  "Support_listDepartments": {"method":"GET","path":"/ticket/departments","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Support_listNews": {"method":"GET","path":"/news","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Support_getNews": {"method":"GET","path":"/news/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"newsId"}},
  "Support_listKnowledgebaseCategories": {"method":"GET","path":"/knowledgebase","security":["bearerAuth","basicAuth"],"idempotent":true},
  "Support_getKnowledgebaseCategory": {"method":"GET","path":"/knowledgebase/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"categoryId"}},
  "Support_getKnowledgebaseArticle": {"method":"GET","path":"/knowledgebase/article/{id}","security":["bearerAuth","basicAuth"],"idempotent":true,"names":{"id":"articleId"}},
} as const;

export type OperationId = keyof typeof operations;
