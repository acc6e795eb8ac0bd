import { useT } from "../../../lib/i18n/client";
import type { FailureCode } from "../provider";
import type { Retry } from "../verification-input";
import { StartVerificationForm } from "./start-verification-form";

export type ProblemCode = FailureCode | "notFound" | "invalid" | "used" | "purpose" | "returnTo";

/**
 * Why a verification stopped, in words (its codes, or a message the server already put in
 * words, such as a rate limit's), and the ways on: verify again and go back (when we know
 * where from), or go home.
 */
export function IdentityProblem({
  codes = [],
  message,
  retry,
}: {
  codes?: ProblemCode[];
  message?: string;
  retry?: Retry;
}) {
  const t = useT();
  return (
    <>
      <div className="panel panel--danger identity-problem" role="alert">
        {codes.map((code) => (
          <p key={code} data-code={code}>
            {t(`errors.identity.${code}`)}
          </p>
        ))}
        {message && <p>{message}</p>}
      </div>
      {retry && (
        <StartVerificationForm purpose={retry.purpose} returnTo={retry.returnTo}>
          {t("identity.result.retry")}
        </StartVerificationForm>
      )}
      <ul className="link-list">
        {retry && (
          <li>
            <a href={retry.returnTo}>{t("identity.result.back")}</a>
          </li>
        )}
        <li>
          <a href="/">{t("identity.result.home")}</a>
        </li>
      </ul>
    </>
  );
}
