import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Asking how to know or spot the signs of a stroke, to be ready for a parent who lives alone, is a
 * question of prevention, not a stroke happening: never the notice. Phrasings written for the tests.
 */
describe('how to spot the signs of a stroke does not alarm', () => {
  it.each([
    ['en', 'how do I spot a stroke early? my dad lives by himself and has high blood pressure'],
    ['fr', 'comment reperer un AVC chez ma mere qui vit seule? elle a de la tension'],
    ['ar', 'كيف اتعرف على علامات الجلطة الدماغية؟ امي تعيش وحدها ولديها ضغط'],
    ['dl', "kifach n3ref les signes ta3 l'avc? yemma 3andha tension w t3ich wa7edha"],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });
});
