import { ShieldCheck } from "lucide-react";
import { Section } from "~/components/ui/section";

const phases = [
  {
    days: "Days 1-30",
    title: "Foundation and strategy",
    text: "We map your ideal customers and buying groups, build the message framework and set up the outreach system.",
  },
  {
    days: "Days 31-60",
    title: "Launch and engagement",
    text: "Multi-channel outreach goes live, meetings land on your calendar and we learn from every reply.",
  },
  {
    days: "Days 61-90",
    title: "Optimisation and scale",
    text: "We double down on what converts, support your team in closing, and scale into new segments.",
  },
] as const;

export default function AboutSection() {
  return (
    <Section
      id="about"
      eyebrow="About us"
      title="A partner that shares your growth goal"
      intro="We are a growth consultancy focused on healthtech. We combine healthcare fluency with disciplined commercial execution, and we tie our work to the results that matter to you."
    >
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <h3 className="text-xl font-bold">How an engagement runs</h3>
          <p className="mt-2 text-muted">A 60-90 day framework in three 30-day phases.</p>
          <ol className="mt-6 space-y-4">
            {phases.map((phase, index) => (
              <li key={phase.days} className="flex gap-4 rounded-card border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-700">{phase.days}</p>
                  <p className="font-semibold">{phase.title}</p>
                  <p className="mt-1 text-sm text-muted">{phase.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <aside className="rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift">
          <ShieldCheck aria-hidden="true" className="size-10 text-accent-300" />
          <h3 className="mt-4 text-2xl font-bold">Our performance guarantee</h3>
          <p className="mt-3 text-slate-200">
            If the agreed performance lift is not delivered within 12 months, we keep working for up to 3 extra months
            at no cost.
          </p>
          <p className="mt-4 text-sm text-slate-300">
            That is what partner, not vendor, means to us: we carry part of the risk with you.
          </p>
        </aside>
      </div>
    </Section>
  );
}
