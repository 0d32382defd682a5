import { Compass, LineChart, Megaphone, Radar } from "lucide-react";
import { Section } from "~/components/ui/section";

const services = [
  {
    icon: Radar,
    title: "Performance-Based Lead Generation",
    label: "Done for you",
    text: "We identify the healthcare organisations and decision makers that fit your offer, then run the outreach that turns them into qualified leads and booked meetings.",
    points: ["Target account and persona blueprint", "Qualified meetings with decision makers", "Paid on performance"],
  },
  {
    icon: Megaphone,
    title: "Messaging That Earns Clinical Trust",
    label: "Done for you",
    text: "Outreach that leads with clinical and operational outcomes, written for the people who evaluate, approve and buy healthtech.",
    points: ["Message framework per persona", "Evidence-led value propositions", "Consistent voice across channels"],
  },
  {
    icon: LineChart,
    title: "Optimisation and Closing Support",
    label: "Done with you",
    text: "We work alongside your team from first meeting to signed partnership: sharpening the pitch, the follow-up and the business case.",
    points: [
      "Meeting and pipeline reviews",
      "Deal strategy for complex buying groups",
      "Conversion tracking you can see",
    ],
  },
  {
    icon: Compass,
    title: "The 60-90 Day Growth Framework",
    label: "How we engage",
    text: "Every engagement runs on the same proven structure: three 30-day phases from foundation to launch to optimisation and scale.",
    points: [
      "Days 1-30: foundation and strategy",
      "Days 31-60: launch and engagement",
      "Days 61-90: optimisation and scale",
    ],
  },
] as const;

export default function ServicesSection() {
  return (
    <Section
      id="services"
      tone="tint"
      eyebrow="Growth Partnership"
      title="Growth services built for healthtech"
      intro="Selling into healthcare takes longer, involves more people and demands more proof than most B2B markets. Our services are designed for exactly that."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map(({ icon: Icon, title, label, text, points }) => (
          <li
            key={title}
            className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8"
          >
            <div className="flex items-center justify-between gap-4">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{label}</span>
            </div>
            <h3 className="mt-5 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
            <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
