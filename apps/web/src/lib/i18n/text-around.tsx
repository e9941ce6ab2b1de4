/** Stands for a value in a translated sentence, to be put back by TextAround. */
export const PLACE_MARK = '\u0000';

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
