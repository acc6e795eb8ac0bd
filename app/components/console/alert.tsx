import { createRoot } from "react-dom/client";
import { AlertDialog } from "./dialog";

/**
 * An alert dialog opened from plain code (the API wrapper's 403): <AlertDialog> rendered into
 * its own root. Its labels come from the console chrome, which renders them from the locale
 * resources into `data-dialog-*` attributes.
 */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const labels = document.querySelector<HTMLElement>("[data-dialog-ok]")?.dataset;
    const host = document.createElement("div");
    document.body.appendChild(host);
    const root = createRoot(host);
    const close = () =>
      // After the click that closes it has been handled: a root cannot unmount while it dispatches.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
        resolve();
      });
    root.render(
      <AlertDialog
        title={labels?.dialogTitle ?? "알림"}
        message={message}
        okLabel={labels?.dialogOk ?? "확인"}
        onClose={close}
      />,
    );
  });
}
