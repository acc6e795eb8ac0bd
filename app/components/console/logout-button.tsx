import { useState } from "react";
import { Form } from "react-router";
import { useT } from "../../lib/i18n/client";
import { ConfirmDialog } from "./dialog";

/**
 * Logout asks "로그아웃 하시겠습니까?" first. Without JavaScript the button opens the
 * confirmation page (a GET form); with it, the same question opens as a dialog here.
 */
export function LogoutButton({ action, returnTo }: { action: string; returnTo: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <form
        method="get"
        action={action}
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <button type="submit" className="console-button">
          {t("auth.chrome.logout")}
        </button>
      </form>
      {open && <LogoutDialog action={action} back={returnTo} onCancel={() => setOpen(false)} />}
    </>
  );
}

/** "로그아웃 하시겠습니까?": the chrome's dialog and the no-JavaScript page alike. */
export function LogoutDialog({ action, back, onCancel }: { action: string; back: string; onCancel: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t("auth.logout.title")}
      message={t("auth.logout.confirm")}
      cancelLabel={t("auth.logout.cancel")}
      cancelHref={back}
      onCancel={onCancel}
    >
      <Form method="post" action={action}>
        <button type="submit" className="console-button console-button--primary">
          {t("auth.logout.ok")}
        </button>
      </Form>
    </ConfirmDialog>
  );
}
