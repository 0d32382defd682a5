import { formatCountOf } from "./format";

/** A stage and its noun, singular and plural ("deal", "deals"). */
export type FunnelStage = { one: string; many: string; value: number };

type FunnelChartProps = { id: string; stages: readonly FunnelStage[] };

const WIDTH = 320;
const BAND_HEIGHT = 44;
const GAP = 6;
// Widths step down evenly to draw a funnel; the values themselves are in the labels and the table.
const MIN_SHARE = 0.36;
// The data colour (teal, DESIGN.md), lightest to darkest: data-100 to data-400, then data-700.
const FILLS = ["#ccfbf1", "#99f6e4", "#5eead4", "#2dd4bf", "#0f766e"];
const TEXT = ["#134e4a", "#134e4a", "#134e4a", "#134e4a", "#ffffff"];

/** A funnel diagram from prospects to deals, with every number written on its stage. */
export function FunnelChart({ id, stages }: FunnelChartProps) {
  const height = stages.length * (BAND_HEIGHT + GAP) - GAP;
  const width = (index: number) =>
    stages.length === 1 ? WIDTH : WIDTH * (1 - ((1 - MIN_SHARE) * index) / (stages.length - 1));
  const label = (stage: FunnelStage) => formatCountOf(stage.value, stage.one, stage.many);
  const summary = stages.map(label).join(", ");

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="mx-auto block h-auto w-full max-w-md"
    >
      <title id={`${id}-title`}>Outbound funnel</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {stages.map((stage, index) => {
        const top = index * (BAND_HEIGHT + GAP);
        const upper = width(index);
        const lower = index === stages.length - 1 ? upper : width(index + 1);
        const text = label(stage);
        // Long labels shrink to fit the band's width at its middle (bold Inter is about 0.58em a character).
        const fontSize = Math.max(8, Math.min(15, ((upper + lower) / 2 - 16) / (text.length * 0.58)));
        const points = [
          [(WIDTH - upper) / 2, top],
          [(WIDTH + upper) / 2, top],
          [(WIDTH + lower) / 2, top + BAND_HEIGHT],
          [(WIDTH - lower) / 2, top + BAND_HEIGHT],
        ]
          .map(([x, y]) => `${x},${y}`)
          .join(" ");
        return (
          <g key={stage.many}>
            <polygon points={points} fill={FILLS[index % FILLS.length]} />
            <text
              x={WIDTH / 2}
              y={top + BAND_HEIGHT / 2}
              dominantBaseline="central"
              textAnchor="middle"
              fontSize={fontSize}
              fontWeight={700}
              fill={TEXT[index % TEXT.length]}
            >
              {text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
