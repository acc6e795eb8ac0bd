/** Namespace "identity": phone identity verification (request, provider, result) and its errors. */
export default {
  request: {
    title: "휴대폰 본인인증",
    description: "본인 명의 휴대폰으로 본인인증을 합니다.",
    purposes: {
      application: "청약 신청서를 작성하려면 본인인증이 필요합니다.",
      inquiry: "청약 신청 내역을 조회하려면 본인인증이 필요합니다.",
      join: "회원으로 가입하려면 본인인증이 필요합니다.",
      recovery: "계정을 찾으려면 본인인증이 필요합니다.",
    },
    how: "본인인증 창에서 이름, 생년월일과 휴대폰 번호를 입력하고 문자로 받은 인증번호를 확인합니다. 인증이 끝나면 이 사이트로 돌아옵니다.",
    privacy:
      "인증 결과 중 이름, 생년월일, 성별과 휴대폰 번호만 받아 신청 확인에 씁니다. 주민등록번호는 받지도 저장하지도 않습니다.",
    start: "본인인증 시작",
    back: "이전 화면으로 돌아가기",
    redirectTitle: "본인인증 창으로 이동합니다",
    redirectText: "잠시 후 본인인증 창으로 이동합니다. 이동하지 않으면 아래 버튼을 눌러주세요.",
    continue: "본인인증 창으로 이동",
  },
  sandbox: {
    banner: "테스트용 본인인증 — 실제 인증이 아닙니다",
    title: "테스트용 본인인증",
    intro:
      "개발과 시험에만 쓰는 가상 본인인증입니다. 입력한 정보가 그대로 인증 결과가 됩니다. 가상 인물 번호가 같으면 같은 사람으로 처리됩니다.",
    purpose: "인증 목적",
    name: "이름",
    birth: "생년월일",
    birthHint: "8자리 숫자, 예: 19950301",
    phone: "휴대폰 번호",
    phoneHint: "하이픈(-) 없이 숫자 10~11자리",
    gender: "성별",
    MALE: "남성",
    FEMALE: "여성",
    personId: "가상 인물 번호",
    personIdHint: "영문, 숫자, -, _ 1~32자. 실제 인증의 CI를 대신합니다.",
    submit: "인증 완료",
    cancel: "인증 취소",
  },
  result: {
    title: "본인인증 결과",
    failedTitle: "본인인증을 완료하지 못했습니다",
    retry: "다시 인증하기",
    back: "이전 화면으로 돌아가기",
    home: "홈으로",
    application: "청약 신청 안내",
  },
};
