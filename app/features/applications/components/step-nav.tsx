import { Link } from "react-router";
import { useT } from "../../../lib/i18n/client";
import type { Step } from "../application-form";
import type { StepState } from "../views";

/**
 * Where the applicant is: every step in order, done ones linked (to go back and change them),
 * the current one marked for assistive technology. Steps ahead of the first unfinished one
 * are not links: the form goes in order.
 */
export function StepNav({ steps, current, base }: { steps: StepState[]; current: Step; base: string }) {
  const t = useT();
  const firstOpen = steps.findIndex((s) => !s.done);
  const index = steps.findIndex((s) => s.name === current);
  return (
    <nav className="step-nav" aria-label={t("application.steps.nav")}>
      <p className="step-nav__progress">
        {t("application.steps.progress", { current: index + 1, total: steps.length })}
      </p>
      <ol>
        {steps.map((step, i) => {
          const label = t(`application.steps.${step.name}`);
          const state = step.name === current ? "current" : step.done ? "done" : "todo";
          const reachable = firstOpen === -1 || i <= firstOpen;
          return (
            <li key={step.name} data-state={state}>
              {step.name !== current && reachable ? (
                <Link to={`${base}?step=${step.name}`}>
                  {label}
                  <span className="visually-hidden"> ({t(`application.steps.${state}`)})</span>
                </Link>
              ) : (
                <span aria-current={step.name === current ? "step" : undefined}>
                  {label}
                  <span className="visually-hidden"> ({t(`application.steps.${state}`)})</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
