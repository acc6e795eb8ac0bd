/** The member pages (docs/product.md §2.1, §15); the specification names no paths for them. */
export const MEMBER_PATHS = {
  join: "/member/join",
  login: "/member/login",
  logout: "/member/logout",
  myPage: "/member/mypage",
  /** A signed-in member's own password change (the current one, then a new one). */
  password: "/member/password",
  recovery: "/member/recovery",
  withdraw: "/member/withdraw",
  /** What withdrawal kept, and until when (after the account is gone). */
  withdrawn: "/member/withdrawn",
  /** "로그인 후 이용가능합니다", then back. */
  required: "/member/required",
} as const;

/** Pages only a signed-in member may open; the site layout's middleware sends anyone else to `required`. */
export const MEMBER_ONLY_PAGES: readonly string[] = [MEMBER_PATHS.myPage, MEMBER_PATHS.password, MEMBER_PATHS.withdraw];

/** Member pages anyone may open: how one joins, gets in or out, recovers, or is told to log in. */
export const OPEN_MEMBER_PAGES: readonly string[] = [
  MEMBER_PATHS.join,
  MEMBER_PATHS.login,
  MEMBER_PATHS.logout,
  MEMBER_PATHS.recovery,
  MEMBER_PATHS.required,
  MEMBER_PATHS.withdrawn,
];

/** Where to go after signing in: only a path of this site, never another origin or a member form. */
export function safeReturnPath(value: unknown, fallback: string = MEMBER_PATHS.myPage): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) {
    return fallback;
  }
  const path = value.split(/[?#]/)[0] ?? "";
  const forms: string[] = [MEMBER_PATHS.login, MEMBER_PATHS.logout, MEMBER_PATHS.required, MEMBER_PATHS.join];
  return forms.includes(path) ? fallback : value;
}
