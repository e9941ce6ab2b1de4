import { describe, expect, it } from 'vitest';
import { CATALOGUE, NOT_EMERGENCIES } from './catalogue-cases.ts';
import { triage } from './index.ts';

const rows = Object.entries(CATALOGUE).flatMap(([condition, cases]) =>
  cases.map(([way, text]) => [condition, way, text] as const),
);

describe('the emergency catalogue in the five ways of writing', () => {
  it.each(rows)('%s [%s]: %s is caught (the notice, or a question first)', (_condition, _way, text) => {
    const r = triage(text);
    expect(r.urgent || r.ask !== null).toBe(true);
  });

  it('flags at once, without a question, at least nine in ten of them', () => {
    const flagged = rows.filter(([, , text]) => triage(text).urgent).length;
    expect(flagged / rows.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each(NOT_EMERGENCIES)('[%s] %s does not show the notice', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('words of one class, read the same way', () => {
  it.each([
    // A dialysis missed, with the clitic on the word: 'بالغسيل الكلوي' is 'ب' + 'الغسيل الكلوي'.
    ['أبي يقوم بالغسيل الكلوي وفاتته الحصة واليوم يختنق', 'nephrology'],
    // 'rou7i' and 'ro7i' are one word.
    ['nheb nermi rou7i mel balcon', 'psychiatry'],
    // 'klat' is 'she ate', not a kidney.
    ['klat boite kamla ta3 dwa', 'psychiatry'],
    // 'عمي' is 'my uncle', not blindness.
    ['سقط عمي من السطح ولا يستطيع تحريك رجليه', 'orthopedics'],
  ])('%s -> %s', (text, specialty) => {
    expect(triage(text).ranked[0]?.code).toBe(specialty);
  });

  it.each([
    ['my father had a stroke 3 yrs ago, what can i do to lower my risk'],
    ['ma fille a fait une convulsion il y a 2 semaines, aux urgences tout etait normal'],
    ['أغمي علي مرة قبل سنتين والتحاليل كانت سليمة'],
  ])('a red flag dated in the past or already cleared is not the notice: %s', (text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it('a date that anchors a start is not a past episode', () => {
    const r = triage(
      'started lamotrigine 2 weeks ago, now my skin is peeling off and my mouth is full of sores',
    );
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('dermatology');
  });
});

describe('the screen is kept for what may be happening now', () => {
  it.each([
    // Swallowing that goes down well settles what was swallowed.
    ["j'ai mal a la gorge mais j'avale bien"],
    ['ابتلعت شوكة سمك وأحس بخدش خفيف لكن البلع عادي'],
    // 'Once' is not 'suddenly'.
    ['tqiyit marra wa7da ba3d lmakla, dork labas'],
    ['dert crise d angoisse marra wa7da l3am li fat'],
    // Past the first trimester, a pregnancy is not asked about being ectopic.
    ['pregnant 24 weeks, some belly pain in the evening'],
    ['ana enceinte 7 mois w kerchi twja3ni chwiya'],
    ['enceinte 30 SA, mal au ventre le soir'],
  ])('%s: no screen or question', (text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('a headache that came all at once is still sudden', () => {
    const r = triage('rasi ywja3ni wja3 kbir ja mara wa7da w rejja3t');
    expect(r.urgent || r.ask !== null).toBe(true);
    expect(triage('راسي يوجعني وجعة كبيرة جات مرة وحدة').matched).toContain('sudden');
  });
});

describe('a misspelling as close to two words', () => {
  it.each([
    // 't9te3t' is one edit from a cut ('tqatat') and from vomiting ('tqayeat'): the message chooses.
    ['t9te3t ba3d lmakla w kerchi twja3ni', 'vomiting', 'wound'],
    ['t9te3t chwiya f sba3i b lmous w 7bes demm', 'wound', 'vomiting'],
  ])('%s reads as %s', (text, meant, not) => {
    const { matched } = triage(text);
    expect(matched).toContain(meant);
    expect(matched).not.toContain(not);
  });
});

describe('a heart attack without chest pain in a diabetic', () => {
  it.each([
    ['my mother is diabetic, she is sweating and short of breath since an hour, no chest pain'],
    ['ما مريضة بالسكر وتعرق بزاف ونفسها مقطوع'],
  ])('%s goes to the cardiologist and is asked about', (text) => {
    const r = triage(text);
    expect(r.ranked[0]?.code).toBe('cardiology');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});
