import { GENDERS } from "../../../lib/enums";
import { useT } from "../../../lib/i18n/client";
import { RESPONSE_PATH } from "../paths";
import { SANDBOX_CANCEL, SANDBOX_OK } from "../sandbox-identity";

/**
 * The sandbox's stand-in for KCP's window: the tester picks who they are and posts the answer
 * to the response route as KCP would. It posts to another route, which cannot hand field
 * errors back here, so the browser's own constraint checks guard it (with or without
 * JavaScript) and the server's schema (sandbox-identity.ts) refuses anything else.
 */
export function SandboxForm({ orderId }: { orderId: string }) {
  const t = useT();
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <div className="field">
      <label htmlFor={`sandbox-${name}`}>{label}</label>
      {hint && (
        <p id={`sandbox-${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={`sandbox-${name}`}
        name={name}
        required
        aria-describedby={hint ? `sandbox-${name}-hint` : undefined}
        {...props}
      />
    </div>
  );
  return (
    <form method="post" action={RESPONSE_PATH} className="form">
      <input type="hidden" name="ordr_idxx" value={orderId} />
      {field("name", t("identity.sandbox.name"), { defaultValue: "김하늘", autoComplete: "off", maxLength: 50 })}
      {field(
        "birth",
        t("identity.sandbox.birth"),
        { defaultValue: "19950301", inputMode: "numeric", pattern: "\\d{8}", maxLength: 8 },
        t("identity.sandbox.birthHint"),
      )}
      {field(
        "phone",
        t("identity.sandbox.phone"),
        { defaultValue: "01012345678", type: "tel", inputMode: "numeric", pattern: "\\d{10,11}", maxLength: 11 },
        t("identity.sandbox.phoneHint"),
      )}
      <fieldset className="field choice-group">
        <legend>{t("identity.sandbox.gender")}</legend>
        <div className="choices">
          {GENDERS.map((gender, i) => (
            <label key={gender} className="choice">
              <input type="radio" name="gender" value={gender} required defaultChecked={i === 1} />
              <span>{t(`identity.sandbox.${gender}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        "personId",
        t("identity.sandbox.personId"),
        { defaultValue: "tester-1", autoComplete: "off", pattern: "[A-Za-z0-9_\\-]{1,32}", maxLength: 32 },
        t("identity.sandbox.personIdHint"),
      )}
      <div className="form-actions">
        <button type="submit" name="res_cd" value={SANDBOX_OK} className="button button--primary">
          {t("identity.sandbox.submit")}
        </button>
        <button type="submit" name="res_cd" value={SANDBOX_CANCEL} className="button" formNoValidate>
          {t("identity.sandbox.cancel")}
        </button>
      </div>
    </form>
  );
}
