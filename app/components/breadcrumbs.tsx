export type Crumb = { name: string; path: string };

/** The visible trail above a page title; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const current = items.at(-1);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.slice(0, -1).map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-2">
            <a
              href={crumb.path}
              className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {crumb.name}
            </a>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        {current && (
          <li aria-current="page" className="font-medium text-slate-700">
            {current.name}
          </li>
        )}
      </ol>
    </nav>
  );
}
