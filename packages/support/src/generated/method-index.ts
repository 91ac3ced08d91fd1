/**
 * Which method calls each operationId of this package, for tools that call an operation by its SDK name (the CLI's api command) and tests that drive every one (no client module imports it, so a bundle that does not use it drops it).
 * Generated from openapi/openapi.yaml by tools/codegen - do not edit; run `pnpm generate`.
 */

/* eslint-disable */
// biome-ignore-all lint: generated code

export const methodIndex = {
  "Support_listTickets": {"method":"tickets.list","path":[],"body":false,"query":true,"list":{"items":"tickets","page":"page","item":"Ticket"}},
  "Support_createTicket": {"method":"tickets.create","path":[],"body":true,"query":false},
  "Support_getTicket": {"method":"tickets.get","path":["ticketNumber"],"body":false,"query":false},
  "Support_reply": {"method":"tickets.reply","path":["ticketNumber"],"body":true,"query":false},
  "Support_getAttachment": {"method":"tickets.getAttachment","path":["fileId"],"body":false,"query":true},
  "Support_reopenTicket": {"method":"tickets.reopen","path":["ticketNumber"],"body":false,"query":false},
  "Support_closeTicket": {"method":"tickets.close","path":["ticketNumber"],"body":false,"query":false},
  "Support_listDepartments": {"method":"tickets.listDepartments","path":[],"body":false,"query":false},
  "Support_listNews": {"method":"news.list","path":[],"body":false,"query":false,"list":{"items":"news"}},
  "Support_getNews": {"method":"news.get","path":["newsId"],"body":false,"query":false},
  "Support_listKnowledgebaseCategories": {"method":"knowledgebase.listCategories","path":[],"body":false,"query":false,"list":{"items":"categories"}},
  "Support_getKnowledgebaseCategory": {"method":"knowledgebase.getCategory","path":["categoryId"],"body":false,"query":false},
  "Support_getKnowledgebaseArticle": {"method":"knowledgebase.getArticle","path":["articleId"],"body":false,"query":false},
} as const;
