import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * What a denial covers: the place of a denied complaint ('no pain in the chest') raises no alarm
 * but still names the doctor; French 'ne' before a wording that says the loss itself ('n'a plus
 * envie de vivre') does not deny it twice; a Darija verb of thinking between a denial and an act
 * ('jamais fekkart', never thought of) lets the denial reach the act. Phrasings written for the
 * tests, in the five ways of writing.
 */

describe('the place of a denied complaint raises no alarm', () => {
  it.each([
    ['en', 'my head hurts a bit today, but there is no pain in the chest or trouble breathing'],
    ['fr', "j'ai un peu mal a la tete, mais pas de douleur dans la poitrine ni de gene pour respirer"],
    ['ar', 'عندي صداع خفيف اليوم لكن لا الم في الصدر ولا ضيق في التنفس'],
    ['dz', 'راسي يوجعني شوية بصح ما كانش وجع في صدري'],
    ['dl', 'rassi ywja3ni chwiya bsah makach wja3 f sdri wla di9 f nfes'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('still names the doctor of the place: a denied chest pain with palpitations is the heart', () => {
    expect(
      triage('9albi ydrob bzaf ki nkhaf, makach wja3 f sdri')
        .ranked.slice(0, 3)
        .map((x) => x.code),
    ).toContain('cardiology');
  });

  it('a chest pain said, not denied, is still asked about', () => {
    expect(triage('makach skhana, bsah 3andi wja3 f sdri').ask).not.toBeNull();
  });
});

describe("French 'ne' before a wording that already says the loss", () => {
  it.each([
    ['fr', "ma soeur n'a plus envie de vivre"],
    ['fr', "je n'ai plus envie de vivre depuis des semaines"],
  ])('[%s] %s is a suicide risk', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });

  it("a fever that is no longer there stays denied ('il n'a plus de fievre')", () => {
    expect(triage("il n'a plus de fievre depuis hier").matched).not.toContain('fever');
  });
});

describe('a Darija verb of thinking between a denial and the act', () => {
  it.each([
    ['dl', 'rani m9ele9 bzaf bsah jamais fakkart nqatel rohi'],
    ['dl', 'ma khammemtch nqtel rohi, ghir ta3ban'],
  ])('[%s] %s shows the helpline calmly, not the notice', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.matched).toContain('suicidal_denied');
  });
});
