/** Stands for a value in a translated sentence, to be put back by TextAround. */
export const PLACE_MARK = '\u0000';

/**
 * A translated sentence around a Latin value (an email, a number): the value sits in its own
 * `<bdi dir="ltr">`, so in Arabic it keeps its order and the sentence keeps its own.
 * `text` is the sentence translated with PLACE_MARK where the value goes.
 */
export function TextAround({ text, isolated }: { text: string; isolated: string }) {
  const [before = '', after = ''] = text.split(PLACE_MARK);
  return (
    <>
      {before}
      <bdi dir="ltr">{isolated}</bdi>
      {after}
    </>
  );
}
