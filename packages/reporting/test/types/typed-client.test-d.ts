// Compile-time contract of the generated path map (checked by `pnpm typecheck`, not Jest).

import type { MaintainDomain, paths, ReportRequestInfo } from "@cdrapi/reporting";
import { reportMaintainDomains } from "@cdrapi/reporting/bulk";
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

// The named methods of the reporting client are typed from the same path map.
import { createReportingClient, type ReportCheckpoint } from "@cdrapi/reporting";

export async function namedMethods() {
  const reporting = createReportingClient({
    environment: "ote",
    credentials: { username: "u", password: "p" },
  });
  const info: ReportRequestInfo = await reporting.reports.uploadMaintainDomains([domain]);
  const status: ReportRequestInfo = await reporting.reports.getStatus(info, {
    signal: AbortSignal.timeout(1000),
  });
  const ward: string | undefined = (await reporting.places.listWardsByDistrict("001"))[0]?.wardName;
  const result = await reportMaintainDomains(reporting, [domain], {
    subListSize: 1000,
    onCheckpoint: (cp: ReportCheckpoint) => void cp.accepted.map((a) => a.id),
  });
  const skippedLine: number | undefined = result.skipped[0]?.line;
  // @ts-expect-error getDomain needs a name
  await reporting.domains.get();
  // @ts-expect-error environment is production or ote
  createReportingClient({ environment: "staging", credentials: { username: "u", password: "p" } });
  // @ts-expect-error a fluctuation record needs its action
  await reporting.reports.uploadFluctuations([domain]);
  return [status, ward, skippedLine];
}
