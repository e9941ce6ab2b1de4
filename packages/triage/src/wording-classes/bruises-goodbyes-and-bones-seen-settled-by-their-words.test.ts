import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies whose words settle them, where the screen used to ask: bruises that come alone with
 * bleeding gums or nose and a body that gives way ('نحس روحي رايحه نطيح', 'la tete qui tourne'); a
 * period late ('العاده متاخره', 'regles en retard') with a one-sided pain and a faint; a diabetic
 * vomiting without stopping ('بدون توقف': no longer read as a denial of the breathing after it); a
 * goodbye said now by someone who once took pills (the past dates the attempt, not the goodbye); a
 * bone seen through the skin ('l3adem ban men ljeld', 'العظم بان من اللحم'). Phrasings written
 * for the tests.
 */

describe('bruises with bleeding gums or nose and a faintness show the notice', () => {
  it.each([
    [
      'en',
      'blue marks everywhere on my legs without any knock, my gums bleed and my nose too, i feel dizzy and weak',
    ],
    [
      'fr',
      'des bleus partout sans me cogner, mes gencives saignent et du sang du nez, j ai la tete qui tourne',
    ],
    ['ar', 'ظهرت كدمات زرقاء على ساقي دون ان اصطدم بشيء و لثتي تنزف و انفي كذلك و اشعر بالدوار'],
    ['darija-ar', 'طلعولي زرق فبدني بلا ما نضرب، اللثه تسيل بالدم و نيفي تاني، نحس روحي رايحه نطيح'],
    ['darija-latin', 'tal3oli zer9a f rejlia bla ma ndreb, ldem ysil mn nifi w mn lassnan, rani ndoukh bzaf'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('an ectopic faint, a diabetic vomiting nonstop, a goodbye now, a bone seen show the notice', () => {
  it.each([
    [
      'fr',
      'ma femme a ses regles en retard de 5 semaines, grosse douleur d un cote du bas ventre et elle s est evanouie',
    ],
    ['ar', 'عادتها متاخره شهر و نص، وجع قوي في جهه وحده من البطن و سقطت مغمى عليها'],
    [
      'en',
      'my daughter is type 1 diabetic, she has been vomiting without stopping since yesterday and breathing fast, sugar is 4.5 g',
    ],
    ['ar', 'ابني عنده السكري، يتقيا بدون توقف و يتنفس بسرعه و السكر 4 غرام'],
    [
      'en',
      'my sister texted me goodbye, forgive me for everything, and turned off her phone. she took pills two years ago',
    ],
    [
      'fr',
      'ma soeur m a envoye un message d adieu, pardonnez moi, et son telephone est eteint. l annee derniere elle a pris des medicaments',
    ],
    ['darija-ar', 'ختي بعثتلي ميساج سامحوني ما تزيدوش تشوفوني و طفات التيليفون، العام لي فات شربت الدوا'],
    ['darija-latin', 'tay7 mn moto, sa9ou m3awja w l3adem ban men ljeld'],
    ['darija-ar', 'طاح من السلوم و العظم بان من اللحم تاع رجلو'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('bruising with a brushing and nothing else shows no notice', () => {
  it.each([['en', 'i bruise easily and my gums bleed when i brush, no dizziness']])(
    '[%s] %s',
    (_way, text) => {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
    },
  );
});
