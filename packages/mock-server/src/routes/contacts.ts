/**
 * HostBill contacts (sub-accounts of the client): list, add, details, edit. No source gives a
 * delete route, so the document (and this server) has none.
 */

import { HttpProblem } from "../problem.js";
import { type ContactRecord, contactOf, newId } from "../state/hostbill.js";
import { accountOf, bodyFields, fields, type HandlerContext, type Handlers, info, ok } from "./types.js";

/** Profile fields a request may set (the document's); `password` is accepted and never stored or shown. */
const PROFILE = bodyFields("POST /contact");

function profile(ctx: HandlerContext): Partial<ContactRecord> {
  const body = fields(ctx);
  return Object.fromEntries(PROFILE.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}

export const contactHandlers: Handlers = {
  "GET /contact"(ctx) {
    const contacts = accountOf(ctx).contacts.map((c) => ({
      id: c.id,
      email: c.email,
      firstname: c.firstname,
      lastname: c.lastname,
      companyname: c.companyname ?? "",
      company: c.companyname ? "1" : "0",
      lastlogin: "",
    }));
    return ok({ contacts });
  },

  "POST /contact"(ctx) {
    const account = accountOf(ctx);
    const given = profile(ctx);
    const email = String(given.email ?? "");
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new HttpProblem(400, "A contact needs a valid email.");
    if (account.contacts.some((c) => c.email === email))
      throw new HttpProblem(400, `A contact with email ${email} exists.`);
    const contact: ContactRecord = { firstname: "", lastname: "", ...given, id: newId(account), email };
    account.contacts.push(contact);
    return info("Contact added", { contact_id: contact.id });
  },

  "GET /contact/{id}"(ctx) {
    return ok({ contact: { privileges: {}, ...contactOf(accountOf(ctx), ctx.ids[0]) } });
  },

  "PUT /contact/{id}"(ctx) {
    const contact = contactOf(accountOf(ctx), ctx.ids[0]);
    Object.assign(contact, profile(ctx), { id: contact.id });
    return info("Contact updated");
  },
};
