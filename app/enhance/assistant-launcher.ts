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
 */
export function initAssistantLauncher(document: Document): void {
  const dialog = document.getElementById(ASSISTANT_DIALOG_ID);
  const form = dialog?.querySelector<HTMLFormElement>("[data-assistant=form]");
  const input = form?.querySelector<HTMLInputElement>("input");
  if (!(dialog instanceof HTMLDialogElement) || !form || !input) return;
  const status = dialog.querySelector("[data-assistant=status]");
  let assistant: Promise<Assistant> | undefined;
  let returnFocusTo: HTMLElement | null = null;

  const load = () =>
    (assistant ??= Promise.all([import("./assistant"), fetchIndex()]).then(
      ([module, index]) => module.createAssistant(dialog, index, fetchIndex),
      (error: unknown) => {
        // A deploy replaced the chunk this page knows: the new page has the new one.
        if (reloadOnceForNewBuild()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  const unavailable = () => {
    const log = dialog.querySelector("[data-assistant=log]");
    const message = dialog.querySelector<HTMLTemplateElement>("template[data-message=unavailable]");
    if (message) log?.append(message.content.cloneNode(true));
  };
  const ask = (question: string) => {
    if (!question.trim()) return;
    if (status) status.textContent = "Loading the assistant…";
    load().then((ready) => ready.ask(question), unavailable);
  };

  document.addEventListener("click", (event) => {
    const opener = elementOf(event)?.closest<HTMLElement>(
      `button[commandfor="${ASSISTANT_DIALOG_ID}"][command="show-modal"]`,
    );
    if (!opener) return;
    // The menu that held the item closes; its button takes focus back when the dialog closes.
    const menu = opener.closest("[popover]");
    // The launcher has a button in the header and a floating one; the one shown at this width.
    const buttons = menu?.id ? document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`) : [];
    returnFocusTo = [...buttons].find((button) => button.getClientRects().length > 0) ?? opener;
    // Browsers without invoker commands (before Chrome 135, Safari 26, Firefox 144).
    if (!("command" in HTMLButtonElement.prototype) && !dialog.open) dialog.showModal();
    load().catch(() => {});
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const question = input.value;
    input.value = "";
    ask(question);
  });
  dialog.addEventListener("click", (event) => {
    const target = elementOf(event);
    const suggestion = target?.closest<HTMLElement>("[data-question]");
    if (suggestion?.dataset.question) {
      ask(suggestion.dataset.question);
      input.focus();
    }
    // A link to a place on this page: the dialog closes so the place is seen. Other links load their page.
    const link = target?.closest<HTMLAnchorElement>("a[href]");
    if (link && !isModifiedClick(event) && link.pathname === window.location.pathname && link.hash) {
      returnFocusTo = null;
      dialog.close();
    }
  });
  dialog.addEventListener("close", () => {
    const focused = document.activeElement;
    if (
      returnFocusTo &&
      (!(focused instanceof HTMLElement) || focused === document.body || !focused.checkVisibility())
    ) {
      returnFocusTo.focus();
    }
  });
}
