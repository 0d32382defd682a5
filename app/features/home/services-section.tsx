import { Icon, type IconName } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { services, type ServiceIcon } from "./services";

const icons: Record<ServiceIcon, IconName> = {
  radar: "radar",
  megaphone: "megaphone",
  "line-chart": "chart-line",
  compass: "compass",
};

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
        {services.map(({ icon, title, label, text, points }) => {
          return (
            <li
              key={title}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8"
            >
              <div className="flex items-center justify-between gap-4">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={icons[icon]} className="size-5" />
                </span>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
                  {label}
                </span>
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
          );
        })}
      </ul>
    </Section>
  );
}
