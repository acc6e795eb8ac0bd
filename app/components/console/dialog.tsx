import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal dialog that also works when server-rendered: the server sends an open
 * (non-modal) <dialog>, readable and usable without JavaScript; once hydrated it becomes
 * modal (focus kept inside, Escape closes, the page behind is inert) and focus returns to
 * where it was when it closes.
 */
function useModal(ref: React.RefObject<HTMLDialogElement | null>, focusRef: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    focusRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, [ref, focusRef]);
}

type AlertProps = {
  title: string;
  message: string;
  okLabel: string;
  /** Called when acknowledged (OK or Escape), with JavaScript. */
  onClose: () => void;
  /** Where OK leads without JavaScript. */
  okHref: string;
};

/** An alert (SPEC.md's `alert()`), as an accessible alert dialog. */
export function AlertDialog({ title, message, okLabel, onClose, okHref }: AlertProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const messageId = useId();
  useModal(ref, okRef);
  return (
    <dialog
      ref={ref}
      open
      className="console-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="console-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="console-dialog__message">
        {message}
      </p>
      <div className="console-dialog__actions">
        <a
          ref={okRef}
          href={okHref}
          className="console-button console-button--primary"
          onClick={(e) => {
            e.preventDefault();
            onClose();
          }}
        >
          {okLabel}
        </a>
      </div>
    </dialog>
  );
}

type ConfirmProps = {
  title: string;
  message: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Where Cancel leads without JavaScript. */
  cancelHref: string;
  /** The confirming control: usually a form posting to the action that does the act. */
  children: ReactNode;
};

/** A confirmation (SPEC.md's `confirm()`); the confirming control is the caller's form. */
export function ConfirmDialog({ title, message, cancelLabel, onCancel, cancelHref, children }: ConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const messageId = useId();
  // Focus starts on Cancel: the safe choice for a destructive question.
  useModal(ref, cancelRef);
  return (
    <dialog
      ref={ref}
      open
      className="console-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="console-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="console-dialog__message">
        {message}
      </p>
      <div className="console-dialog__actions">
        {children}
        <a
          ref={cancelRef}
          href={cancelHref}
          className="console-button"
          onClick={(e) => {
            e.preventDefault();
            onCancel();
          }}
        >
          {cancelLabel}
        </a>
      </div>
    </dialog>
  );
}
