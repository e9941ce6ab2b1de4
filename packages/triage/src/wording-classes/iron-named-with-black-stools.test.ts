import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * Taking iron ('je prends du fer', 'taking iron', 'ناخذ الحديد', 'nakhod lfer') is the harmless
 * cause of black stools, in a pregnancy too; with a faint or a dizziness the bleeding is still
 * feared (the notice, or the screen asking). Phrasings written for the tests.
 */
describe('black stools on iron', () => {
  it.each([
    ['en', 'pregnant 6 months, taking iron since last month and now my poop is black'],
    ['fr', 'enceinte de 4 mois, je prends du fer et mes selles sont noires depuis'],
    ['ar', 'انا حامل في الشهر السادس واخذ الحديد، البراز صار اسود'],
    ['dz', 'حاملة فالشهر الخامس ناخذ الفير والكاكا ولات كحلة'],
    ['dl', 'ana 7amla 5 chhour nakhod lfer w lbraz wla k7al'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it.each([
    ['fr', 'je prends du fer et mes selles sont noires, j ai des vertiges et je suis tombee'],
    ['en', 'black stools and i fainted this morning'],
  ])('[%s] still caught with a faint or a dizziness: %s', (_way, text) => {
    expect(caught(text), text).toBe(true);
  });
});
