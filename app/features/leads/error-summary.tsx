import { Icon } from "~/components/ui/icon";

export type SummaryItem = {
  message: string;
  /** The field to correct; none for a message about the whole form. */ fieldId?: string;
};

/**
 * What went wrong with a post, at the top of its form (GOV.UK's error summary): a heading, then each
 * field's message as a link to that field, and a message about the whole form as text. It takes
 * focus when the answered page loads (autofocus: the pages are not hydrated), so keyboard and screen
 * reader users hear it first; each field keeps its own message beside it.
 */
export function ErrorSummary({ items, headingLevel = 3 }: { items: readonly SummaryItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the page the form posted to: the summary is where focus belongs.
      autoFocus
      tabIndex={-1}
      data-error-summary=""
      className="rounded-lg border-2 border-danger bg-white p-4 text-left text-ink sm:p-5"
    >
      {/* Read out when it appears, also to a screen reader that does not announce the focus move. */}
      <div role="alert">
        <Heading className="flex items-center gap-2 text-base font-bold text-red-800">
          <Icon name="circle-exclamation-point" className="size-5 shrink-0" />
          There is a problem
        </Heading>
        <ul className="mt-2 space-y-1.5 text-sm font-medium">
          {items.map(({ message, fieldId }) => (
            <li key={`${fieldId ?? "form"}:${message}`}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  className="text-red-800 underline underline-offset-2 hover:no-underline focus-visible:no-underline"
                >
                  {message}
                </a>
              ) : (
                <span className="text-red-800">{message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
