import { ExternalLink, ExternalLinkButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { siteConfig } from "~/lib/site-config";
import { ASSISTANT_DIALOG_ID } from "./dialog-id";
import type { PageOffer } from "~/lib/page-offer";
import { ASSISTANT_INTRO } from "./suggestions";

export { ASSISTANT_DIALOG_ID };

const bubble = "w-fit max-w-[92%] rounded-2xl px-4 py-3 text-sm shadow-card";
const answerBubble = `${bubble} rounded-tl-sm border border-slate-200 bg-white`;
const sourceLinkClass =
  "font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700";
const handoffLinkClass =
  "inline-flex min-h-9 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:text-brand-950 hover:underline";

type OfferProps = { offer: PageOffer };

/** The ways to reach a person: the page's offer's call, e-mail and its contact form. */
function HandoffLinks({ offer }: OfferProps) {
  return (
    <ul className="space-y-1">
      <li>
        <ExternalLink href={offer.bookingUrl} className={handoffLinkClass}>
          <Icon name="calendar-days" className="size-4 shrink-0" />
          {offer.callLabel}
        </ExternalLink>
      </li>
      <li>
        <a href={`mailto:${siteConfig.email.contact}`} className={`${handoffLinkClass} break-all`}>
          <Icon name="mail" className="size-4 shrink-0" />
          E-mail {siteConfig.email.contact}
        </a>
      </li>
      <li>
        <a href={offer.contactHref} className={handoffLinkClass}>
          <Icon name="message-square-text" className="size-4 shrink-0" />
          Use the contact form
        </a>
      </li>
    </ul>
  );
}

/**
 * The messages the assistant writes, as templates the script fills in (app/enhance/assistant.ts):
 * their words, links and styles live here with the rest of the page's markup. `data-slot` marks
 * what the script fills.
 */
function MessageTemplates({ offer }: OfferProps) {
  return (
    <>
      <template data-message="user">
        <div className={`${bubble} ml-auto rounded-tr-sm bg-brand-700 text-white`}>
          <p>
            <span className="sr-only">You asked: </span>
            <span data-slot="text" />
          </p>
        </div>
      </template>
      <template data-message="answer">
        <div className={answerBubble}>
          <span className="sr-only">Assistant: </span>
          <p className="text-slate-800" data-slot="text" />
          <p className="mt-3 flex gap-1.5 text-xs text-slate-600">
            <Icon name="arrow-right" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              Source:{" "}
              <a href="/" className={sourceLinkClass} data-slot="source">
                Source
              </a>
            </span>
          </p>
          {/* An answer that states this page's offer's terms (its price, its call) offers that call. */}
          <p className="mt-3" data-slot="call">
            <ExternalLink href={offer.bookingUrl} className={handoffLinkClass}>
              <Icon name="calendar-days" className="size-4 shrink-0" />
              {offer.callLabel}
            </ExternalLink>
          </p>
          <div className="mt-2 text-xs text-slate-600" data-slot="related">
            <p>Related:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              <li data-slot="related-item">
                <a href="/" className={sourceLinkClass} data-slot="link">
                  Related page
                </a>
              </li>
            </ul>
          </div>
        </div>
      </template>
      <template data-message="booking">
        <div className={answerBubble}>
          <span className="sr-only">Assistant: </span>
          <p className="text-slate-800">Happy to set that up. Pick a time for {offer.callText} with our team:</p>
          <ExternalLinkButton href={offer.bookingUrl} className="mt-3">
            <Icon name="calendar-days" className="size-4" />
            {offer.callLabel}
          </ExternalLinkButton>
          <p className="mt-3 text-slate-700">
            Prefer to write?{" "}
            <a href={offer.contactHref} className="font-semibold text-brand-800 underline underline-offset-4">
              Use the contact form
            </a>{" "}
            or e-mail{" "}
            <a
              href={`mailto:${siteConfig.email.contact}`}
              className="font-semibold break-all text-brand-800 underline underline-offset-4"
            >
              {siteConfig.email.contact}
            </a>
            .
          </p>
        </div>
      </template>
      <template data-message="contact">
        <div className={answerBubble}>
          <span className="sr-only">Assistant: </span>
          <p className="mb-2 text-slate-800">You can reach our team here:</p>
          <HandoffLinks offer={offer} />
        </div>
      </template>
      <template data-message="handoff">
        <div className={answerBubble}>
          <span className="sr-only">Assistant: </span>
          <p className="text-slate-800">I could not find that on this site, so I won&apos;t guess.</p>
          <p className="mt-1 mb-2 text-slate-800">Our team can answer it directly:</p>
          <HandoffLinks offer={offer} />
        </div>
      </template>
      <template data-message="unavailable">
        <div role="alert" className={answerBubble}>
          <p className="mb-2 text-slate-800">
            The assistant could not load its answers just now. Please try again in a moment; our team is happy to help
            directly:
          </p>
          <HandoffLinks offer={offer} />
        </div>
      </template>
    </>
  );
}

/**
 * The site assistant's dialog, in every page's HTML and closed. The launcher's item opens it
 * without script (`commandfor`), its text box usable at once (autofocus); the enhancement module
 * then loads what answers (app/enhance/assistant-launcher.ts): a question typed or sent while
 * that loads is kept. Without script the item is hidden, so the dialog is never reached. Its
 * answers, suggestions and hand-off are those of the page's offer (`offer`, content/data/offers.ts):
 * `data-offer` tells the script which offer's terms answer.
 */
export function AssistantDialog({ offer }: OfferProps) {
  const intro = ASSISTANT_INTRO[offer.id];
  return (
    <dialog
      id={ASSISTANT_DIALOG_ID}
      data-offer={offer.id}
      aria-labelledby="assistant-title"
      className="print-hidden fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-ink shadow-lift backdrop:bg-slate-950/40 sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(42rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-2xl sm:border sm:border-slate-200"
    >
      {/* On a short screen (400% zoom) the whole panel scrolls, its title bar and Close button kept on top. */}
      <div className="flex h-full flex-col [@media(max-height:30rem)]:h-auto [@media(max-height:30rem)]:min-h-full">
        <header className="sticky top-0 z-10 flex items-center gap-3 surface-dark px-4 py-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10">
            <Icon name="sparkles" className="size-5 text-brand-200" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="assistant-title" className="text-base leading-tight font-bold">
              Site assistant
            </h2>
            <p className="text-xs text-slate-300">Answers from this website&apos;s pages</p>
          </div>
          <button
            type="button"
            commandfor={ASSISTANT_DIALOG_ID}
            command="close"
            className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">Close assistant</span>
          </button>
        </header>
        <div className="flex min-h-0 flex-1 flex-col">
          <div
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            data-assistant="log"
            className="min-h-32 flex-1 space-y-4 overflow-y-auto bg-slate-50 px-4 py-5"
          >
            <div className={answerBubble}>
              <p className="text-slate-800">{intro.greeting}</p>
            </div>
          </div>
          <p role="status" className="sr-only" data-assistant="status" />
          <div className="border-t border-slate-200 bg-white px-4 pt-3 pb-4">
            <div className="mb-3" data-assistant="suggestions">
              <h3 id="assistant-suggestions" className="eyebrow">
                Try asking
              </h3>
              <ul aria-labelledby="assistant-suggestions" className="mt-2 flex flex-wrap gap-2">
                {intro.suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      data-question={question}
                      className="min-h-9 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            {/* method="dialog": sent before the script has loaded, the form only closes the dialog, keeping the text. */}
            <form method="dialog" data-assistant="form" className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <div className="mb-1 flex items-center justify-between gap-3 px-1">
                  <label htmlFor="assistant-question" className="text-xs font-semibold text-slate-700">
                    Your question
                  </label>
                  <button
                    type="button"
                    hidden
                    data-assistant="clear"
                    className="-my-1 min-h-6 rounded px-1 text-xs font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    Clear conversation
                  </button>
                </div>
                <input
                  id="assistant-question"
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's purpose: the text box takes focus when it opens.
                  autoFocus
                  type="text"
                  enterKeyHint="send"
                  autoComplete="off"
                  maxLength={200}
                  placeholder="e.g. How much does it cost?"
                  className="block min-h-11 w-full field rounded-full px-4 text-base"
                />
              </div>
              <button
                type="submit"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700"
              >
                <Icon name="send-horizontal" className="size-5" />
                <span className="sr-only">Send</span>
              </button>
            </form>
          </div>
        </div>
      </div>
      <MessageTemplates offer={offer} />
    </dialog>
  );
}
