// Real places (GSO codes, before the 2025 reform) that the reference server's place lists
// also serve, so the sample export's addresses match `cdrapi places wards`. A test checks
// every ward here against the server.

export interface Place {
  cityName: string;
  districtName: string;
  wardName: string;
}

const HA_NOI = "Thành phố Hà Nội";
const HO_CHI_MINH = "Thành phố Hồ Chí Minh";

const wards = (cityName: string, districtName: string, names: string[]): Place[] =>
  names.map((wardName) => ({ cityName, districtName, wardName }));

export const PLACES: readonly Place[] = [
  ...wards(HA_NOI, "Quận Ba Đình", [
    "Phường Phúc Xá",
    "Phường Trúc Bạch",
    "Phường Vĩnh Phúc",
    "Phường Cống Vị",
    "Phường Liễu Giai",
    "Phường Quán Thánh",
    "Phường Ngọc Hà",
    "Phường Điện Biên",
    "Phường Đội Cấn",
    "Phường Ngọc Khánh",
    "Phường Kim Mã",
    "Phường Giảng Võ",
    "Phường Thành Công",
  ]),
  ...wards(HA_NOI, "Quận Hoàn Kiếm", [
    "Phường Phúc Tân",
    "Phường Đồng Xuân",
    "Phường Hàng Mã",
    "Phường Hàng Buồm",
    "Phường Hàng Đào",
    "Phường Hàng Bồ",
    "Phường Cửa Đông",
    "Phường Lý Thái Tổ",
    "Phường Hàng Bạc",
    "Phường Hàng Gai",
    "Phường Chương Dương",
    "Phường Hàng Trống",
    "Phường Cửa Nam",
    "Phường Hàng Bông",
    "Phường Tràng Tiền",
    "Phường Trần Hưng Đạo",
    "Phường Phan Chu Trinh",
    "Phường Hàng Bài",
  ]),
  ...wards(HO_CHI_MINH, "Quận 1", [
    "Phường Tân Định",
    "Phường Đa Kao",
    "Phường Bến Nghé",
    "Phường Bến Thành",
    "Phường Nguyễn Thái Bình",
    "Phường Phạm Ngũ Lão",
    "Phường Cầu Ông Lãnh",
    "Phường Cô Giang",
    "Phường Nguyễn Cư Trinh",
    "Phường Cầu Kho",
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
