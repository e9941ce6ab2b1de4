import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Two emergencies whose doctor the sets agree on: a gas heater's fumes that leave people drowsy or
 * fainted are carbon monoxide, the emergency physician's (general medicine), not a brain disease; a
 * current that knocked a worker out, with nothing said of the heart, is the emergency physician's
 * too, and its word for the current is no nerve pain. Phrasings written for the tests, in the five
 * ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('drowsy or fainted beside a gas heater is carbon monoxide, general medicine first', () => {
  it.each([
    [
      'en',
      'the gas heater was on all night, we all have headaches, my uncle fainted and my aunt is very drowsy',
    ],
    [
      'fr',
      'le chauffage a gaz allume toute la nuit, tout le monde a mal a la tete, mon pere s est evanoui et ma mere est somnolente',
    ],
    ['ar', 'كانت المدفأة الغازية مشتعلة طوال الليل، كلنا بصداع وأخي أغمي عليه وجدتي نعسانة جدا'],
    ['dz', 'الشوفاج تاع الغاز كان شاعل الليل كامل، راسنا يوجعنا وخويا طاح غاشي وجدتي نعسانة بزاف'],
    ['dl', 'chauffage ta3 gaz kan cha3el lil kamel, rasna ywja3na, khti ghma 3liha w jeddati na3sana bzaf'],
    [
      'en',
      'the chauffage a gaz stayed on all night, this morning we all vomit with headache, my brother fainted in the kitchen and grandpa is very drowsy',
    ],
    [
      'fr',
      'le chauffe bain a gaz etait allume, ce matin on vomit tous avec mal de tete, ma soeur s est evanouie et mon grand pere est tres somnolent',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('a current that knocked a worker out, nothing said of the heart, is general medicine first', () => {
  it.each([
    ['en', 'a worker on our site touched a live electric cable and passed out for a minute, now awake'],
    [
      'fr',
      'un ouvrier a touche un fil electrique sur le chantier, il s est evanoui une minute, petite brulure a la main',
    ],
    ['ar', 'عامل لمس سلك الكهرباء في الورشة وأغمي عليه دقيقة، عنده حرق صغير في يده'],
    ['dz', 'خدام مس الخيط تاع الضو فالشانطي وغمى عليه دقيقة، عندو حرقة صغيرة فيدو'],
    ['dl', 'khdam mess khit ta3 triciti f chantier, ghma 3lih d9i9a, 3ando 7ar9a sghira f yeddo'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});
