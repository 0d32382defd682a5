/** SPEC "Social share input". */
export type ShareInput = { url: string; title: string; description: string };

export type ShareNetwork = "linkedin" | "x" | "facebook";

export const SHARE_POPUP_SIZE = { width: 600, height: 400 } as const;

/** Sharer URLs with SPEC's payloads: LinkedIn (url, title, summary), X (url, text), Facebook (u, quote). */
export function shareUrl(network: ShareNetwork, input: ShareInput): string {
  switch (network) {
    case "linkedin":
      return `https://www.linkedin.com/shareArticle?${new URLSearchParams({
        mini: "true",
        url: input.url,
        title: input.title,
        summary: input.description,
      })}`;
    case "x":
      return `https://x.com/intent/tweet?${new URLSearchParams({ url: input.url, text: input.title })}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: input.url, quote: input.title })}`;
  }
}

/** The three sharer URLs, built by the route loader so no sharer code ships to the browser. */
export type ShareLinks = Record<ShareNetwork, string>;

export function shareLinks(input: ShareInput): ShareLinks {
  return { linkedin: shareUrl("linkedin", input), x: shareUrl("x", input), facebook: shareUrl("facebook", input) };
}

export const INSTAGRAM_URL = "https://www.instagram.com/";

/** window.open features for a 600x400 popup centred on the current window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP_SIZE;
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
