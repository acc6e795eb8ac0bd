import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { inquiryPath as applicationInquiryPath } from "../applications/paths";
import { inquiryPath } from "../questions/question-paths";
import type { MyPage } from "./account.server";

/** My page's records: the interest registration, the applications (receipt, status, fixes) and questions. */
export function MyRecords({ page }: { page: Pick<MyPage, "registration" | "applications" | "questions"> }) {
  const t = useT();
  const { registration, applications } = page;
  return (
    <>
      <section className="member-section" aria-labelledby="my-registration">
        <h2 id="my-registration">{t("members.myPage.registration")}</h2>
        <p>
          {registration
            ? t("members.myPage.registrationText", {
                qualification: t(`members.myPage.${registration.qualificationType}`),
                units: registration.unitTypes.join(", "),
                date: formatDate(registration.registeredAt),
              })
            : t("members.myPage.noRegistration")}
        </p>
      </section>
      <section className="member-section" aria-labelledby="my-applications">
        <h2 id="my-applications">{t("members.myPage.applications")}</h2>
        {applications.length === 0 ? (
          <p>{t("members.myPage.noApplications")}</p>
        ) : (
          <ul className="member-list">
            {applications.map((a) => (
              <li key={a.id}>
                <h3>{t("members.myPage.round", { round: a.round.round, title: a.round.title })}</h3>
                <dl className="member-facts">
                  <dt>{t("members.myPage.receiptNo")}</dt>
                  <dd>{a.receiptNo ?? "-"}</dd>
                  <dt>{t("members.myPage.status")}</dt>
                  <dd>{t(`application.status.${a.status}`)}</dd>
                  <dt>{t("members.myPage.submittedAt")}</dt>
                  <dd>{a.submittedAt ? formatDate(a.submittedAt) : t("members.myPage.notSubmitted")}</dd>
                </dl>
                {a.fixRequests.length > 0 && (
                  <>
                    <h4>{t("members.myPage.fixRequests")}</h4>
                    <ul>
                      {a.fixRequests.map((f) => (
                        <li key={f.name}>
                          {t("members.myPage.fixItem", {
                            name: f.name,
                            reason: f.reason ?? "",
                            deadline: f.deadline ? formatDate(f.deadline) : t("members.myPage.noDeadline"),
                          })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {a.status !== "DRAFT" && <Link to={applicationInquiryPath(a.id)}>{t("members.myPage.view")}</Link>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="member-section" aria-labelledby="my-questions">
        <h2 id="my-questions">{t("members.myPage.questions")}</h2>
        {page.questions.length === 0 ? (
          <p>{t("members.myPage.noQuestions")}</p>
        ) : (
          <ul className="member-list">
            {page.questions.map((q) => (
              <li key={q.id}>
                <Link to={inquiryPath(q.id)}>{q.title}</Link>{" "}
                <span>
                  ({formatDate(q.askedAt)} · {t(q.answered ? "members.myPage.answered" : "members.myPage.waiting")})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
