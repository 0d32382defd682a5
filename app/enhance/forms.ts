/**
 * Forms post without script and the server answers with a page (errors beside the fields and the
 * visitor's text, or thanks). With script, a second press while the first post is on its way
 * sends nothing more; the button says so (aria-disabled) and keeps focus. A page brought back from
 * the back-forward cache can be sent again.
 */
export function initForms(document: Document, window: Window): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post" || event.defaultPrevented) return;
    if (form.dataset.sending === "true") {
      event.preventDefault();
      return;
    }
    form.dataset.sending = "true";
    for (const button of form.querySelectorAll("button[type=submit], button:not([type])")) {
      button.setAttribute("aria-disabled", "true");
    }
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>("form[data-sending]")) {
      delete form.dataset.sending;
      for (const button of form.querySelectorAll("[aria-disabled]")) button.removeAttribute("aria-disabled");
    }
  });
}
