import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An electric shock is told by two things: what carried the current (the wire, the lamp, the
 * panel, the socket, the charger, 'lamba', 'lbariz', 'الطابلو', 'المصباح') and the verb that says it
 * reached the person (grabbed, shook, jolted, knocked over, 'chedditou', 'tay7atou', '9rsetni',
 * 'darbatou', 'شداتو', 'طيحاتو', 'لسعتني', 'اوقعته'). Each is read as a group of its own, and any
 * thing with any verb is the shock: with a heart beating wrong, a faint or a burn mark the current
 * crossed the body and the notice shows. A shock that passed, checked, with nothing left, stays
 * calm. Phrasings written for the tests, in the five ways of writing.
 */

describe('a shock named by what carried it and how it reached him shows the notice', () => {
  it.each([
    [
      'en',
      'my brother was fixing the ceiling lamp and it jolted him off the ladder, now his heart skips and races',
    ],
    [
      'en',
      'the outlet grabbed my dad for a few seconds, he has a black mark on his palm and his chest feels tight',
    ],
    ['en', 'the phone charger shook me badly, my heart has been pounding irregularly since'],
    ['en', 'my son touched the fuse box in the garage and it knocked him over, he passed out for a moment'],
    ['fr', 'en reparant le lustre ca l a secoue tres fort, depuis son coeur bat n importe comment'],
    [
      'fr',
      'mon voisin a pris du courant sur le tableau de l immeuble, il a une marque noire a la main et des palpitations',
    ],
    ['fr', 'l interrupteur m a secoue, je suis tombe et mon coeur s emballe'],
    ['ar', 'لسعتني الكهرباء من المصباح وسقطت وقلبي يخفق بشكل غير منتظم'],
    ['ar', 'اوقعته الكهرباء من السلك وعنده اثر حرق في يده وقلبه يدق بسرعه'],
    ['ar', 'هزته الكهرباء وهو يصلح القابس ثم اغمي عليه'],
    ['darija-ar', 'الطابلو تاع الضو شداتو وطيحاتو، قلبو يضرب خاطي'],
    ['darija-ar', 'اللامبه قرصاتني وطحت، عندي حرقه فصبعي وقلبي يدق بزاف'],
    ['darija-ar', 'البريزه ضرباتو وغاب شويه'],
    ['darija-latin', 'lamba cheddatni w tay7atni, 9albi ydrab bzzaf w mach normal'],
    ['darija-latin', 'lbariz darbatou l wlidi, 3ndo 7ar9a ka7la f sba3o'],
    ['darija-latin', 'khouya kan y9ad la prise, kahrba hazzatou w ghab chwiya'],
    ['darija-latin', 'cable ta3 dow 9rsetni w tay7etni, sadri ywja3ni w 9albi ykhbet'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a shock that passed, checked, with nothing left, does not show the notice', () => {
  it.each([
    ['en', 'the lamp gave me a tiny jolt last week, nothing since, my hand is fine, should i worry?'],
    ['fr', 'la prise m a secoue un peu il y a trois jours, ca a passe tout de suite, je vais bien'],
    ['darija-ar', 'اللامبه قرصاتني البارح شويه وفاتت، اليوم لاباس'],
    ['darija-latin', 'lamba 9rsetni chwiya lbare7, fatet f blasetha, lyoum labas'],
    ['darija-latin', 'wlidi cheddatou la prise chwiya simana li fatet, rah mli7 w l7amdoulah'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});
