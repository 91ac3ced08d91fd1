// Compile-time contract of the generated path map (checked by `pnpm typecheck`, not Jest).

import type { MaintainDomain, paths, ReportRequestInfo } from "@cdrapi/reporting";
import createClient from "openapi-fetch";

const api = createClient<paths>({ baseUrl: "http://127.0.0.1:1" });
const domain: MaintainDomain = {
  domainName: "example.vn",
  registeredDate: "2024-01-01",
  expiredDate: "2026-01-01",
  ownerName: "Nguyễn Văn A",
  ownerType: "C",
  address: "1 Lê Lợi",
  cityName: "Hà Nội",
  countryCode: "VN",
  phone: "+84.912345678",
  email: "a@example.vn",
  adminName: "Nguyễn Văn A",
  isAgentManager: false,
};

export async function contract() {
  const { data } = await api.POST("/v1/reports/maintain-domains", { body: [domain] });
  // `data` of the 200 is exactly ReportRequestInfo (or undefined on an error answer).
  const info: ReportRequestInfo | undefined = data;
  const back: typeof data = info;

  // @ts-expect-error the body is an array of MaintainDomain, not one record
  await api.POST("/v1/reports/maintain-domains", { body: domain });
  // @ts-expect-error a record without its required fields is not a MaintainDomain
  await api.POST("/v1/reports/maintain-domains", { body: [{ domainName: "example.vn" }] });
  // @ts-expect-error ianaNumber is an integer, not a string
  await api.POST("/v1/reports/maintain-domains/sub-lists", { body: [{ ...domain, ianaNumber: "1234" }] });
  // @ts-expect-error the report status path needs its id
  await api.GET("/v1/reports/{id}", {});
  return back !== undefined;
}
