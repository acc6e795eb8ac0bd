/**
 * Namespace "applicant": the applicant's own pages after and before the form — the look-up
 * of an application (/application/inquiry, /application/inquiry/:id), the draw result
 * (/application/result) and the self-check
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
  result: {
    title: "당첨 조회",
    description: "본인인증으로 청약 신청하신 모집의 추첨 결과를 확인합니다.",
    verifyText: "추첨 결과는 신청하신 분만 볼 수 있습니다. 본인 명의 휴대폰으로 본인인증을 해주세요.",
    verifyButton: "본인인증하고 당첨 결과 보기",
    none: "본인인증한 분의 제출된 청약 신청 내역이 없습니다.",
    listCaption: "모집별 추첨 결과 (최근 순)",
    receiptNo: "접수번호",
    receipt: "신청 내역",
    receiptOf: "{{receipt}} 신청 내역 보기",
    selected: "당첨",
    selectedText: "축하합니다. 당첨되셨습니다. 계약 일정은 따로 안내해 드립니다.",
    waiting: "예비입주자 {{number}}번",
    waitingNoNumber: "예비입주자",
    waitingText: "당첨자의 계약 포기 등으로 빈 세대가 생기면 순번대로 연락드립니다.",
    notSelected: "미당첨",
    notSelectedText: "아쉽지만 이번 모집에는 당첨되지 않으셨습니다.",
    pending: "추첨 전",
    pendingOn: "결과는 {{date}}에 발표합니다.",
    pendingLater: "추첨 결과가 발표되면 이 화면에서 확인하실 수 있습니다.",
    cancelled: "추첨 결과 취소",
    cancelledText: "추첨 뒤 신청 상태가 ‘{{status}}’(으)로 바뀌어 추첨에서 받은 결과는 더 이상 유효하지 않습니다.",
    notDrawn: "추첨 대상 아님",
    notDrawnText: "신청 상태가 ‘{{status}}’이어서 추첨에 포함되지 않습니다.",
    included: "추첨 대상 {{count}}명 중 포함",
    includedText: "{{round}}차 추첨 대상 명단(명단 해시 {{digest}})에 이 신청이 들어 있습니다.",
    excluded: "추첨 대상에서 제외",
    reason_ineligible:
      "자격 심사에서 부적격으로 확인되어, {{round}}차 추첨 대상 명단(명단 해시 {{digest}})에 추첨 제외(부적격)로 올라 있습니다.",
    reason_withdrawn:
      "신청을 취소하여, {{round}}차 추첨 대상 명단(명단 해시 {{digest}})에 추첨 제외(취소)로 올라 있습니다.",
    verifyLink: "{{round}}차 추첨을 직접 검증하는 방법",
    announced: "발표일",
    lookupLink: "신청 내역 조회",
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
