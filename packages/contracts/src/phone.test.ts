import { describe, expect, it } from 'vitest';
import { phoneField } from './fields.ts';
import { formatAlgerianMobile, nationalAlgerianMobile, normaliseAlgerianMobile } from './phone.ts';

describe('normaliseAlgerianMobile', () => {
  it.each([
    ['0555123456', '+213555123456'],
    ['05 55 12 34 56', '+213555123456'],
    ['(0555) 12-34-56', '+213555123456'],
    ['0661.23.45.67', '+213661234567'],
    ['07-71-23-45-67', '+213771234567'],
    ['+213 555 12 34 56', '+213555123456'],
    ['+213555123456', '+213555123456'],
    ['00213 6 61 23 45 67', '+213661234567'],
    ['  0777123456  ', '+213777123456'],
  ])('reads %j as %s', (typed, stored) => {
    expect(normaliseAlgerianMobile(typed)).toBe(stored);
  });

  it.each([
    ['', 'nothing'],
    ['0212345678', 'a landline (02)'],
    ['0455123456', 'a number starting 04'],
    ['055512345', 'nine digits'],
    ['05551234567', 'eleven digits'],
    ['+2130555123456', 'the 0 kept after +213'],
    ['+33612345678', 'a French number'],
    ['0555/12/34/56', 'slashes'],
    ['05551234a6', 'a letter'],
    ['٠٥٥٥١٢٣٤٥٦', 'Arabic-Indic digits'],
  ])('refuses %j (%s)', (typed) => {
    expect(normaliseAlgerianMobile(typed)).toBeNull();
  });

  it('formats a stored number in groups', () => {
    expect(formatAlgerianMobile('+213555123456')).toBe('+213 555 12 34 56');
  });
});

describe('nationalAlgerianMobile', () => {
  it('writes a stored number as the ten digits a profile phone field takes', () => {
    for (const typed of ['0661 23 45 67', '+213 661234567', '00213661234567']) {
      const national = nationalAlgerianMobile(normaliseAlgerianMobile(typed) as string);
      expect(national).toBe('0661234567');
      expect(phoneField.parse(national)).toBe(national);
    }
  });
});
