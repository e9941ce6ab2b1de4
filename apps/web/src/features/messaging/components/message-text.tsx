// Web addresses in a message: http(s) only, up to the next space or closing bracket.
const ADDRESS = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

interface Props {
  body: string;
  /** False for a doctor nobody verified: their addresses stay plain text, never a link. */
  linksClickable: boolean;
  linkClassName: string;
}

/** A message's text, with its web addresses as links when the sender may be trusted with them. */
export function MessageText({ body, linksClickable, linkClassName }: Props) {
  if (!linksClickable) return <p className="whitespace-pre-wrap break-words">{body}</p>;
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const at = match.index;
    if (at > last) parts.push(body.slice(last, at));
    parts.push({ href: match[0] });
    last = at + match[0].length;
  }
  if (last < body.length) parts.push(body.slice(last));
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            // The parts of one text never move, so their index is a stable key.
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={`underline ${linkClassName}`}
          >
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
