import { KAKAO_MAP_URL, KAKAO_ROUTE_URL, NAVER_MAP_URL } from "../facts";
import { images } from "../images";
import type { GuidePage } from "../types";

export default {
  title: "오시는 길",
  description:
    "하늘채움 행복주택 주택홍보관 주소와 운영 시간, 지하철·버스·자동차로 오시는 방법을 안내합니다. 카카오맵과 네이버 지도로 위치를 확인할 수 있습니다.",
  lead: "주택홍보관은 101동 1층에 있습니다. 모집 기간에는 예약 없이 방문해 견본 세대를 보고 청약 상담을 받을 수 있습니다.",
  sections: [
    {
      id: "address",
      heading: "주소와 연락처",
      blocks: [
        {
          kind: "facts",
          items: [
            { term: "주소", detail: "서울특별시 구로구 샘플로 123, 101동 1층 주택홍보관" },
            { term: "대표전화", detail: "1600-0000 (평일 09:00~18:00)" },
            { term: "이메일", detail: "help@haneul-sample.example" },
            { term: "가까운 역", detail: "하늘선·누리선 샘플역 2번 출구, 도보 3분" },
          ],
        },
      ],
    },
    {
      id: "map",
      heading: "위치 지도",
      blocks: [
        {
          kind: "figure",
          image: images.locationMap,
          alt: "오시는 길 지도: 샘플역 2번 출구에서 하늘대로 교차로의 횡단보도를 건너 샘플로를 따라 동쪽으로 약 250m 걸으면 단지 정문과 101동 1층 주택홍보관이 있습니다. 지하 주차장 진입로는 단지 동쪽 끝에 있습니다.",
          caption: "주택홍보관 위치 지도 (역·도로 이름은 샘플입니다)",
          legend: [
            "하늘채움 행복주택 (101동·102동)",
            "샘플역 2번 출구 (하늘선·누리선)",
            "버스정류장 ‘하늘채움 행복주택 앞’",
            "버스정류장 ‘샘플역 2번 출구’",
            "공공자전거 대여소",
            "지하 주차장 진입로",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "카카오맵에서 위치 보기", href: KAKAO_MAP_URL },
            { label: "카카오맵으로 길찾기", href: KAKAO_ROUTE_URL },
            { label: "네이버 지도에서 위치 보기", href: NAVER_MAP_URL },
          ],
        },
        {
          kind: "callout",
          tone: "info",
          title: "지도 링크 안내",
          items: ["단지와 주소는 샘플이므로, 지도 서비스 링크는 서울 구로구 일대의 샘플 위치를 보여줍니다."],
        },
      ],
    },
    {
      id: "how",
      heading: "오시는 방법",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "지하철",
              text: "샘플역 2번 출구로 나와 하늘대로 교차로의 횡단보도를 건넌 뒤, 샘플로를 따라 동쪽으로 약 250m 걸으면 단지 정문이 보입니다.",
            },
            {
              title: "버스",
              text: "간선 S601, 지선 S6512를 타고 ‘하늘채움 행복주택 앞’에서 내리면 바로 정문입니다. 간선 S650과 마을버스 S01은 ‘샘플역 2번 출구’에서 내려 걸어오세요.",
            },
            {
              title: "자동차",
              text: "내비게이션에 ‘샘플로 123’을 입력하세요. 단지 동쪽 진입로로 들어와 지하 1층 방문객 주차구역에 주차한 뒤, 101동 엘리베이터로 1층 홍보관에 오시면 됩니다. 홍보관 방문객은 2시간 무료입니다.",
            },
          ],
        },
      ],
    },
    {
      id: "hours",
      heading: "주택홍보관 운영 시간",
      blocks: [
        {
          kind: "table",
          caption: "주택홍보관 운영 시간",
          columns: ["구분", "평상시", "모집 기간"],
          rows: [
            ["평일", "10:00~17:00", "10:00~17:00"],
            ["토요일", "10:00~14:00", "10:00~17:00"],
            ["일요일·공휴일", "휴관", "10:00~17:00"],
          ],
          note: "점심시간(12:00~13:00)에도 상담할 수 있습니다. 방문 전 공지사항에서 임시 휴관 여부를 확인해주세요.",
        },
      ],
    },
  ],
} as const satisfies GuidePage;
