import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A Darija 'not breathing well', a child's eye that was hit, a neck that cannot bend said in
 * everyday French, and words read as an eye or a memory by their form ('chajra', 'a vue d'oeil',
 * 'nsit'). Phrasings written for the tests.
 */

function top(text: string): string | undefined {
  return triage(text).ranked[0]?.code;
}

describe("Darija 'ma ntnafsch mlih' (I do not breathe well) is breathlessness", () => {
  it.each([
    ['dl', 'mn lbare7 ma ntnafsch mlih w n9o7 bzaf'],
    ['dl', 'baba ma ytnafsch mlih mn sbe7'],
  ])('[%s] %s reads breath', (_way, text) => {
    expect(triage(text).matched).toContain('breath');
  });
  it('[dl] breathing denied with a cough stays a denial', () => {
    expect(triage('ma ntnafsch b zerba, ghir ka7a').matched).not.toContain('breath');
  });
});

describe("a child's eye that was hit is the eye doctor", () => {
  it.each([
    ['en', 'my 6 year old was hit in the eye by a ball, it is red and watery'],
    ['dz', 'ولدي 8 سنين ضربتو كورة فعينو البارح، بقاتلو حمرة'],
    ['fr', 'ma fille 5 ans a recu un coup dans l oeil a l ecole, il est rouge'],
  ])('[%s] %s goes to ophthalmology', (_way, text) => {
    expect(top(text)).toBe('ophthalmology');
  });
});

describe('a neck that cannot bend, with a fever, said in everyday French, is the stiff neck', () => {
  it('[fr] reads a stiff neck', () => {
    expect(
      triage('fievre a 39 et elle arrive pas a baisser la tete, la lumiere la derange').matched,
    ).toContain('stiff_neck');
  });
});

describe('words read as an eye, a testicle or a memory by their form', () => {
  it("[en] 'a ball' that hit an eye is a game's ball", () => {
    expect(triage('hit in the face by a ball at recess, nose fine').matched).not.toContain('testicle');
  });
  it("[en] a sudden pain 'in a ball' is still the testicle's emergency", () => {
    expect(triage('sudden pain in a ball since this morning').urgentReason).toBe('testicular_torsion');
  });
  it("[dl] a fall from a tree ('chajra') is not a stye", () => {
    expect(triage('weldi ta7 mn chajra w dra3ou ywja3ou').matched).not.toContain('eye_symptoms');
  });
  it("[fr] a knee swelling 'a vue d oeil' (visibly) is not an eye", () => {
    expect(top('son genou gonfle a vue d oeil depuis la chute au foot')).toBe('orthopedics');
  });
  it("[dl] 'nsit' (I forgot, once) a dose is not a memory complaint", () => {
    expect(triage('nsit wach chrabt dwa ta3 tension wla la, n3awed nechrbou?').matched).not.toContain(
      'memory',
    );
  });
  it('[dl] an older man who keeps forgetting is still a memory complaint', () => {
    expect(triage('jeddi wla yensa kolchi, smiyat w blayes').matched).toContain('memory');
  });
});
