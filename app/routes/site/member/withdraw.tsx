import { data, Form, redirect } from "react-router";
import { Checkbox, FieldError } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { memberContextFrom, requireMemberPage } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { withdraw } from "../../../features/members/account.server";
import { withdrawSchema } from "../../../features/members/member-schema";
import { clearedMemberCookies } from "../../../features/members/member-session.server";
import { MEMBER_PATHS } from "../../../features/members/paths";
import { withdrawalNoteCookie } from "../../../features/members/withdrawal-note.server";
import { scopeContext } from "../../../lib/context";
import { appendCookies } from "../../../lib/cookies";
import { formFailure, refusal } from "../../../lib/form-failure.server";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/withdraw";
import "../site-pages.css";
import "./members.css";

const readConfirm = (form: FormData) => ({ confirm: form.get("confirm") === "on" });

/** Withdrawal (docs/product.md §15): says what goes and what the law keeps, and asks to confirm. */
export function loader({ context }: Route.LoaderArgs) {
  requireMemberPage(context);
  const { t, i18n, meta } = sitePage(context, ["members.withdraw", "errors.validation"]);
  return { i18n, meta: meta(t("members.withdraw.title"), t("members.withdraw.description")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMemberPage(context);
  const { lang } = sitePage(context, []);
  try {
    withdrawSchema.parse(readConfirm(await readForm(request)));
    const result = await withdraw(
      memberContextFrom(context, request),
      context.get(scopeContext).files,
      member.memberId,
    );
    const headers = appendCookies(new Headers(), [...clearedMemberCookies(), withdrawalNoteCookie(result)]);
    return redirect(MEMBER_PATHS.withdrawn, { headers });
  } catch (error) {
    return data(refusal(formFailure(error, lang), { wholeFormUnder: "_" }), 400);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function WithdrawPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ schema: withdrawSchema, read: readConfirm, result: actionData });
  return (
    <div className="page page--narrow">
      <h1>{t("members.withdraw.title")}</h1>
      <p className="page-lead">{t("members.withdraw.intro")}</p>
      <p>{t("members.withdraw.keptNotice")}</p>
      <Form method="post" className="form" {...form.formProps}>
        <FieldError id={form.idOf("_")} message={form.errors._} />
        <Checkbox form={form} name="confirm" required label={t("members.withdraw.confirm")} checked={false} />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("members.withdraw.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}
