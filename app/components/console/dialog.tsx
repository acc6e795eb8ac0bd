import { type ReactNode, type RefObject, useId, useRef } from "react";
import { ModalDialog } from "../dialog";
import "./dialog.css";

type ShellProps = {
  title: string;
  message: string;
  onDismiss: () => void;
  initialFocus: RefObject<HTMLElement | null>;
  /** The buttons or links of the dialog. */
  children: ReactNode;
};

/**
 * The console's alert dialog: server-rendered open so it works without JavaScript, modal
 * once hydrated, focus returned to where it was when it closes (see ModalDialog).
 */
function ConsoleDialog({ title, message, onDismiss, initialFocus, children }: ShellProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalDialog
      open
      openWithoutScript
      className="console-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onDismiss={onDismiss}
      initialFocus={initialFocus}
    >
      <h2 id={titleId} className="console-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="console-dialog__message">
        {message}
      </p>
      <div className="console-dialog__actions">{children}</div>
    </ModalDialog>
  );
}

type AlertProps = {
  title: string;
  message: string;
  okLabel: string;
  /** Called when acknowledged (OK or Escape), with JavaScript. */
  onClose: () => void;
  /** Where OK leads without JavaScript; without it OK is a plain button. */
  okHref?: string;
};

/** An alert (the old site's `alert()`, docs/product.md §2.4), as an accessible alert dialog. */
export function AlertDialog({ title, message, okLabel, onClose, okHref }: AlertProps) {
  const okRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const className = "console-button console-button--primary";
  return (
    <ConsoleDialog title={title} message={message} onDismiss={onClose} initialFocus={okRef}>
      {okHref === undefined ? (
        <button ref={okRef} type="button" className={className} onClick={onClose}>
          {okLabel}
        </button>
      ) : (
        <a
          ref={okRef}
          href={okHref}
          className={className}
          onClick={(e) => {
            e.preventDefault();
            onClose();
          }}
        >
          {okLabel}
        </a>
      )}
    </ConsoleDialog>
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

/** A confirmation (the old site's `confirm()`, docs/product.md §2.4); the confirming control is the caller's form. */
export function ConfirmDialog({ title, message, cancelLabel, onCancel, cancelHref, children }: ConfirmProps) {
  const cancelRef = useRef<HTMLAnchorElement>(null);
  // Focus starts on Cancel: the safe choice for a destructive question.
  return (
    <ConsoleDialog title={title} message={message} onDismiss={onCancel} initialFocus={cancelRef}>
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
    </ConsoleDialog>
  );
}
