import { type RefObject, useEffect, useState } from "react";
import { isCalendarDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { checkEligibility, type Eligibility, type EligibilityInput } from "../eligibility";

/**
 * The eligibility with its reasons (the journey's panel, the self-check's result), in a polite
 * live region: it changes while answering.
 */
export function EligibilityPanel({
  eligibility,
  id = "eligibility",
  title,
}: {
  eligibility: Eligibility;
  id?: string;
  /** The heading; the journey's "자격 확인" unless given. */
  title?: string;
}) {
  const t = useT();
  return (
    <section className="panel eligibility" data-verdict={eligibility.verdict} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t("application.eligibility.title")}</h2>
      <div aria-live="polite">
        <p className="eligibility__verdict">{t(`application.eligibility.${eligibility.verdict}`)}</p>
        <ul className="eligibility__checks">
          {eligibility.checks.map((check) => (
            <li key={check.rule} data-rule={check.rule} data-status={check.status}>
              <strong>
                {t(`application.eligibility.rules.${check.rule}`)}:{" "}
                {t(`application.eligibility.status.${check.status}`)}
              </strong>{" "}
              {t(`application.eligibility.reasons.${check.reason}`, check.vars)}
            </li>
          ))}
        </ul>
      </div>
      <p className="field-hint">{t("application.eligibility.note")}</p>
    </section>
  );
}

const bool = (v: string | undefined) => (v === "true" ? true : v === "false" ? false : undefined);

/**
 * What a form being filled in says for eligibility, read loosely (a half-answered step still
 * counts for what it answers): yes/no choices, the qualification, the car's value in 만원,
 * the marriage registration or plan.
 */
export function formEligibilityInput(data: FormData): Partial<EligibilityInput> {
  const v = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const out: Partial<EligibilityInput> = {};
  const qualification = v("qualificationType");
  if (qualification === "YOUTH_TYPE" || qualification === "MARRIED_TYPE") out.qualificationType = qualification;
  for (const key of ["isHomeless", "isCar"] as const) {
    const answer = bool(v(key));
    if (answer !== undefined) out[key] = answer;
  }
  const car = v("carValue");
  if (data.has("carValue")) out.carValue = car && /^\d{1,6}$/.test(car) ? Number(car) * 10_000 : null;
  const marriage = v("marriage");
  if (marriage) {
    out.marriagePlanned = marriage === "planned";
    const date = v("marriageDate");
    out.marriageDate = marriage === "married" && date && isCalendarDate(date) ? date : null;
  }
  return out;
}

/** The eligibility of `base` updated as the form changes (in the browser; the server render shows `base`'s). */
export function useLiveEligibility(form: RefObject<HTMLFormElement | null>, base: EligibilityInput): Eligibility {
  const [input, setInput] = useState(base);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const update = () => setInput({ ...base, ...formEligibilityInput(new FormData(el)) });
    el.addEventListener("input", update);
    el.addEventListener("change", update);
    return () => {
      el.removeEventListener("input", update);
      el.removeEventListener("change", update);
    };
  }, [form, base]);
  return checkEligibility(input);
}
