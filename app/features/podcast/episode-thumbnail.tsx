import { useEffect, useRef, useState } from "react";
import {
  firstThumbnailStage,
  thumbnailAfterError,
  thumbnailAfterLoad,
  thumbnailUrl,
  type ThumbnailStage,
} from "./youtube";
import { episodeThemes, type EpisodeArt, type EpisodeTheme } from "./episode-art";

// Light grounds, line art in the action and data colours (DESIGN.md, "Illustration system").
const grounds = ["#f8fafc", "#eef1ff", "#f0fdfa"] as const;
const TEAL = "#0d9488";
const INDIGO = "#4f46e5";

/** Each theme's drawing on the 640 x 360 cover, in the band between the podcast's name and the episode number. */
function ThemeDrawing({ theme, beat }: { theme: EpisodeTheme; beat: number }) {
  const line = { fill: "none", strokeWidth: 5, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  switch (theme) {
    case "device":
      return (
        <g {...line}>
          <rect x="230" y="96" width="180" height="190" rx="28" stroke={INDIGO} fill="#fff" />
          <rect x="256" y="124" width="128" height="92" rx="10" stroke={INDIGO} />
          <path d={`M264 172h${beat % 40}l10-24 16 48 12-34 8 10h${66 - (beat % 40)}`} stroke={TEAL} />
          <circle cx="320" cy="250" r="14" stroke={TEAL} />
        </g>
      );
    case "data":
      return (
        <g>
          {Array.from({ length: 24 }, (_, i) => {
            const lit = (i * 7 + beat) % 5 === 0;
            return (
              <circle
                key={i}
                cx={200 + (i % 6) * 48}
                cy={110 + Math.floor(i / 6) * 48}
                r={lit ? 12 : 8}
                fill={lit ? TEAL : "#fff"}
                stroke={lit ? TEAL : INDIGO}
                strokeWidth="4"
              />
            );
          })}
        </g>
      );
    case "science":
      return (
        <g {...line}>
          <path d="M320 110l52 30v60l-52 30-52-30v-60z" stroke={INDIGO} fill="#fff" />
          <path d="M372 140l58-30M268 200l-58 30M320 230v46" stroke={TEAL} />
          <circle cx="430" cy="110" r="14" stroke={TEAL} fill="#fff" />
          <circle cx="210" cy="230" r="14" stroke={TEAL} fill="#fff" />
          <circle cx="320" cy="276" r="14" stroke={INDIGO} fill="#fff" />
        </g>
      );
    case "ai":
      return (
        <g {...line}>
          <path
            d="M320 190L210 120M320 190L440 112M320 190L196 262M320 190L452 258M320 190L324 92M210 120L324 92"
            stroke="#a3adfd"
            strokeWidth="3"
          />
          {[
            [210, 120],
            [440, 112],
            [196, 262],
            [452, 258],
            [324, 92],
          ].map(([cx, cy], i) => (
            <circle key={i} cx={cx} cy={cy} r="12" stroke={i % 2 ? TEAL : INDIGO} fill="#fff" />
          ))}
          <rect x="288" y="158" width="64" height="64" rx="16" stroke={INDIGO} fill="#fff" />
          <circle cx="320" cy="190" r="12" fill={INDIGO} stroke="none" />
        </g>
      );
    case "partnership":
      return (
        <g {...line}>
          <circle cx="280" cy="190" r="78" stroke={INDIGO} />
          <circle cx="370" cy="190" r="78" stroke={TEAL} />
          <path d="M325 128a78 78 0 0 1 0 124a78 78 0 0 1 0-124z" fill="#ccfbf1" stroke="none" />
        </g>
      );
    case "security":
      return (
        <g {...line}>
          <path d="M320 92l96 34v62c0 58-40 96-96 116-56-20-96-58-96-116v-62z" stroke={INDIGO} fill="#fff" />
          <path d="M278 196l30 30 56-60" stroke={TEAL} strokeWidth="7" />
        </g>
      );
    case "people":
      return (
        <g {...line}>
          {[220, 320, 420].map((x, i) => (
            <g key={x} stroke={i === 1 ? TEAL : INDIGO}>
              <circle cx={x} cy={i === 1 ? 146 : 162} r={i === 1 ? 30 : 24} fill="#fff" />
              <path
                d={
                  i === 1
                    ? `M${x - 56} 282c0-56 24-80 56-80s56 24 56 80`
                    : `M${x - 44} 282c0-44 20-64 44-64s44 20 44 64`
                }
                fill="#fff"
              />
            </g>
          ))}
        </g>
      );
    default:
      return <path d={`M0 190h${beat}l22-54 36 118 30-96 20 32h${532 - beat}`} stroke={TEAL} {...line} />;
  }
}

// A theme met again on one carousel page moves its drawing: centred, then smaller to the right, then to the left.
const placements = [undefined, "translate(204 44) scale(0.75)", "translate(-44 44) scale(0.75)"] as const;

const sizes: Record<Exclude<ThumbnailStage, "placeholder">, { width: number; height: number }> = {
  hqdefault: { width: 480, height: 360 },
  mqdefault: { width: 320, height: 180 },
};

/**
 * Branded cover art drawn on the page: no request, never broken. Each episode draws its theme
 * (episode-art.ts: a device, a molecule, a shield...), a theme met twice on one carousel page its
 * next variant (another ground, the drawing moved aside); the guest stays in the caption, not in the art.
 */
export function EpisodeArtwork({ index, art }: { index: number; art: EpisodeArt }) {
  const ground = grounds[(episodeThemes.indexOf(art.theme) + art.variant) % grounds.length] ?? grounds[0];
  // Each cover's pulse beats at its own place along the line.
  const beat = 150 + ((index * 83) % 260);
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="block size-full"
      aria-hidden="true"
      focusable="false"
      data-episode-theme={art.theme}
    >
      <rect width="640" height="360" fill={ground} />
      <path d="M0 300h640M0 240h640M0 120h640M0 60h640" stroke="#e2e8f0" strokeWidth="2" />
      <g transform={placements[art.variant % placements.length]}>
        <ThemeDrawing theme={art.theme} beat={beat} />
      </g>
      <g transform="translate(36 30) scale(1.25)">
        <path d="M16 2.5 27 6.5v8.2c0 7-4.6 12.3-11 14.8C9.6 27 5 21.7 5 14.7V6.5z" fill="#0f766e" />
        <path
          d="M8.5 16h4l2-4.5 3.5 9 2-4.5h3.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text x="84" y="60" fill="#0f172a" fontSize="19" fontWeight="700" letterSpacing="3">
        HEALTHTECH HEROES
      </text>
      <text x="36" y="326" fill="#3730a3" fontSize="22" fontWeight="700">
        Episode {index + 1}
      </text>
    </svg>
  );
}

/**
 * The episode's thumbnail: the branded artwork, or (when REMOTE_THUMBNAILS is on and the episode
 * has a video) YouTube's image with SPEC's fallback to the smaller one and finally to the artwork.
 */
export function EpisodeThumbnail({ videoId, index, art }: { videoId?: string; index: number; art: EpisodeArt }) {
  const [stage, setStage] = useState<ThumbnailStage>(() => (videoId ? firstThumbnailStage() : "placeholder"));
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that settled before hydration fired its load or error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setStage((current) => thumbnailAfterLoad(current, image.naturalWidth));
  }, []);

  if (stage === "placeholder" || !videoId) return <EpisodeArtwork index={index} art={art} />;
  return (
    <img
      ref={imageRef}
      src={thumbnailUrl(videoId, stage)}
      {...sizes[stage]}
      alt=""
      loading="lazy"
      decoding="async"
      className="block size-full object-cover"
      onLoad={(event) => setStage((current) => thumbnailAfterLoad(current, event.currentTarget.naturalWidth))}
      onError={() => setStage(thumbnailAfterError)}
    />
  );
}
