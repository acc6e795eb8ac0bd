import { type ComponentPropsWithoutRef, type RefObject, useEffect, useRef } from "react";
import { trapTab } from "../lib/trap-tab";

/**
 * Shows a <dialog> modally while `open` (focus kept inside, the page behind inert, page
 * scrolling locked) and, when it closes or unmounts, returns focus to where it was. A dialog
 * the server rendered open (non-modal, usable without JavaScript) becomes modal on hydration.
 * Focus starts on `initialFocus` when given, else where the browser puts it.
 */
export function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    document.documentElement.classList.add("has-modal");
    return () => {
      document.documentElement.classList.remove("has-modal");
      if (dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, [ref, open, initialFocus]);
}

type ModalDialogProps = Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onCancel"> & {
  open: boolean;
  /** Render it open in the server's HTML too, so it is readable and usable without JavaScript. */
  openWithoutScript?: boolean;
  /** Escape was pressed: the owner closes the dialog (by setting `open` false or unmounting it). */
  onDismiss: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
};

/** A modal <dialog> (see useModal) whose Escape is reported to its owner and whose Tab stays inside. */
export function ModalDialog({
  open,
  openWithoutScript,
  onDismiss,
  initialFocus,
  onKeyDown,
  children,
  ...rest
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, open, initialFocus);
  return (
    <dialog
      ref={ref}
      open={openWithoutScript || undefined}
      aria-modal="true"
      {...rest}
      onCancel={(event) => {
        // A dialog the browser opened by itself (an invoker before hydration) closes by itself.
        if (!open) return;
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={(event) => {
        trapTab(event.currentTarget, event);
        onKeyDown?.(event);
      }}
    >
      {children}
    </dialog>
  );
}
