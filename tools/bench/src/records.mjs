// Deterministic, valid MaintainDomain records (the shape the reporting tests use).
export function makeRecord(i) {
  return {
    domainName: `domain-${i}.vn`,
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
  };
}

/** A one-shot stream of `count` records: never held in memory at once. */
export function* generateRecords(count) {
  for (let i = 0; i < count; i++) yield makeRecord(i);
}
