/** HostBill support tickets: list, open, details with replies, reply, close and re-open. */

import { HttpProblem } from "../problem.js";
import { isoDateTime, newId, type TicketRecord, ticketOf } from "../state/hostbill.js";
import { paged } from "./paging.js";
import { accountOf, fields, type HandlerContext, type Handlers, info, ok } from "./types.js";

function ticket(ctx: HandlerContext): TicketRecord {
  return ticketOf(accountOf(ctx), ctx.ids[0]);
}

function text(ctx: HandlerContext, name: string): string {
  const value = fields(ctx)[name];
  if (typeof value !== "string" || value.trim() === "") throw new HttpProblem(400, `${name} is required.`);
  return value;
}

export const supportHandlers: Handlers = {
  "GET /tickets"(ctx) {
    const tickets = accountOf(ctx).tickets.map(
      ({ ticket_number, date, deptname, subject, status, lastreply, client_read }) => ({
        client_read,
        ticket_number,
        date,
        deptname,
        subject,
        status,
        lastreply,
      }),
    );
    return ok(paged(ctx, "tickets", tickets));
  },

  "POST /tickets"(ctx) {
    const account = accountOf(ctx);
    const deptId = String(fields(ctx).dept_id ?? "");
    const department = account.departments.find((d) => d.id === deptId);
    if (!department) throw new HttpProblem(400, `No ticket department ${deptId}.`);
    const now = isoDateTime(ctx.hostbill.now());
    const created: TicketRecord = {
      ticket_number: String(100_000 + Number(newId(account))),
      subject: text(ctx, "subject"),
      body: text(ctx, "body"),
      deptname: department.name,
      dept_id: department.id,
      status: "Open",
      date: now,
      lastreply: now,
      client_read: "1",
      replies: [],
    };
    account.tickets.push(created);
    return info("Ticket created", { ticket_number: created.ticket_number });
  },

  "GET /tickets/{number}"(ctx) {
    const account = accountOf(ctx);
    const { replies, dept_id: _dept, lastreply: _last, ...stored } = ticket(ctx);
    const name = `${account.client.firstname} ${account.client.lastname}`;
    return ok({ ticket: { ...stored, name, email: account.client.email }, replies });
  },

  /** A client reply; replying to a closed ticket opens it again, as HostBill does. */
  "POST /tickets/{number}"(ctx) {
    const account = accountOf(ctx);
    const found = ticket(ctx);
    const now = isoDateTime(ctx.hostbill.now());
    found.replies.push({
      id: newId(account),
      name: `${account.client.firstname} ${account.client.lastname}`,
      date: now,
      body: text(ctx, "body"),
      status: "Client-Reply",
      type: "Client",
    });
    found.status = "Client-Reply";
    found.lastreply = now;
    return info("Reply added");
  },

  "PUT /tickets/{number}/close"(ctx) {
    const found = ticket(ctx);
    found.status = "Closed";
    return info(`Ticket ${found.ticket_number} closed`);
  },

  /** Re-opening a ticket that is open already is harmless. */
  "PUT /tickets/{number}/open"(ctx) {
    const found = ticket(ctx);
    found.status = "Open";
    return info(`Ticket ${found.ticket_number} re-opened`);
  },

  "GET /ticket/departments"(ctx) {
    return ok({ departments: accountOf(ctx).departments });
  },
};
