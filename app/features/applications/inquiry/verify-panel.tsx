import { useT } from "../../../lib/i18n/client";
import { StartVerificationForm } from "../../identity/components/start-verification-form";

/**
 * What a look-up page shows before the visitor has proved who they are: why (a refused
 * verification, or no application of theirs under that id), and the button that starts a
 * verification for "inquiry" coming back to `returnTo`.
 */
export function VerifyPanel({
  text,
  button,
  returnTo,
  problem,
}: {
  text: string;
  button: string;
  returnTo: string;
  problem: string | null;
}) {
  const t = useT();
  return (
    <>
      {problem && (
        <div className="panel panel--danger" role="alert">
          <p className="inquiry-problem">{problem}</p>
        </div>
      )}
      <p>{text}</p>
      <StartVerificationForm purpose="inquiry" returnTo={returnTo}>
        {problem ? t("application.verify.retry") : button}
      </StartVerificationForm>
    </>
  );
}
