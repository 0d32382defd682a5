import { figure } from "~/content/figure-text";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { IntegrationStep } from "~/content/integration-guide";

/** The 4-step integration playbook as a numbered timeline. */
export function IntegrationPlaybook({ steps }: { steps: readonly IntegrationStep[] }) {
  return (
    <Section
      className="print:py-6"
      id="playbook"
      eyebrow="The integration playbook"
      title="Four steps from kickoff to a running engine"
      intro={`The system is installed in ${figure("program.installDays")} days, qualified leads follow within ${figure("program.leadsWeeks")} weeks, and from then on it improves in 2-week cycles.`}
    >
      <ol className="relative mx-auto max-w-4xl space-y-6">
        {steps.map((step) => (
          <li
            key={step.number}
            data-print="keep"
            className="grid gap-5 rounded-card border border-slate-200 bg-white p-6 shadow-card sm:grid-cols-[4rem_minmax(0,1fr)] sm:p-8"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-xl font-extrabold text-white tabular-nums"
            >
              {String(step.number).padStart(2, "0")}
            </span>
            <div>
              <p className="text-sm font-semibold text-slate-600">{step.subtitle}</p>
              <h3 className="mt-1 text-2xl font-bold tracking-tight">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-3 text-slate-700">{step.description}</p>
              <ul className="mt-5 grid gap-2 sm:grid-cols-2">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-2 text-sm text-slate-700">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
