import { type RefObject, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { ModalDialog } from "../../../components/dialog";
import { useT } from "../../../lib/i18n/client";

/**
 * Warns before leaving a step whose form was changed and not saved: the browser's own prompt
 * for a reload or a closed tab, and this dialog for a link inside the site. Saving (submitting
 * the form) is never blocked. Without JavaScript there is nothing to warn about: every step
 * posts, and a step's values come back from the draft.
 */
export function UnsavedWarning({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const t = useT();
  const dirty = useRef(false);
  const [changed, setChanged] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const mark = () => {
      dirty.current = true;
      setChanged(true);
    };
    const clear = () => {
      dirty.current = false;
      setChanged(false);
    };
    el.addEventListener("input", mark);
    el.addEventListener("change", mark);
    el.addEventListener("submit", clear);
    return () => {
      el.removeEventListener("input", mark);
      el.removeEventListener("change", mark);
      el.removeEventListener("submit", clear);
    };
  }, [form]);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [changed]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const open = blocker.state === "blocked";
  return (
    <ModalDialog
      open={open}
      onDismiss={() => blocker.reset?.()}
      initialFocus={stay}
      className="confirm-dialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
    >
      {open && (
        <>
          <h2 id="unsaved-title">{t("application.steps.unsavedTitle")}</h2>
          <p id="unsaved-text">{t("application.steps.unsavedText")}</p>
          <div className="form-actions">
            <button ref={stay} type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
              {t("application.steps.stay")}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                dirty.current = false;
                blocker.proceed?.();
              }}
            >
              {t("application.steps.leave")}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
