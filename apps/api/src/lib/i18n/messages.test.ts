import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageTranslator } from '@reayah/contracts';
import ar from '@reayah/contracts/messages/ar.json' with { type: 'json' };
import fr from '@reayah/contracts/messages/fr.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

// Every message the API or the shared forms can show has its French and Arabic text, and every
// translated text is still said somewhere: a gap fails here, not in front of a patient.

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** Where user-facing messages are written. */
const SOURCES = [
  'packages/contracts/src/api',
  'packages/contracts/src/forms',
  'packages/contracts/src/fields.ts',
  'packages/contracts/src/phone.ts',
  'apps/api/src/modules',
  'apps/api/src/lib/access',
  'apps/api/src/lib/auth/guards.ts',
  'apps/api/src/lib/clean-text.ts',
  'apps/api/src/lib/error-handler.ts',
  'apps/api/src/lib/errors.ts',
  'apps/api/src/lib/rate-limit/visitor-limit.ts',
  'apps/api/src/lib/retry-conflicts.ts',
  'apps/api/src/lib/uploads.ts',
];
/** Written there but not messages: response keys, a specialty's name, API documentation, mail. */
const NOT_MESSAGES = new Set([
  'Recommended specialty',
  'General Medicine',
  'Patients matching the text, for doctors only.',
  'Text up to MESSAGE_MAX_LENGTH (4000) characters, and optionally one file of the patient.',
  'Unexpected end of form: stalled',
  'The doctor can no longer post here until the patient unblocks.',
  'The doctor can post here again.',
  'Hidden from the patient, and the doctor can no longer post here.',
]);
/** Files that hold their own French and Arabic: mail, and the bilingual printed prescription. */
const MAIL_FILES = ['mail-texts.ts', 'unsubscribed-page.ts', 'pdf-texts.ts'];
/** Made by `waitText` (lib/rate-limit) and put into the messages that say how long to wait. */
const WAIT_TEXTS = ['1 second', '{{n}} seconds', '{{n}} minutes', '{{n}} hours'];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (full.endsWith('.ts')) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        f.endsWith('.ts') &&
        !f.includes('.test.') &&
        !f.split('/').includes('test') &&
        !MAIL_FILES.some((m) => f.endsWith(m)),
    )
    .map((f) => join(full, f));
}

/**
 * Literals that read as a sentence (a capital letter first, and a space), and the texts of
 * `…_TEXT` constants, which are put after a field's name. `${...}` in a template is a value.
 */
function literalsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?<![\w.])(['`])((?:\$\{[^}]*\}|\\.|[^'`\n\\])*)\1/g)) {
    const text = match[2] as string;
    const before = source.slice(Math.max(0, match.index - 40), match.index);
    if (/(describe\(|summary:|description:|\.(info|warn|error|debug)\()\s*$/.test(before)) continue;
    if ((/^[A-Z]/.test(text) && text.includes(' ')) || /_TEXT = $/.test(before)) found.push(text);
  }
  return found;
}

/** `${anything}` and `{{name}}` both become `{}`, so a template and its table key compare equal. */
const shape = (text: string) => text.replace(/\$\{[^}]*\}/g, '{}').replace(/\{\{\w+\}\}/g, '{}');

const said = new Map<string, string>();
for (const path of SOURCES) {
  for (const file of files(path)) {
    for (const literal of literalsOf(readFileSync(file, 'utf8'))) {
      if (!NOT_MESSAGES.has(literal)) said.set(shape(literal), relative(ROOT, file));
    }
  }
}

describe('API and form messages in French and Arabic', () => {
  it('finds the messages in the code', () => {
    expect(said.size).toBeGreaterThan(150);
    expect(said.has('This slot has just been booked by someone else. Please choose another one.')).toBe(true);
  });

  for (const [lng, table] of [
    ['fr', fr],
    ['ar', ar],
  ] as const) {
    const keys = new Set(Object.keys(table).map(shape));

    it(`${lng}: every message of the code has a translation`, () => {
      const missing = [...said].filter(([text]) => !keys.has(text)).map(([text, file]) => `${file}: ${text}`);
      expect(missing).toEqual([]);
    });

    it(`${lng}: every translation is of a message the code still says`, () => {
      const unused = Object.keys(table).filter((key) => !said.has(shape(key)) && !WAIT_TEXTS.includes(key));
      expect(unused).toEqual([]);
    });

    it(`${lng}: translations keep the values of their English text, and are never empty`, () => {
      for (const [english, text] of Object.entries(table)) {
        const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(text), english).toEqual(names(english));
        expect(text.trim(), english).not.toBe('');
      }
    });
  }

  it('the two tables translate the same texts', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fr).sort());
  });
});

describe('messageTranslator', () => {
  const toFrench = messageTranslator(fr);

  it('words a maximum length in Arabic so that any count reads right', () => {
    // A count governs its noun (3 أحرف, 11 حرفًا, 100 حرف): the count is put where it governs none.
    const toArabic = messageTranslator(ar);
    expect(toArabic('Must be 255 characters or less')).toBe('الحد الأقصى لعدد الأحرف: 255');
    expect(toArabic('Details must be 1000 characters or less')).toBe('يجب ألا يتجاوز عدد أحرف التفاصيل 1000');
    expect(toArabic('A message can hold at most 4000 characters.')).toBe(
      'لا يمكن أن يتجاوز عدد أحرف الرسالة 4000.',
    );
    expect(toArabic('Keep the description under 15 characters.')).toBe('يجب ألا يتجاوز عدد أحرف الوصف 15.');
  });

  it('translates a fixed text and leaves an unknown one as it is', () => {
    expect(toFrench('Folder not found.')).toBe('Dossier introuvable.');
    expect(toFrench('Something nobody wrote.')).toBe('Something nobody wrote.');
  });

  it('carries the values of a template over, translating them when it can', () => {
    expect(toFrench('Too many login attempts. Try again in 15 minutes.')).toBe(
      'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    );
    expect(messageTranslator(ar)('Too many attempts. Try again in 1 second.')).toBe(
      'محاولات كثيرة جدًا. أعد المحاولة بعد ثانية واحدة.',
    );
    expect(toFrench('This booking overlaps your booking from 09:00 to 10:30 on that day.')).toBe(
      'Ce créneau chevauche votre créneau de 09:00 à 10:30 ce jour-là.',
    );
  });
});
