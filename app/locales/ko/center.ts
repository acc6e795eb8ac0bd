/**
 * Namespace "center": the public customer-centre pages (notices, FAQ, downloads). Pages ship
 * one section each plus `common`. Manager-written content is not here: it is shown as written
 * (in Korean, marked lang="ko" on the English and Chinese pages).
 */
export default {
  common: {
    searchLabel: "검색어",
    searchSubmit: "검색",
    searchReset: "전체 보기",
    searchResult: "‘{{q}}’ 검색 결과 {{count}}건",
    total: "전체 {{count}}건",
    noResults: "검색 결과가 없습니다. 다른 검색어로 찾아보세요.",
    number: "번호",
    title: "제목",
    date: "등록일",
    files: "첨부",
    pinned: "공지",
    newBadge: "N",
    newLabel: "새 글",
    attachments: "첨부파일",
    fileSize: "{{size}}",
    backToList: "목록",
    koreanContent: "게시물은 한국어로 작성되어 있습니다.",
  },
  notice: {
    searchPlaceholder: "제목 또는 내용",
    title: "공지사항",
    description: "하늘채움 행복주택의 모집 공고, 일정, 안내 사항을 알려드립니다.",
    listCaption: "공지사항 목록",
    empty: "등록된 공지사항이 없습니다.",
    previous: "이전글",
    next: "다음글",
    none: "없음",
    neighbours: "이전글과 다음글",
    withFiles: "첨부파일 있음",
  },
  faqs: {
    title: "자주 묻는 질문",
    description: "신청 자격, 청약 신청, 서류 제출, 계약과 입주에 대해 자주 묻는 질문을 모았습니다.",
    categories: "분류",
    all: "전체",
    empty: "등록된 질문이 없습니다.",
    questions: "질문 목록",
    searchPlaceholder: "질문 또는 답변",
  },
  download: {
    title: "서식 다운로드",
    description: "입주자 모집 공고문과 신청에 필요한 서식을 내려받을 수 있습니다.",
    listCaption: "서식 자료 목록",
    empty: "등록된 자료가 없습니다.",
    fileCount: "파일 {{count}}개",
    noFiles: "첨부된 파일이 없습니다.",
    searchPlaceholder: "자료명 또는 설명",
  },
};
