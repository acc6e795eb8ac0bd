/**
 * Namespace "applicant": the applicant's own pages after and before the form — the look-up
 * of an application (/application/inquiry, /application/inquiry/:id) and the self-check
 * (/application/self-check). The shared words (statuses, receipt labels) stay in "application".
 */
export default {
  inquiry: {
    verifyButton: "본인인증하고 신청 내역 보기",
    draft: "아직 제출하지 않은 신청서입니다.",
    continueDraft: "작성 중인 신청서 이어서 쓰기",
    noReceipt: "제출 전",
    lookupLink: "내 신청 내역 모두 보기",
  },
  lookup: {
    verifyButton: "본인인증하고 신청 내역 찾기",
    listCaption: "본인인증한 분의 청약 신청 내역 (최근 순)",
    open: "보기",
    openOf: "{{receipt}} 신청 내역 보기",
  },
  selfCheck: {
    legend: "자격 기준에 답해주세요",
    qualificationType: "자격 유형",
    resultTitle: "진단 결과",
    live: "답을 바꾸면 결과가 바로 바뀝니다.",
    noRound: "진행 중인 모집이 없어 오늘을 기준일로 확인합니다.",
    stored: "입력한 내용은 서버에 저장하지 않으며, 이 화면을 떠나면 사라집니다.",
  },
};
