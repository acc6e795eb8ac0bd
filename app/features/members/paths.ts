/** The member pages (docs/product.md §2.1, §15); the specification names no paths for them. */
export const MEMBER_PATHS = {
  join: "/member/join",
  login: "/member/login",
  logout: "/member/logout",
  myPage: "/member/mypage",
  recovery: "/member/recovery",
  withdraw: "/member/withdraw",
  /** What withdrawal kept, and until when (after the account is gone). */
  withdrawn: "/member/withdrawn",
  /** "로그인 후 이용가능합니다", then back. */
  required: "/member/required",
} as const;

/** Where to go after signing in: only a path of this site, never another origin or a member form. */
export function safeReturnPath(value: unknown, fallback: string = MEMBER_PATHS.myPage): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) {
    return fallback;
  }
  const path = value.split(/[?#]/)[0] ?? "";
  const forms: string[] = [MEMBER_PATHS.login, MEMBER_PATHS.logout, MEMBER_PATHS.required, MEMBER_PATHS.join];
  return forms.includes(path) ? fallback : value;
}
