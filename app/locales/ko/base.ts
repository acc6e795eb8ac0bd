/** Korean, the source language. Every other language must have the same keys. */
export default {
  common: {
    siteName: "하늘채움 청년·신혼 행복주택",
    skipToContent: "본문 바로가기",
    home: "홈",
    language: "언어",
    languages: { ko: "한국어", en: "English", cn: "中文" },
    sample: "샘플 데이터",
  },
  home: {
    title: "하늘채움 청년·신혼 행복주택 입주자 모집",
    description: "역세권 청년·신혼부부 공공임대주택의 단지 안내, 청약 자격과 신청 방법을 한곳에서 확인하세요.",
    applyNow: "청약 신청하기",
  },
  window: {
    hidden: "진행 중인 청약 일정이 없습니다.",
    beforeOpen: "청약 접수 시작 전입니다.",
    open: "지금 청약 접수 중입니다.",
    closed: "청약 접수가 마감되었습니다.",
    stopped: "청약 접수가 일시 중지되었습니다.",
    period: "접수 기간",
  },
  pagination: {
    label: "페이지 이동",
    previous: "이전 페이지",
    next: "다음 페이지",
    page: "{{page}} 페이지",
  },
  errorPage: {
    notFoundTitle: "페이지를 찾을 수 없습니다",
    notFound: "주소가 바뀌었거나 삭제된 페이지입니다.",
    errorTitle: "일시적인 오류가 발생했습니다",
    tooLargeTitle: "보내신 내용이 너무 큽니다",
    error: "잠시 후 다시 시도해주세요. 작성 중인 내용은 저장되지 않았을 수 있습니다.",
    backHome: "홈으로 가기",
    // The request's id (worker/request-log.ts), for a call centre to find the failure.
    requestId: "오류 번호: {{id}}",
    requestIdHint: "고객센터에 문의하실 때 이 번호를 알려주세요.",
  },
};
