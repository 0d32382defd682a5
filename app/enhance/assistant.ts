import { answerQuestion, type Answer, type SourceLink } from "~/features/assistant/answer.js";
import {
  addExchange,
  readConversation,
  sessionStore,
  writeConversation,
  type Message,
} from "~/features/assistant/conversation";
import { createSearchIndex, type AssistantIndex, type SearchIndex } from "~/features/assistant/search.js";
import type { Assistant } from "./assistant-launcher";

type Parts = {
  log: HTMLElement;
  status: HTMLElement | null;
  suggestions: HTMLElement | null;
  clear: HTMLButtonElement | null;
  input: HTMLInputElement | null;
  templates: Map<string, HTMLTemplateElement>;
  /** The offer the page speaks for: its terms answer, and its call is offered beside them. */
  offer: string | undefined;
};

function linkLabel(link: SourceLink): string {
  return link.section ? `${link.title} › ${link.section}` : link.title;
}

function fillLink(anchor: Element | null, link: SourceLink): void {
  if (!(anchor instanceof HTMLAnchorElement)) return;
  anchor.href = link.href;
  anchor.textContent = linkLabel(link);
}

/** A message as the page's templates draw it (app/features/assistant/assistant-dialog.tsx). */
function messageNode({ templates, offer }: Parts, message: Message): Node {
  const kind = message.role === "user" ? "user" : message.answer.kind;
  const node = templates.get(kind)?.content.cloneNode(true);
  if (!(node instanceof DocumentFragment)) throw new Error(`The assistant has no template for "${kind}" messages`);
  const slot = (name: string) => node.querySelector(`[data-slot="${name}"]`);
  if (message.role === "user") {
    const text = slot("text");
    if (text) text.textContent = message.text;
  } else if (message.answer.kind === "answer") {
    fillAnswer(slot, message.answer, offer);
  }
  return node;
}

function fillAnswer(
  slot: (name: string) => Element | null,
  answer: Extract<Answer, { kind: "answer" }>,
  offer: string | undefined,
): void {
  const text = slot("text");
  if (text) text.textContent = answer.text;
  // The page's call, beside its offer's terms; an answer kept from the other offer's page offers none.
  if (!answer.offer || answer.offer !== offer) slot("call")?.remove();
  fillLink(slot("source"), answer.source);
  const item = slot("related-item");
  for (const link of answer.related) {
    const copy = item?.cloneNode(true);
    if (!(copy instanceof Element)) continue;
    fillLink(copy.querySelector("a"), link);
    item?.before(copy);
  }
  item?.remove();
  if (answer.related.length === 0) slot("related")?.remove();
}

/**
 * The assistant's conversation, in its own chunk: loaded when the visitor first opens it, with the
 * index already fetched (null when that failed: the visitor is told, and the next question tries
 * again). The conversation lives in session storage, so it survives a reload and the next page.
 */
export function createAssistant(
  dialog: HTMLDialogElement,
  initialIndex: AssistantIndex | null,
  fetchIndex: () => Promise<AssistantIndex | null>,
): Assistant {
  const log = dialog.querySelector<HTMLElement>("[data-assistant=log]");
  if (!log) throw new Error("The assistant dialog has no conversation log");
  const parts: Parts = {
    log,
    status: dialog.querySelector("[data-assistant=status]"),
    suggestions: dialog.querySelector("[data-assistant=suggestions]"),
    clear: dialog.querySelector("[data-assistant=clear]"),
    input: dialog.querySelector("[data-assistant=form] input"),
    templates: new Map(
      [...dialog.querySelectorAll<HTMLTemplateElement>("template[data-message]")].map((template) => [
        template.dataset.message ?? "",
        template,
      ]),
    ),
    offer: dialog.dataset.offer,
  };
  const greeting = log.firstElementChild;
  let messages: Message[] = readConversation(sessionStore());
  let data = initialIndex;
  // Indexing takes tens of milliseconds: once, on the first question.
  let index: SearchIndex | null = null;

  // Messages are only ever added to the log (a live region: each new one is read out), or all cleared.
  const show = (added: readonly Message[]) => {
    log.append(...added.map((message) => messageNode(parts, message)));
    if (parts.suggestions) parts.suggestions.hidden = messages.length > 0;
    if (parts.clear) parts.clear.hidden = messages.length === 0;
    log.scrollTop = log.scrollHeight;
  };

  parts.clear?.addEventListener("click", () => {
    messages = [];
    writeConversation(sessionStore(), messages);
    log.replaceChildren(...(greeting ? [greeting] : []));
    show([]);
    if (parts.status) parts.status.textContent = "Conversation cleared.";
    parts.input?.focus();
  });
  show(messages);
  if (parts.status) parts.status.textContent = "";

  return {
    ask(question) {
      const text = question.trim();
      if (!text) return;
      void (async () => {
        data ??= await fetchIndex();
        if (!data) {
          log.append(parts.templates.get("unavailable")?.content.cloneNode(true) ?? "");
          log.scrollTop = log.scrollHeight;
          return;
        }
        index ??= createSearchIndex(data);
        messages = addExchange(messages, text, answerQuestion(index, text, { offer: parts.offer }));
        writeConversation(sessionStore(), messages);
        show(messages.slice(-2));
        if (parts.status) parts.status.textContent = "";
      })();
    },
  };
}
