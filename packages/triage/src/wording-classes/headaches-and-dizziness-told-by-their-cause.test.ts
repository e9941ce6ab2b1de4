import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A headache or a dizziness ranked by what the message says explains it: lights or zigzags before
 * a headache that comes back (a migraine's aura, the neurologist's), glasses broken or no longer
 * worn (the eye doctor's), a brain tumour feared after reading about it (the neurologist's, not
 * the oncologist's), sight going black on standing up (the pressure, the family doctor's), a
 * spinning that comes when the head turns or lies down (the inner ear, the ENT's). Phrasings
 * written for the tests.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a headache or a dizziness goes to the doctor of its cause', () => {
  it.each([
    ['en', 'every few weeks i get a migraine and just before it i see zigzag lines', 'neurology'],
    ['fr', 'migraine une fois par mois, avant la douleur je vois des eclairs devant les yeux', 'neurology'],
    ['ar', 'تاتيني الشقيقه كل شهر وقبلها ارى ومضات ضوء', 'neurology'],
    ['dl', 'rassi yoj3ni kol simana w 9bel nchouf daw ybarre9', 'neurology'],
    ['dz', 'الشقيقة تجيني كل سيمانة و الضو ما نحملوش', 'neurology'],
    ['en', 'my glasses broke two months ago and now my head aches every evening', 'ophthalmology'],
    ['fr', 'j ai perdu mes lunettes et depuis j ai mal a la tete le soir', 'ophthalmology'],
    ['dl', 'tkasrouli lunettes w rassi yoj3ni kol lila', 'ophthalmology'],
    ['en', 'scared my headache is a brain tumor, it comes when i sleep badly', 'neurology'],
    ['dz', 'خايفة يكون عندي سرطان فالمخ، راسي يوجعني كي ما نرقدش', 'neurology'],
    ['en', 'my sight goes black for a second when i stand up fast', 'general-medicine'],
    ['ar', 'عندما اقف بسرعه تصبح الرؤيه سوداء لثواني', 'general-medicine'],
    ['en', 'the room spins for a few seconds when i turn my head to the left', 'ent'],
    ['fr', 'la tete me tourne quelques secondes quand je me couche', 'ent'],
    ['dl', 'ki ndour rassi ydor biya l7al chwiya', 'ent'],
    ['dz', 'كي ندور راسي تدور بيا الدنيا شوية', 'ent'],
  ])('[%s] %s', (_way, text, doctor) => {
    expect(first(text)).toBe(doctor);
  });

  it('a medicine that no longer works is not a person who no longer answers', () => {
    expect(triage('الشقيقة و الدوا ما بقاش يجيب').urgent).toBe(false);
    expect(triage('ولدي طاح و ما بقاش يجيب كي نعيطلو').urgent).toBe(true);
  });
});
