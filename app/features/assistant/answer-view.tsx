import type { MouseEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { Link, useNavigate } from "react-router";
import { ExternalLinkButton } from "~/components/ui/button";
import { isModifiedClick, scrollToSectionWhenReady } from "~/lib/section-nav";
import { siteConfig } from "~/lib/site-config";
import type { Answer, SourceLink } from "./answer.js";
import type { Message } from "./conversation";
import { HandoffLinks } from "./handoff-links";
import { usePageOffer } from "./page-offer";

type NavigateProps = { onNavigate: () => void };

const bubble = "w-fit max-w-[92%] rounded-2xl px-4 py-3 text-sm shadow-card";

function linkLabel(link: SourceLink): string {
  return link.section ? `${link.title} › ${link.section}` : link.title;
}

/** A link to the page and section an answer came from; closes the dialog and lands on the section. */
function SourceAnchor({ link, onNavigate }: { link: SourceLink } & NavigateProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate();
    const hash = link.href.split("#")[1];
    // Article bodies render after the route loads, so look for the section once it has.
    void Promise.resolve(navigate(link.href)).then(() =>
      scrollToSectionWhenReady(hash ? decodeURIComponent(hash) : "main-content"),
    );
  };
  return (
    <Link
      to={link.href}
      onClick={onClick}
      className="font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
    >
      {linkLabel(link)}
    </Link>
  );
}

function AnswerBody({ answer, onNavigate }: { answer: Answer } & NavigateProps) {
  switch (answer.kind) {
    case "answer":
      return (
        <>
          <p className="text-slate-800">{answer.text}</p>
          <p className="mt-3 flex gap-1.5 text-xs text-slate-600">
            <Icon name="arrow-right" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              Source: <SourceAnchor link={answer.source} onNavigate={onNavigate} />
            </span>
          </p>
          {answer.related.length > 0 && (
            <div className="mt-2 text-xs text-slate-600">
              <p>Related:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {answer.related.map((link) => (
                  <li key={link.href}>
                    <SourceAnchor link={link} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      );
    case "booking":
      return <BookingAnswer onNavigate={onNavigate} />;
    case "contact":
      return (
        <>
          <p className="mb-2 text-slate-800">You can reach our team here:</p>
          <HandoffLinks onNavigate={onNavigate} />
        </>
      );
    case "handoff":
      return (
        <>
          <p className="text-slate-800">I could not find that on this site, so I won&apos;t guess.</p>
          <p className="mt-1 mb-2 text-slate-800">Our team can answer it directly:</p>
          <HandoffLinks onNavigate={onNavigate} />
        </>
      );
  }
}

/** "Book a call": the call of the offer the page speaks for, with the two other ways in. */
function BookingAnswer({ onNavigate }: NavigateProps) {
  const offer = usePageOffer();
  return (
    <>
      <p className="text-slate-800">Happy to set that up. Pick a time for {offer.callText} with our team:</p>
      <ExternalLinkButton href={offer.bookingUrl} className="mt-3">
        <Icon name="calendar-days" className="size-4" />
        {offer.callLabel}
      </ExternalLinkButton>
      <p className="mt-3 text-slate-700">
        Prefer to write?{" "}
        <Link to="/contact" onClick={onNavigate} className="font-semibold text-brand-800 underline underline-offset-4">
          Use the contact form
        </Link>{" "}
        or e-mail{" "}
        <a
          href={`mailto:${siteConfig.email.contact}`}
          className="font-semibold break-all text-brand-800 underline underline-offset-4"
        >
          {siteConfig.email.contact}
        </a>
        .
      </p>
    </>
  );
}

export function MessageView({ message, onNavigate }: { message: Message } & NavigateProps) {
  if (message.role === "user") {
    return (
      <div className={`${bubble} ml-auto rounded-tr-sm bg-brand-700 text-white`}>
        <p>
          <span className="sr-only">You asked: </span>
          {message.text}
        </p>
      </div>
    );
  }
  return (
    <div className={`${bubble} rounded-tl-sm border border-slate-200 bg-white`}>
      <span className="sr-only">Assistant: </span>
      <AnswerBody answer={message.answer} onNavigate={onNavigate} />
    </div>
  );
}
