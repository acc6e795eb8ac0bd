import { data, Link } from "react-router";
import { memberContextFrom, requireMemberPage } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { myPage, updateProfile } from "../../../features/members/account.server";
import { profileSchema } from "../../../features/members/member-schema";
import { MyRecords } from "../../../features/members/my-page-view";
import { MEMBER_PATHS } from "../../../features/members/paths";
import { ProfileForm, readProfileForm } from "../../../features/members/profile-form";
import type { ActionResult } from "../../../lib/action-result";
import { formFailure, refusal } from "../../../lib/form-failure.server";
import { formatPhone } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/my-page";
import "../site-pages.css";
import "./members.css";

/** My page (docs/product.md §15): the member's profile and what the verified person did on the site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMemberPage(context);
  const { t, i18n, meta } = sitePage(context, ["members.myPage", "application.status", "errors.validation"]);
  const page = await myPage(memberContextFrom(context, request), member.memberId);
  return { i18n, meta: meta(t("members.myPage.title"), t("members.myPage.description")), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMemberPage(context);
  const { lang } = sitePage(context, []);
  try {
    const input = profileSchema.parse(readProfileForm(await readForm(request)));
    await updateProfile(memberContextFrom(context, request), member.memberId, input);
    return { ok: true } satisfies ActionResult;
  } catch (error) {
    const failure = formFailure(error, lang);
    return data(refusal(failure, { wholeFormUnder: "_" }), failure.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function MyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile } = loaderData.page;
  return (
    <div className="page page--narrow">
      <h1>{t("members.myPage.title")}</h1>
      <p className="page-lead">{t("members.myPage.welcome", { name: profile.name })}</p>
      <section aria-labelledby="my-profile">
        <h2 id="my-profile">{t("members.myPage.profile")}</h2>
        <dl className="member-facts">
          <dt>{t("members.myPage.username")}</dt>
          <dd>{profile.username}</dd>
          <dt>{t("members.myPage.name")}</dt>
          <dd>{profile.name}</dd>
          <dt>{t("members.myPage.phone")}</dt>
          <dd>{formatPhone(profile.phone)}</dd>
          <dt>{t("members.myPage.birth")}</dt>
          <dd>{profile.birth}</dd>
        </dl>
        <ProfileForm email={profile.email} marketing={profile.marketing} result={actionData} />
      </section>
      <MyRecords page={loaderData.page} />
      <ul className="member-links">
        <li>
          <Link to={MEMBER_PATHS.password}>{t("members.myPage.password")}</Link>
        </li>
        <li>
          <Link to={MEMBER_PATHS.withdraw}>{t("members.myPage.withdraw")}</Link>
        </li>
      </ul>
    </div>
  );
}
