/** Stands for a value in a translated sentence, to be put back by TextAround. */
export const PLACE_MARK = '\u0000';

/**
 * A value isolated inside a translated sentence that is text only (a dialog's description): the
 * Unicode first-strong isolate around it, the plain-text counterpart of `<bdi>`. A Latin name quoted
 * in an Arabic sentence («Analyses 2024») keeps its order and leaves the quotation marks in place.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * A translated sentence around a value in its own `<bdi>`, so in Arabic it keeps its order and the
 * sentence keeps its own. `text` is the sentence translated with PLACE_MARK where the value goes.
 * A Latin value (an email, a number) is set left to right; what a user typed (`dir="auto"`, a
 * folder's name) takes the direction of its first letter.
 */
export function TextAround({
  text,
  isolated,
  dir = 'ltr',
}: {
  text: string;
  isolated: string;
  dir?: 'ltr' | 'auto';
}) {
  const [before = '', after = ''] = text.split(PLACE_MARK);
  return (
    <>
      {before}
      <bdi dir={dir}>{isolated}</bdi>
      {after}
    </>
  );
}
