import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { faqItems } from "./faq";

/** Native details/summary: keyboard and screen reader support without script, answers in the HTML. */
export default function FaqSection() {
  return (
    <Section id="faq" tone="tint" eyebrow="FAQ" title="Frequently asked questions">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
        {faqItems.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 font-semibold marker:hidden hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{item.question}</h3>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-6 pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
