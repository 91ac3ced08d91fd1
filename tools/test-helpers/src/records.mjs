// Deterministic, valid MaintainDomain records made from a number: the one generator the
// tests, the benchmarks and the tarball install test share. Plain JavaScript, so the
// benchmarks (plain `node`) can import it too; types in records.d.mts.

export function makeRecord(i, overrides = {}) {
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

export function makeRecords(count, from = 0) {
  return Array.from({ length: count }, (_, k) => makeRecord(from + k));
}

/** A one-shot async iterable of `count` records (never held in memory at once). */
export async function* generateRecords(count, from = 0) {
  for (let k = 0; k < count; k++) yield makeRecord(from + k);
}

/** The same as a one-shot synchronous iterable (no per-record promise). */
export function* recordStream(count, from = 0) {
  for (let k = 0; k < count; k++) yield makeRecord(from + k);
}
