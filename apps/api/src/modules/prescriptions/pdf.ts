import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PrescriptionSnapshot } from '#api/db/schema/index.ts';
import { paragraphDirection } from '#api/lib/pdf/bidi.ts';
import { type Doc, drawLine, lineWidth, registerFaces, type TextStyle, wrapText } from '#api/lib/pdf/line.ts';
import { PDF_TEXTS, paperDate } from './pdf-texts.ts';

// An A5 prescription: the doctor's header, the patient, the medicines and, at the foot of the last
// page, the verification code with its QR code. French on the left, Arabic on the right.

export interface PdfInput {
  code: string;
  snapshot: PrescriptionSnapshot;
  issuedAt: Date;
  revokedAt: Date | null;
  verifyUrl: string;
}

const FR = PDF_TEXTS.fr;
const AR = PDF_TEXTS.ar;
const MARGIN = 34;
const MUTED = '#4b5563';
const BRAND = '#0f766e';
const RED = '#b91c1c';
/** The signature space and the verification block at the foot of the last page. */
const FOOT_HEIGHT = 150;
const SIGNATURE_SPACE = 38;

interface Frame {
  doc: Doc;
  left: number;
  right: number;
  width: number;
  bottom: number;
}

const rtl = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({
  size,
  direction: 'rtl',
  ...extra,
});
const ltr = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({
  size,
  direction: 'ltr',
  ...extra,
});

function rule(f: Frame, y: number, color = BRAND) {
  f.doc.moveTo(f.left, y).lineTo(f.right, y).lineWidth(0.8).strokeColor(color).stroke();
}

type Lines = { text: string; style: TextStyle }[];

/** Lines of a column, wrapped to `width`; answers the baseline after the last one. */
function column(doc: Doc, lines: Lines, at: { x: number; y: number; align?: 'right' }, width: number) {
  let { y } = at;
  const { x, align } = at;
  for (const { text, style } of lines) {
    for (const line of wrapText(doc, text, width, style)) {
      drawLine(doc, line, { x, y, align: align ?? 'left' }, style);
      y += style.size * 1.45;
    }
  }
  return y;
}

function header(f: Frame, s: PrescriptionSnapshot, top: number): number {
  const half = (f.width - 16) / 2;
  const order = s.orderNumber || '—';
  const left = [
    { text: `${FR.doctor} ${s.doctorName}`, style: ltr(12.5, { weight: 'bold' }) },
    ...(s.specialty ? [{ text: s.specialty.fr, style: ltr(10, { color: BRAND }) }] : []),
    ...(s.address ? [{ text: s.address, style: { size: 9, color: MUTED } }] : []),
    { text: `${FR.orderNumber} ${order}`, style: ltr(9, { color: MUTED }) },
  ];
  const right = [
    { text: `${AR.doctor} ${s.doctorName}`, style: rtl(12.5, { weight: 'bold' }) },
    ...(s.specialty ? [{ text: s.specialty.ar, style: rtl(10.5, { color: BRAND }) }] : []),
    { text: `${AR.orderNumber} ${order}`, style: rtl(9.5, { color: MUTED }) },
  ];
  const y = Math.max(
    column(f.doc, left, { x: f.left, y: top }, half),
    column(f.doc, right, { x: f.right, y: top, align: 'right' }, half),
  );
  rule(f, y - 4);
  return y + 22;
}

/** French label at the left, the value after it, the Arabic label at the right. */
function labelledRow(f: Frame, fr: string, value: string, ar: string, y: number): number {
  const labelStyle = ltr(10, { weight: 'bold', color: MUTED });
  const arStyle = rtl(10.5, { weight: 'bold', color: MUTED });
  const x = f.left + lineWidth(f.doc, fr, labelStyle) + 6;
  drawLine(f.doc, fr, { x: f.left, y }, labelStyle);
  drawLine(f.doc, ar, { x: f.right, y, align: 'right' }, arStyle);
  const width = f.right - lineWidth(f.doc, ar, arStyle) - 10 - x;
  const style: TextStyle = { size: 10.5, direction: paragraphDirection(value) };
  return column(f.doc, [{ text: value, style }], { x, y }, width) + 3;
}

