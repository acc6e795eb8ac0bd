/**
 * What a visitor over a public rate limit reads. Korean like the SPEC.md §5 messages, and
 * client-safe so the forms can show their `forms.validation` translation on en and cn pages.
 */
export const rateLimitMessages = {
  rateRegistrationPhone: "같은 연락처로 너무 자주 신청했습니다. 1시간 후 다시 시도해주세요.",
  rateRegistrationClient: "신청이 너무 많습니다. 1시간 후 다시 시도해주세요.",
  rateBoardWrite: "글과 댓글을 너무 자주 작성했습니다. 10분 후 다시 시도해주세요.",
  rateBoardPassword: "비밀번호를 너무 많이 틀렸습니다. 15분 후 다시 시도해주세요.",
} as const;
