/*
 * The sandbox page's own script (a bare document, only where it lists the seeded people:
 * provider-pages.server.ts). Picking a person fills the verification form in place from the
 * pick form's data attributes, says so in the form's status line, and moves the focus to the
 * form's submit button. Without it, the pick form opens the page again with that person filled in.
 */
const form = document.querySelector<HTMLFormElement>("form[data-sandbox-form]");
const status = document.getElementById("sandbox-picked");

document.addEventListener("submit", (event) => {
  const pick = event.target;
  if (!form || !(pick instanceof HTMLFormElement) || !pick.hasAttribute("data-sandbox-pick")) return;
  event.preventDefault();
  const { name = "", birth = "", phone = "", gender = "", personId = "", picked = "" } = pick.dataset;
  for (const [field, value] of Object.entries({ name, birth, phone, personId })) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.value = value;
  }
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="gender"]')) {
    radio.checked = radio.value === gender;
  }
  if (status) status.textContent = picked;
  form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
});

// A module, so its names are its own (not the page's globals, like `status`).
export {};
