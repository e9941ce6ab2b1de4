import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A child or adult with haemophilia who falls ('fell on his knee', read before as something spilled
 * on it) and swells or bruises, or bleeds without stopping: a bleed into a joint or a muscle that needs the clotting factor at once, with
 * or without factor at home. The notice at once. A haemophiliac's routine follow-up stays
 * ordinary. Phrasings written for the tests, in the five ways of writing.
 */

describe('a haemophiliac who falls and swells, or bleeds without stopping, shows the notice', () => {
  it.each([
    ['en', 'my nephew has haemophilia, he fell on his elbow and it is swelling fast'],
    [
      'en',
      'son has hemophilia A, fell on his knee at football, the knee is huge and hot and we have no factor',
    ],
    ['en', 'my son has hemophilia, his nose is bleeding a lot and wont stop'],
    ['fr', 'mon fils hemophile est tombe sur le genou, il a gonfle'],
    ['fr', 'ma fille est hemophile, elle saigne du nez beaucoup et ca s arrete pas'],
    ['ar', 'ابني مريض الهيموفيليا وقع على ركبته وانتفخت'],
    ['ar', 'ابني مريض هيموفيليا ينزف من انفه بغزارة ولا يتوقف'],
    ['dz', 'وليدي عندو الهيموفيلي طاح على ركبتو وتنفخت'],
    ['dz', 'وليدي هيموفيلي راه ينزف من نيفو بزاف وما حبسش'],
    ['dl', 'weldi 3ando hemophilie, ta7 3la rekbtou w tenfekhet'],
    ['dl', 'benti hemophile, dem ykhrej men nifha bezzaf w ma 7bsch'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe("a haemophiliac's routine follow-up is no emergency", () => {
  it.each([
    ['en', 'my son has haemophilia, we need a hematologist to renew his factor prescription'],
    ['fr', 'mon fils est hemophile, je cherche un hematologue pour son suivi annuel'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
