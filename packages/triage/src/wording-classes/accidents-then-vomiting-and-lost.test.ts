import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A road accident or a fall the patient does not name as a head injury, then vomiting with a mind
 * that no longer knows where it is ('ne sait plus où il est', 'ما يعرفش وين راه', 'ma y3rafch win rah'):
 * a bleed pressing the brain, the notice (or at least the screen). Phrasings written for the tests.
 */
describe('an accident followed by vomiting and a lost mind alarms', () => {
  it.each([
    [
      'en',
      'my brother fell off his scooter, he seemed ok but now he is throwing up and doesnt know where he is',
    ],
    ['fr', 'il est tombé de moto hier soir, ce matin il vomit et ne sait plus où il est'],
    ['ar', 'سقط أخي من الدراجة النارية، والآن يتقيأ ولا يعرف أين هو'],
    ['dz', 'خويا طاح من الموطو، درك راه يتقيا و ما يعرفش وين راه'],
    ['dl', 'khouya tah mel moto, doka rah yvomi w ma y3refch win rah'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask?.question === 'emergency_screen', text).toBe(true);
  });

  it('does not alarm on vomiting alone or an old accident checked', () => {
    expect(triage('I have been vomiting since yesterday after eating fish').urgent).toBe(false);
  });
});
