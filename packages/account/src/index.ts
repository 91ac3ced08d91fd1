// Public surface of @cdrapi/account: the generated shell (src/generated/index.ts) of its
// x-package operations, and the HostBill wiring every group package's client is made of.
// Besides: `readJwtExp`, to say when saved tokens (`session.export()`) expire without sending them.
export * from "./generated/index.js";
export {
  connectHostBill,
  createHostBillClient,
  type HostBillClient,
  type HostBillClientOptions,
  type HostBillConnection,
  type HostBillGroup,
} from "./hostbill.js";
export { readJwtExp } from "./session/jwt.js";
