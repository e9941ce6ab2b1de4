import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Pills gathered are a means got ready; what makes them a plan is said in many words: a mind made
 * up ('j ai decide', 'qarrart', 'قررت', 'made up my mind'), a note or a letter left for someone
 * ('ktebt lettre', 'كتبت رسالة', 'left a note'), a moment chosen (when they are asleep, 'ki yregdou').
 * Pills gathered with any of them: the notice at once. A decision or a letter without gathered pills
 * is everyday life. Phrasings written for the tests, in the five ways of writing.
 */

describe('pills gathered with a mind made up or a note left show the notice', () => {
  it.each([
    ['en', 'i gathered all the pills in the house and i have made up my mind, tonight'],
    ['en', 'collected all my moms pills and wrote a note for my brother'],
    ['en', 'i saved up my pills for weeks, i decided to take them when everyone is asleep'],
    ['fr', 'j ai rassemble tous les medicaments de la maison, ma decision est prise'],
    ['fr', 'j ai mis de cote les comprimes et j ai laisse un mot pour ma soeur'],
    ['fr', 'j ai garde tous les comprimes, c est decide, quand tout le monde dort'],
    ['ar', 'جمعت كل الادوية في غرفتي وقررت ان اتناولها الليلة'],
    ['ar', 'جمعت الحبوب وكتبت ورقة لامي'],
    ['darija-ar', 'جمعت قاع الدوا لي فالدار وقررت نشربو كي يرقدو قاع'],
    ['darija-ar', 'جمعت الكاشيات وكتبت براوة لخويا'],
    ['darija-latin', 'jma3t ga3 dwayat ta3 baba w 9arrart nchrbhom lyoum'],
    ['darija-latin', 'jma3t kachiyat w ktabt bra l mama, ki yregdou nchrbhom'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a decision or a letter without gathered pills does not show the notice', () => {
  it.each([
    ['en', 'i decided to stop my blood pressure pills because of the cough, is that ok?'],
    ['fr', 'j ai decide d arreter la pilule, j ai des maux de tete'],
    ['darija-latin', 'qarrart nbeddel pilule, hadi tdirli sda3'],
    ['darija-ar', 'قررت نحبس الدوا تاع الضغط خاطر يدوخني'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});
