import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An electric shock said with the verb of a touch or a burn ('مساه الكوران', the current touched
 * him; '7ar9ou l courant', it burned him) or with the wire it came from ('the electrical wire'),
 * then a heart beating wrong: the current crossed the body. And a bone said to be coming out
 * ('coming out', 'طالع', 'tale3', 'qui sort') after a fall or a road accident: an open fracture,
 * without the words for skin or flesh. Phrasings written for the tests, in the five ways of writing.
 */

describe('a current that touched or burned someone, then a heart beating wrong, shows the notice', () => {
  it.each([
    [
      'en',
      'my son got shocked by the electrical wire in the kitchen, now his heart is skipping and not regular',
    ],
    ['dz', 'مساه الكوران كي كان يصلح الكونتور، ضرك قلبو يضرب ماشي نورمال'],
    ['dz', 'حرقاتني الكهربا فالصباع كي بدلت اللمبة وقلبي يضرب مخلط'],
    ['dl', 'khouya 7ar9ou l courant f dar, galbou ydo9 mkhalet'],
    ['dl', 'massni l courant w ana nsalla7 la prise, galbi ydrab bla nidham'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('a bone coming out after a fall or an accident is an open fracture', () => {
  it.each([
    ['en', 'fell off the scooter and the bone is coming out of his arm'],
    ['fr', 'tombe de la moto, on voit un bout d os de la jambe qui sort'],
    ['ar', 'سقط من الدراجة والعظم يخرج من ساقه'],
    ['dz', 'طاح من الموطو والعظم طالع من رجلو'],
    ['dl', 'ta7 mn moto w l3dam tale3 men dra3ou'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('fracture');
  });
});

describe('a touch, a burn or a bone said otherwise stays what it is', () => {
  it.each([
    ['dz', 'حرقني البول كي نبول من يومين'],
    ['dl', 'massni chwiya courant mn la machine, sbe3i tnamel d9i9a w rja3 normal'],
    ['en', 'a small piece of bone came out of my gum a week after the tooth was pulled'],
    ['fr', 'j ai un os qui depasse au gros orteil, ca frotte dans la chaussure'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
