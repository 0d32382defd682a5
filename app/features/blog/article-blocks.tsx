import { Icon, type IconName } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import { DataTable } from "~/components/ui/data-table";
import { FigureText } from "~/features/one-pagers/figure-text";
import type { ChallengeIcon } from "~/content/blog-schema";
import type { PostSummary } from "~/content/blog";

const icons: Record<ChallengeIcon, IconName> = {
  target: "target",
  users: "users",
  "trending-up": "trending-up",
  clock: "clock",
  "dollar-sign": "dollar-sign",
  zap: "zap",
  shield: "shield",
  search: "search",
};

/** startup-sales-challenges: the five challenges from the article's front matter. */
export function StartupChallenges({ challenges }: { challenges: NonNullable<PostSummary["challenges"]> }) {
  return (
    <ol aria-label="Startup sales challenges" className="not-prose my-10 grid gap-5">
      {challenges.map((challenge, index) => {
        return (
          <li
            key={challenge.title}
            className="rounded-card border border-slate-200 bg-white p-6 shadow-card"
            data-print="keep"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={icons[challenge.icon]} className="size-5" />
              </span>
              <p className="text-lg font-bold">
                <span className="text-brand-700">{index + 1}.</span> {challenge.title}
              </p>
            </div>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl bg-red-50 p-4">
                <Eyebrow as="dt">The problem</Eyebrow>
                <dd className="mt-1 text-sm text-slate-800">
                  <FigureText>{challenge.problem}</FigureText>
                </dd>
              </div>
              <div className="rounded-xl bg-green-50 p-4">
                <Eyebrow as="dt">The solution</Eyebrow>
                <dd className="mt-1 text-sm text-slate-800">
                  <FigureText>{challenge.solution}</FigureText>
                </dd>
              </div>
            </dl>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Keywords">
              {challenge.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                  {keyword}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** The playbook's scorecard: lever and target. */
export function ScorecardLevers({ levers }: { levers: NonNullable<PostSummary["levers"]> }) {
  return (
    <DataTable
      label="Scorecard levers and their targets"
      labelHeader="Lever"
      columns={[{ header: "Target" }]}
      rows={levers.map((lever) => ({
        id: lever.name,
        label: lever.name,
        cells: [<FigureText key="target">{lever.target}</FigureText>],
      }))}
      className="not-prose my-8"
      data-print="keep"
    />
  );
}

/** The playbook's two-week experiments. */
export function Experiments({ experiments }: { experiments: NonNullable<PostSummary["experiments"]> }) {
  return (
    <ul className="not-prose my-8 grid gap-4 sm:grid-cols-2">
      {experiments.map((experiment) => (
        <li
          key={experiment.title}
          className="rounded-card border border-slate-200 bg-white p-5 shadow-card"
          data-print="keep"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="flask-conical" className="size-4 text-slate-500" />
            {experiment.title}
          </p>
          <p className="mt-2 text-sm text-muted">{experiment.description}</p>
          <p className="mt-3 text-xs font-semibold text-brand-800">Metric: {experiment.metric}</p>
        </li>
      ))}
    </ul>
  );
}
