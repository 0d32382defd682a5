import { useEffect, useId, useRef, useState } from "react";
import {
  firstThumbnailStage,
  thumbnailAfterError,
  thumbnailAfterLoad,
  thumbnailUrl,
  type ThumbnailStage,
} from "./youtube";

const palettes = [
  ["#115e59", "#1e1b4b"],
  ["#4338ca", "#1e1b4b"],
  ["#0f766e", "#134e4a"],
  ["#312e81", "#134e4a"],
  ["#1e293b", "#3730a3"],
] as const;

const sizes: Record<Exclude<ThumbnailStage, "placeholder">, { width: number; height: number }> = {
  hqdefault: { width: 480, height: 360 },
  mqdefault: { width: 320, height: 180 },
};

/** "Chief Medical Officer, digital therapeutics company" -> the role and the organisation. */
function splitGuest(guest: string): [string, string] {
  const comma = guest.indexOf(",");
  return comma === -1 ? [guest, ""] : [guest.slice(0, comma).trim(), guest.slice(comma + 1).trim()];
}

/** Branded cover art drawn on the page: no request, never broken, one style for every episode. */
export function EpisodeArtwork({ guest, index }: { guest: string; index: number }) {
  const gradientId = useId();
  const [from, to] = palettes[index % palettes.length] ?? palettes[0];
  const [role, organisation] = splitGuest(guest);
  // Long roles shrink so they stay inside the frame (Inter averages about 0.56 em per character).
  const roleSize = Math.min(32, Math.floor(568 / (role.length * 0.56)));
  return (
    <svg viewBox="0 0 640 360" className="block size-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradientId})`} />
      <circle cx="560" cy="40" r="150" fill="#fff" opacity="0.05" />
      <circle cx="600" cy="330" r="90" fill="#5eead4" opacity="0.08" />
      <path
        d="M0 190h170l26-58 40 118 34-92 22 32h348"
        fill="none"
        stroke="#5eead4"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.35"
      />
      <g transform="translate(36 30) scale(1.25)">
        <path d="M16 2.5 27 6.5v8.2c0 7-4.6 12.3-11 14.8C9.6 27 5 21.7 5 14.7V6.5z" fill="#14b8a6" />
        <path
          d="M8.5 16h4l2-4.5 3.5 9 2-4.5h3.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <text x="84" y="60" fill="#fff" fontSize="19" fontWeight="700" letterSpacing="3">
        HEALTHTECH HEROES
      </text>
      <text x="36" y={organisation ? 292 : 316} fill="#fff" fontSize={roleSize} fontWeight="700">
        {role}
      </text>
      {organisation && (
        <text x="36" y="326" fill="#99f6e4" fontSize="20" fontWeight="500">
          {organisation}
        </text>
      )}
    </svg>
  );
}

/**
 * The episode's thumbnail: the branded artwork, or (when REMOTE_THUMBNAILS is on) YouTube's
 * image with SPEC's fallback to the smaller one and finally to the artwork.
 */
export function EpisodeThumbnail({ videoId, guest, index }: { videoId: string; guest: string; index: number }) {
  const [stage, setStage] = useState<ThumbnailStage>(() => firstThumbnailStage());
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that settled before hydration fired its load or error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setStage((current) => thumbnailAfterLoad(current, image.naturalWidth));
  }, []);

  if (stage === "placeholder") return <EpisodeArtwork guest={guest} index={index} />;
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
