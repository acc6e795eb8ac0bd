import { questionPageAction } from "../../../controllers/question-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { QUESTION_FORM_SECTIONS, QuestionForm } from "../../../features/questions/question-forms";
import { INQUIRY_PATH } from "../../../features/questions/question-paths";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/inquiry-write";
import "../site-pages.css";
import "../../../features/questions/qna.css";

export function loader({ context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, ["qna.title", "qna.description", "qna.write", ...QUESTION_FORM_SECTIONS]);
  return { i18n, meta: meta(t("qna.write.title"), t("qna.description")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return questionPageAction(context, request, null, await readForm(request));
}

// A public entry page, indexable (SEO 100); what a person entered is never in it for a crawler.
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function InquiryWrite({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <p className="eyebrow">{t("qna.title")}</p>
      <h1>{t("qna.write.title")}</h1>
      <p className="page-lead">{t("qna.write.lead")}</p>
      <QuestionForm mode="ask" result={actionData} cancelTo={INQUIRY_PATH} />
    </div>
  );
}
