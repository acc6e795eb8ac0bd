import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const UNSUPPORTED_FORM = "양식으로 보낸 요청만 처리할 수 있습니다";
export const INVALID_FORM = "요청 내용을 읽을 수 없습니다. 다시 시도해주세요";

/**
 * Reads a page action's form body. A body that is not a form (JSON, none, a wrong or broken
 * encoding) is the client's fault: it is answered 415/400 with `{ message }` instead of
 * letting `request.formData()` throw into a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw data({ message: UNSUPPORTED_FORM }, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data({ message: INVALID_FORM }, { status: 400 });
  }
}
