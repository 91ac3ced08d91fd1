// Valid MaintainDomain records for tests, made deterministically from a number.
import type { MaintainDomain } from "@cdrapi/reporting";

export function makeRecord(i: number, overrides: Partial<MaintainDomain> = {}): MaintainDomain {
  return {
    domainName: `domain-${i}.com`,
    registeredDate: "2021-03-15",
    expiredDate: "2027-03-15",
    ownerName: `Nguyễn Văn ${i}`,
    ownerType: i % 2 === 0 ? "C" : "T",
    address: `${i} Lý Tự Trọng`,
    wardName: "Phường Bến Nghé",
    districtName: "Quận 1",
    cityName: "Thành phố Hồ Chí Minh",
    countryCode: "VN",
    phone: "+84.903123456",
    email: `owner${i}@example.vn`,
    adminName: "Nguyễn Văn An",
    isAgentManager: i % 3 === 0,
    ianaNumber: 1234,
    is5LevelPlace: true,
    ...overrides,
  };
}

export function makeRecords(count: number, from = 0): MaintainDomain[] {
  return Array.from({ length: count }, (_, k) => makeRecord(from + k));
}

/** A one-shot async iterable of `count` generated records (never held in memory at once). */
export async function* generateRecords(count: number, from = 0): AsyncGenerator<MaintainDomain> {
  for (let k = 0; k < count; k++) yield makeRecord(from + k);
}
