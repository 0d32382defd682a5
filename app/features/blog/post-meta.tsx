import { Icon } from "~/components/ui/icon";
import type { PostCardData } from "~/content/blog";

/** Date, read time and (optionally) author, the same on the card and the article. */
export function PostMeta({
  post,
  withAuthor = false,
  className = "",
}: {
  post: Pick<PostCardData, "date" | "dateLabel" | "readTime" | "author">;
  withAuthor?: boolean;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={post.date} data-testid="post-date">
          {post.dateLabel}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5" data-testid="post-read-time">
        <Icon name="clock" className="size-4" />
        {post.readTime}
      </span>
      {withAuthor && (
        <span className="inline-flex items-center gap-1.5">
          <Icon name="user-round" className="size-4" />
          {post.author}
        </span>
      )}
    </p>
  );
}

export function CategoryBadge({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold ${
        tone === "light"
          ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset"
          : "bg-white/10 text-brand-100 ring-1 ring-white/20 ring-inset"
      }`}
    >
      {category}
    </span>
  );
}
