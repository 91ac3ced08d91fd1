/** HostBill client area: the signed-in client's own profile (read and update). */

import { accountOf, fields, type Handlers, info, ok } from "./types.js";

/** Profile fields an update may change; anything else in the body (a password...) is ignored. */
const PROFILE = [
  "email",
  "firstname",
  "lastname",
  "companyname",
  "address1",
  "address2",
  "city",
  "state",
  "postcode",
  "country",
  "phonenumber",
];

export const clientAreaHandlers: Handlers = {
  "GET /details"(ctx) {
    return ok({ client: accountOf(ctx).client });
  },

  "PUT /details"(ctx) {
    const account = accountOf(ctx);
    const body = fields(ctx);
    for (const key of PROFILE) if (typeof body[key] === "string") account.client[key] = body[key];
    return info("Details updated");
  },
};
