/** Registrar reporting operations (Basic auth): reports, domain information, categories and places. */

import { icannRegistrars } from "../fixtures/icann-registrars.js";
import { cities, countries, districts, wards } from "../fixtures/places.js";
import { HttpProblem, Issues, MAX_LISTED_ISSUES } from "../problem.js";
import { duplicateNames, type FluctuationDomain, type MaintainDomain } from "../state/records.js";
import { type HandlerContext, type Handlers, ok } from "./types.js";

function registrarOf(ctx: HandlerContext) {
  const registrar = ctx.principal.registrar;
  if (!registrar) throw new HttpProblem(401, "Registrar credentials are required.");
  return registrar;
}

function uniqueRecords<T extends MaintainDomain>(body: unknown): T[] {
  const records = body as T[];
  const duplicates = duplicateNames(records);
  if (duplicates.length > 0) {
    // The detail names as many as the problem lists (every issue is counted).
    const named = duplicates.slice(0, MAX_LISTED_ISSUES).join(", ");
    throw new HttpProblem(
      400,
      `Duplicate domainName in the list: ${named}${duplicates.length > MAX_LISTED_ISSUES ? ", …" : ""}.`,
      Issues.of(duplicates.map((name) => ({ path: "/", message: `duplicate domainName ${name}` }))),
    );
  }
  return records;
}

function splitName(domainName: string): { domainLabel: string; tldName: string } {
  const index = domainName.indexOf(".");
  return index < 0
    ? { domainLabel: domainName, tldName: "" }
    : { domainLabel: domainName.slice(0, index), tldName: domainName.slice(index + 1) };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function cityIdOf(text: string): number {
  return Number.parseInt(text, 10);
}

export const reportingHandlers: Handlers = {
  uploadMaintainDomainReportUsingPOST(ctx) {
    const registrar = registrarOf(ctx);
    return ok(ctx.reporting.replace(registrar.username, uniqueRecords(ctx.body)));
  },

  uploadSubListOfMaintainDomainReportUsingPOST(ctx) {
    const registrar = registrarOf(ctx);
    return ok(ctx.reporting.addSubList(registrar.username, uniqueRecords(ctx.body)));
  },

  getPendingSubListsOfMaintainDomainReportUsingGET(ctx) {
    const registrar = registrarOf(ctx);
    return ok(ctx.reporting.pendingSubLists(registrar.username));
  },

  mergeAllSubListOfMaintainDomainReportUsingPUT(ctx) {
    const registrar = registrarOf(ctx);
    const info = ctx.reporting.merge(registrar.username);
    if (!info) throw new HttpProblem(404, "No sub-list is pending for this registrar; nothing to merge.");
    return ok(info);
  },

  uploadFluctuationDomainReportUsingPOST(ctx) {
    const registrar = registrarOf(ctx);
    return ok(ctx.reporting.update(registrar.username, uniqueRecords<FluctuationDomain>(ctx.body)));
  },

  getStatusOfReportUsingGET(ctx) {
    const registrar = registrarOf(ctx);
    const report = ctx.reporting.reports.get(Number(ctx.params.id));
    if (!report) throw new HttpProblem(404, `No report with id ${ctx.params.id}.`);
    if (report.owner !== registrar.username) {
      throw new HttpProblem(403, `Report ${ctx.params.id} belongs to another registrar.`);
    }
    return ok(report.info);
  },

  getAllListOfDomainsUsingGET(ctx) {
    const registrar = registrarOf(ctx);
    return ok(
      ctx.reporting.maintainedList(registrar.username).map((record) =>
        withoutUndefined({
          domainName: record.domainName,
          ...splitName(record.domainName),
          registeredDate: record.registeredDate,
          expiredDate: record.expiredDate,
        }),
      ),
    );
  },

  getDomainByNameUsingGET(ctx) {
    const registrar = registrarOf(ctx);
    const record = ctx.reporting.findDomain(registrar.username, ctx.params.domainName ?? "");
    if (!record) throw new HttpProblem(404, `Domain ${ctx.params.domainName} is not in the maintained list.`);
    const fullAddress = [record.address, record.wardName, record.districtName, record.cityName]
      .filter((part) => part !== undefined && part !== "")
      .join(", ");
    return ok(
      withoutUndefined({
        domainName: record.domainName,
        ...splitName(record.domainName),
        registeredDate: record.registeredDate,
        expiredDate: record.expiredDate,
        ownerName: record.ownerName,
        ownerType: record.ownerType,
        address: record.address,
        fullAddress,
        wardName: record.wardName,
        districtName: record.districtName,
        cityName: record.cityName,
        countryCode: record.countryCode,
        phone: record.phone,
        email: record.email,
        fax: record.fax,
        adminName: record.adminName,
        isAgentManager: record.isAgentManager,
        icannRegistrarName: registrar.name,
        ianaNumber: record.ianaNumber ?? registrar.ianaNumber,
        note: record.note,
      }),
    );
  },

  getAllRegistrarsOfIcannUsingGET: () => ok(icannRegistrars),
  getAllListOfCountriesUsingGET: () => ok(countries),
  getAllListOfProvincesUsingGET: () => ok(cities),
  getAllListOfDistrictsUsingGET: () => ok(districts),

  getAllListOfDistrictsByCityIdUsingGET(ctx) {
    const cityId = cityIdOf(ctx.params.cityId ?? "");
    if (!cities.some((city) => city.cityId === cityId)) {
      throw new HttpProblem(404, `No province with id ${ctx.params.cityId}.`);
    }
    return ok(districts.filter((district) => district.cityId === cityId));
  },

  getAllListOfWardsUsingGET: () => ok(wards),

  getAllListOfWardsByDistrictIdUsingGET(ctx) {
    const wanted = cityIdOf(ctx.params.districtId ?? "");
    const district = districts.find((d) => d.districtId === wanted);
    if (!district) throw new HttpProblem(404, `No district with id ${ctx.params.districtId}.`);
    return ok(wards.filter((ward) => ward.districtId === district.districtId));
  },
};
