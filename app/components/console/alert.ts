/**
 * An alert dialog opened from plain code (the API wrapper's 403), without React: the same
 * markup and behaviour as <AlertDialog>. Its labels come from the console chrome, which
 * renders them from the locale resources into `data-dialog-*` attributes.
 */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const labels = document.querySelector<HTMLElement>("[data-dialog-ok]")?.dataset;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const id = `alert-${Math.random().toString(36).slice(2)}`;
    const dialog = document.createElement("dialog");
    dialog.className = "console-dialog";
    dialog.setAttribute("role", "alertdialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", `${id}-title`);
    dialog.setAttribute("aria-describedby", `${id}-message`);
    const title = document.createElement("h2");
    title.id = `${id}-title`;
    title.className = "console-dialog__title";
    title.textContent = labels?.dialogTitle ?? "알림";
    const text = document.createElement("p");
    text.id = `${id}-message`;
    text.className = "console-dialog__message";
    text.textContent = message;
    const actions = document.createElement("div");
    actions.className = "console-dialog__actions";
    const ok = document.createElement("button");
    ok.type = "button";
    ok.className = "console-button console-button--primary";
    ok.textContent = labels?.dialogOk ?? "확인";
    ok.addEventListener("click", () => dialog.close());
    actions.appendChild(ok);
    for (const part of [title, text, actions]) dialog.appendChild(part);
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (before?.isConnected) before.focus();
      resolve();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    ok.focus();
  });
}
