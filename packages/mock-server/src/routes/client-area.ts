/** HostBill client area: the signed-in client's own profile (read and update). */

import { accountOf, bodyFields, fields, type Handlers, info, ok } from "./types.js";

/** Profile fields an update may change (the document's); anything else in the body is ignored. */
const PROFILE = bodyFields("PUT /details");

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
