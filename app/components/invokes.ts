/**
 * Attributes that make a button open (`show-modal`) or close (`close`) a dialog without
 * JavaScript: the HTML invoker commands (`commandfor`, `command`), which the browser runs
 * itself. A button that also has a handler of its own (a ModalDialog's owner changing React's
 * state) does no harm: a second showModal or close changes nothing.
 * React passes the lowercase attributes through; its types do not know them yet.
 */
export function invokes(dialogId: string, command: "show-modal" | "close"): object {
  return { commandfor: dialogId, command };
}
