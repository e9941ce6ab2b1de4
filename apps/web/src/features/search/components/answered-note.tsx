import { useEffect, useRef } from 'react';

/**
 * What an answer that rules out an emergency says, in place of the question. The question (and
 * the button pressed) are gone: focus moves here, which also scrolls it into view above the
 * results, so a keyboard, a screen reader and a thumb all land on what follows the answer.
 */
export function AnsweredNote({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 outline-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {text}
    </p>
  );
}
