import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first, for Arabic and Darija words of the skin and the ear the engine did not read:
 * 'البوتون' (pimples), 'نفاخة' (a blister) and a whistling told beside the
 * ear. Phrasings written for the tests, in the five ways of writing; the guards keep what each
 * fix must not take.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('pimples on the face and the back are the skin doctor', () => {
  it.each([
    ['en', 'pimples on my face and back for a year, creams from the pharmacy did nothing'],
    ['fr', 'des boutons sur le visage et le dos depuis un an, les cremes de la pharmacie rien'],
    ['ar', 'البوتون في وجهي كثير منذ سنة، جربت كريمات الصيدلية بلا فائدة'],
    ['dz', 'البوتون فوجهي بزاف من عام، جربت الكريمات تاع الفارماسي'],
    ['dl', 'lbouton f wjhi bezzaf men 3am, jarrabt les cremes ta3 pharmacie'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('a small blister from a burn on the finger is the skin doctor', () => {
  it.each([
    ['en', 'burned my finger on the pan making bread, a small blister came up, how to treat it'],
    ['ar', 'حرقت صبعي بالمقلاة وانا نطبخ، طلعت نفاخة صغيرة، كيف نعالجها؟'],
    ['dz', 'حرقت صبعي بالطاجين وانا نطيب الخبز، طلعتلي نفاخة صغيرة'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('dermatology');
  });
});

describe('an ear that is blocked and whistles is the ENT, not the chest', () => {
  it.each([
    ['en', 'my left ear is blocked and whistling since swimming in the sea'],
    ['fr', 'mon oreille gauche est bouchee et siffle depuis la baignade en mer'],
    ['dz', 'ودني اليسار مسدودة وتصفر من بعد ما عمت'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});

describe('guards: a chest that whistles stays the chest physician', () => {
  it.each([
    ['dz', 'صدري يصفر فالليل وعندي ضيقة فالنفس، عندي الربو'],
    ['dl', 'sadri ysafar f lil w 3andi dhi9 f nafs'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pulmonology');
  });
});
