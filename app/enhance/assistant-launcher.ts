import { ASSISTANT_DIALOG_ID, INDEX_URL } from "~/features/assistant/dialog-id";
import type { AssistantIndex } from "~/features/assistant/search.js";
import { elementOf, isModifiedClick } from "./dom";
import { reloadOnceForNewBuild } from "~/lib/chunk-reload";

/** What the assistant's own chunk gives back once loaded (app/enhance/assistant.ts). */
export type Assistant = { ask: (question: string) => void };

function fetchIndex(): Promise<AssistantIndex | null> {
  return fetch(INDEX_URL)
    .then((response) => (response.ok ? (response.json() as Promise<AssistantIndex>) : null))
    .catch(() => null);
}

/**
 * The site assistant, on every page, loaded when asked for. Its dialog is in the page's HTML and the
 * launcher's item opens it by itself (`commandfor`), text box focused: the visitor can type from
 * the click on. The same click starts loading the assistant's code and the site's index (its own
 * chunk, about 10 kB, and a JSON file); a question sent before they arrive waits for them, and the
 * text typed meanwhile stays where it is. Escape and the Close button close it; focus goes back to
 * the launcher, since the item that opened it is in the closed menu.
 *
 * Every listener is on the document and finds the dialog when something happens: the enhancement
 * module may run before the end of the page, where the dialog is, has been parsed (main.ts).
 */
export function initAssistantLauncher(document: Document): void {
  let assistant: Promise<Assistant> | undefined;
  let returnFocusTo: HTMLElement | null = null;
  const dialogOf = () => {
    const dialog = document.getElementById(ASSISTANT_DIALOG_ID);
    return dialog instanceof HTMLDialogElement ? dialog : null;
  };

  const load = (dialog: HTMLDialogElement) =>
    (assistant ??= Promise.all([import("./assistant"), fetchIndex()]).then(
      ([module, index]) => module.createAssistant(dialog, index, fetchIndex),
      (error: unknown) => {
        // A deploy replaced the chunk this page knows: the new page has the new one.
        if (reloadOnceForNewBuild()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  const unavailable = (dialog: HTMLDialogElement) => {
    const log = dialog.querySelector("[data-assistant=log]");
    const message = dialog.querySelector<HTMLTemplateElement>("template[data-message=unavailable]");
    if (message) log?.append(message.content.cloneNode(true));
  };
  const ask = (dialog: HTMLDialogElement, question: string) => {
    if (!question.trim()) return;
    const status = dialog.querySelector("[data-assistant=status]");
    if (status) status.textContent = "Loading the assistant…";
    load(dialog).then(
      (ready) => ready.ask(question),
      () => unavailable(dialog),
    );
  };

  document.addEventListener("click", (event) => {
    const target = elementOf(event);
    const dialog = dialogOf();
    if (!target || !dialog) return;
    const opener = target.closest<HTMLElement>(`button[commandfor="${ASSISTANT_DIALOG_ID}"][command="show-modal"]`);
    if (opener) {
      // The menu that held the item closes; its (shown) button takes focus back when the dialog closes.
      const menu = opener.closest("[popover]");
      const buttons = menu?.id ? document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`) : [];
      returnFocusTo = [...buttons].find((button) => button.getClientRects().length > 0) ?? opener;
      // Browsers without invoker commands (before Chrome 135, Safari 26, Firefox 144).
      if (!("command" in HTMLButtonElement.prototype) && !dialog.open) dialog.showModal();
      load(dialog).catch(() => {});
      return;
    }
    if (!dialog.contains(target)) return;
    const suggestion = target.closest<HTMLElement>("[data-question]");
    if (suggestion?.dataset.question) {
      ask(dialog, suggestion.dataset.question);
      dialog.querySelector<HTMLInputElement>("[data-assistant=form] input")?.focus();
    }
    // A link to a place on this page: the dialog closes so the place is seen. Other links load their page.
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (link && !isModifiedClick(event) && link.pathname === window.location.pathname && link.hash) {
      returnFocusTo = null;
      dialog.close();
    }
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const dialog = dialogOf();
    if (!(form instanceof HTMLFormElement) || !dialog?.contains(form) || !form.matches("[data-assistant=form]")) return;
    const input = form.querySelector("input");
    if (!input) return;
    event.preventDefault();
    const question = input.value;
    input.value = "";
    ask(dialog, question);
  });
  // `close` does not bubble: the document hears it on its way down.
  document.addEventListener(
    "close",
    (event) => {
      if (event.target !== dialogOf()) return;
      const focused = document.activeElement;
      if (
        returnFocusTo &&
        (!(focused instanceof HTMLElement) || focused === document.body || !focused.checkVisibility())
      ) {
        returnFocusTo.focus();
      }
    },
    true,
  );
}
