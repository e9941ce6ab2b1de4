import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { PrescriptionSnapshot } from '#api/db/schema/index.ts';
import { type PdfInput, prescriptionPdf } from './pdf.ts';

// The PDF read back as a pharmacist's software would: its text through PDF.js (which puts a
// right-to-left run back into logical order only if it was laid out right to left), and its first
// page drawn to a PNG in the temporary directory for a person to look at.

const snapshot: PrescriptionSnapshot = {
  doctorName: 'Karim Benali',
  specialty: { en: 'Cardiology', fr: 'Cardiologie', ar: 'أمراض القلب والشرايين' },
  address: '5 Rue Larbi Ben Mhidi, Alger',
  orderNumber: '16/0452',
  patientName: 'Amina Haddad',
  patientAge: 34,
  medicines: [
    { name: 'Metformine 500 mg', dosage: '1 comprimé matin et soir pendant 3 mois' },
    { name: 'باراسيتامول 1 غ', dosage: 'قرص واحد عند الحاجة، 3 مرات في اليوم كحد أقصى' },
  ],
};

const input = (over: Partial<PdfInput> = {}): PdfInput => ({
  code: 'K7M2Q9X4PA',
  snapshot,
  // 23:30 UTC is already the next day in Algeria.
  issuedAt: new Date('2026-05-12T23:30:00Z'),
  revokedAt: null,
  verifyUrl: 'http://localhost:3000/verify/K7M2Q9X4PA',
  ...over,
});

async function bytesOf(over: Partial<PdfInput> = {}): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of prescriptionPdf(input(over))) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const open = async (data: Uint8Array) => getDocument({ data, verbosity: 0 }).promise;

async function pageTexts(data: Uint8Array): Promise<string[]> {
  const pdf = await open(data);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return pages;
}

describe('prescription PDF', () => {
  it('holds the doctor, the patient, the medicines, the date in Algeria and the code', async () => {
    const data = await bytesOf();
    expect(Buffer.from(data.subarray(0, 5)).toString()).toBe('%PDF-');
    const [text = ''] = await pageTexts(data);
    for (const expected of [
      'Dr Karim Benali',
      'Cardiologie',
      '5 Rue Larbi Ben Mhidi, Alger',
      'N° d’ordre : 16/0452',
      'Amina Haddad',
      '13/05/2026',
      'Metformine 500 mg',
      '1 comprimé matin et soir pendant 3 mois',
      'Code : K7M2Q9X4PA',
      'http://localhost:3000/verify/K7M2Q9X4PA',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads back its Arabic words in logical order, so they were laid out right to left', async () => {
    const [text = ''] = await pageTexts(await bytesOf());
    for (const words of ['وصفة طبية', 'أمراض القلب والشرايين', 'التاريخ', 'الإمضاء والختم', 'باراسيتامول']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('قرص واحد عند الحاجة،');
    // Backwards, as a left-to-right layout of the same letters would read.
    expect(text).not.toContain('ةيبط ةفصو');
  });

  it('says on the paper when it was revoked, in both languages', async () => {
    const [text = ''] = await pageTexts(await bytesOf({ revokedAt: new Date('2026-05-14T09:00:00Z') }));
    expect(text).toContain('Révoquée le 14/05/2026');
    expect(text).toContain('ألغيت في');
  });

  it('runs onto a second page for a long list and prints the code on the last one', async () => {
    const medicines = Array.from({ length: 30 }, (_, i) => ({
      name: `Medicine ${i + 1}`,
      dosage: 'One tablet in the morning and one in the evening, with food, for ten days',
    }));
    const pages = await pageTexts(await bytesOf({ snapshot: { ...snapshot, medicines } }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('K7M2Q9X4PA');
    expect(pages.join('\n')).toContain('Medicine 30');
  });

  it('draws its first page, Arabic on the right half, to a PNG one can look at', async () => {
    const page = await (await open(await bytesOf())).getPage(1);
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise;
    const file = join(tmpdir(), 'reayah-prescription.png');
    writeFileSync(file, canvas.toBuffer('image/png'));
    // The title "وصفة طبية" sits at the top right: its band of the right half has ink.
    const band = context.getImageData(canvas.width / 2, 230, canvas.width / 2 - 60, 50).data;
    const inked = band.filter((v, i) => i % 4 === 0 && v < 128).length;
    expect(inked).toBeGreaterThan(200);
  });
});
