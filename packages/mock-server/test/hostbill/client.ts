/** A signed-in HostBill user against a reference server: `api(method, path, body?)`. */

import { DEMO_USER, type MockServer } from "../../src/index.js";
import { call, type JsonResponse, type Loose } from "../helpers.js";

export type Api = (method: string, path: string, body?: unknown) => Promise<JsonResponse<Loose>>;

export async function signIn(server: MockServer): Promise<Api> {
  const { body } = await call(`${server.url}/login`, "POST", {
    username: DEMO_USER.username,
    password: DEMO_USER.password,
  });
  const headers = { authorization: `Bearer ${body.token}` };
  return (method, path, payload) => call(`${server.url}${path}`, method, payload, headers);
}
