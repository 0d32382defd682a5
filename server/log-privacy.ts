// What the server writes to its log carries no personal data: no visitor's e-mail address, name or
// message. `npm run leads:erase` deletes a person from the database; a log line cannot be erased.

/** An e-mail address, also percent-encoded as in a URL (`jane%40example.org`). */
const ADDRESS = /[\w.+%-]+(?:@|%40)[a-z\d-]+(?:\.[a-z\d-]+)+/gi;

/** Text (an error from a mail server, a database, a webhook) with every e-mail address replaced. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, "[address]");
}

/**
 * A request's URL as the log shows it: the path (an address in it replaced) and the query's keys,
 * with the values of the campaign tags (`utm_*`) only. Another value may be anything a link or a
 * visitor put there, a name or an address, and `token` values are secrets (newsletter links).
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = withoutAddresses(queryAt === -1 ? url : url.slice(0, queryAt));
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return withoutAddresses(pair);
      const key = pair.slice(0, equals);
      return /^utm_\w+$/i.test(key) ? withoutAddresses(pair) : `${withoutAddresses(key)}=[redacted]`;
    });
  return `${path}?${query.join("&")}`;
}

/** The links in an e-mail's text, addresses left out: what the owner needs to test without SMTP. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => withoutAddresses(link));
}