function patientBlock(f: Frame, input: PdfInput, top: number): number {
  const { doc } = f;
  const date = paperDate(input.issuedAt);
  drawLine(doc, FR.title, { x: f.left, y: top }, ltr(18, { weight: 'bold', color: BRAND }));
  drawLine(doc, AR.title, { x: f.right, y: top, align: 'right' }, rtl(18, { weight: 'bold', color: BRAND }));
  let y = top + 24;
  if (input.revokedAt) {
    const on = paperDate(input.revokedAt);
    drawLine(
      doc,
      FR.revokedOn.replace('{{date}}', on),
      { x: f.left, y },
      ltr(10, { weight: 'bold', color: RED }),
    );
    drawLine(
      doc,
      AR.revokedOn.replace('{{date}}', on),
      { x: f.right, y, align: 'right' },
      rtl(10.5, { weight: 'bold', color: RED }),
    );
    y += 18;
  }
  const age = input.snapshot.patientAge === null ? '—' : String(input.snapshot.patientAge);
  y = labelledRow(f, FR.patient, input.snapshot.patientName, AR.patient, y);
  y = labelledRow(f, FR.age, age, AR.age, y);
  y = labelledRow(f, FR.date, date, AR.date, y);
  return y + 10;
}

function medicines(f: Frame, list: PrescriptionSnapshot['medicines'], top: number): number {
  const { doc } = f;
  drawLine(doc, FR.medicines, { x: f.left, y: top }, ltr(11, { weight: 'bold', color: BRAND }));
  drawLine(
    doc,
    AR.medicines,
    { x: f.right, y: top, align: 'right' },
    rtl(11.5, { weight: 'bold', color: BRAND }),
  );
  rule(f, top + 6, '#d1d5db');
  let y = top + 24;
  list.forEach((m, i) => {
    const nameStyle: TextStyle = { size: 11, weight: 'bold', direction: paragraphDirection(m.name) };
    const doseStyle: TextStyle = { size: 10, color: MUTED, direction: paragraphDirection(m.dosage) };
    const doses = wrapText(doc, m.dosage, f.width - 18, doseStyle);
    if (y + 16 + doses.length * 14.5 > f.bottom) {
      doc.addPage();
      y = MARGIN + 14;
    }
    drawLine(doc, `${i + 1}.`, { x: f.left, y }, ltr(11, { weight: 'bold' }));
    const x = f.left + 18;
    y = column(doc, [{ text: m.name, style: nameStyle }], { x, y }, f.width - 18);
    y = column(doc, [{ text: m.dosage, style: doseStyle }], { x, y: y - 1 }, f.width - 18) + 6;
  });
  return y;
}

/** The QR code of the verification address, drawn as squares (sharp at any zoom). */
function qr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

function foot(f: Frame, input: PdfInput) {
  const { doc } = f;
  const top = f.bottom - FOOT_HEIGHT + SIGNATURE_SPACE;
  drawLine(doc, FR.signature, { x: f.left, y: top - 30 }, ltr(9, { color: MUTED }));
  drawLine(doc, AR.signature, { x: f.right, y: top - 30, align: 'right' }, rtl(9.5, { color: MUTED }));
  rule(f, top);
  qr(doc, input.verifyUrl, f.left, top + 10, 84);
  const x = f.left + 96;
  drawLine(doc, `${FR.code} ${input.code}`, { x, y: top + 30 }, ltr(11, { weight: 'bold' }));
  drawLine(
    doc,
    `${AR.code} ${input.code}`,
    { x: f.right, y: top + 30, align: 'right' },
    rtl(11.5, { weight: 'bold' }),
  );
  drawLine(doc, FR.verify, { x, y: top + 52 }, ltr(8.5, { color: MUTED }));
  drawLine(doc, AR.verify, { x: f.right, y: top + 52, align: 'right' }, rtl(9, { color: MUTED }));
  column(
    doc,
    [{ text: input.verifyUrl, style: ltr(8.5, { color: BRAND }) }],
    { x, y: top + 70 },
    f.right - x,
  );
}

/** The PDF of a prescription as a stream; it ends by itself once written. */
export function prescriptionPdf(input: PdfInput): Doc {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    lang: 'fr',
    info: { Title: `${FR.title} ${input.code}`, Author: input.snapshot.doctorName, Creator: 'Reayah' },
  });
  registerFaces(doc);
  const f: Frame = {
    doc,
    left: MARGIN,
    right: doc.page.width - MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN,
  };
  let y = header(f, input.snapshot, MARGIN + 14);
  y = patientBlock(f, input, y);
  y = medicines(f, input.snapshot.medicines, y);
  if (y > f.bottom - FOOT_HEIGHT) doc.addPage();
  foot(f, input);
  doc.end();
  return doc;
}
