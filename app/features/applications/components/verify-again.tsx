import { Link } from "react-router";
import { type TranslationSection, useT } from "../../../lib/i18n/client";

/** The strings the panel renders beside the page's own text; a page using it asks for these. */
export const VERIFY_AGAIN_SECTIONS = [
  "application.verify",
  "application.agreements",
] as const satisfies readonly TranslationSection[];

/** A page for one applicant only: verify again first (the session ended, or never was). */
export function VerifyAgain({
  text,
  verifyPath,
  problem,
}: {
  text: string;
  verifyPath: string;
  problem: string | null;
}) {
  const t = useT();
  return (
    <section className="panel">
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <p>{text}</p>
      <p className="actions">
        <Link className="button button--primary" to={verifyPath} reloadDocument>
          {t(problem ? "application.verify.retry" : "application.agreements.continue")}
        </Link>
      </p>
    </section>
  );
}
