import { expect, test } from "vitest";
import { episodes } from "~/content/episodes";
import { EPISODES_PER_PAGE } from "./carousel-logic";
import { episodeArt, episodeTheme, episodeThemes } from "./episode-art";

test("no two cards on one carousel page share a cover: a theme met again draws its next variant", () => {
  const art = episodeArt(episodes);
  for (let start = 0; start < episodes.length; start += EPISODES_PER_PAGE) {
    const page = art.slice(start, start + EPISODES_PER_PAGE).map(({ theme, variant }) => `${theme}/${variant}`);
    expect(new Set(page).size, `page from ${start}`).toBe(page.length);
  }
});

test("the covers follow the episodes' themes instead of one picture for all", () => {
  const themes = new Set(episodes.map((episode) => episodeTheme(episode.guest)));
  expect(themes.size).toBeGreaterThanOrEqual(Math.min(episodes.length, episodeThemes.length - 2));
});

test("a theme is read from the guest's organisation before the role, and any guest gets one", () => {
  expect(episodeTheme("Chief Medical Officer, wearable biosensor maker")).toBe("device");
  expect(episodeTheme("Head of Data, healthcare cybersecurity firm")).toBe("security");
  expect(episodeTheme("Founder, a company described tomorrow")).toBe("care");
});
