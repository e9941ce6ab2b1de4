import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the outbox mailer', () => {
  it('writes a message with a given id once, however often it is sent', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({
      from: 'Reayah <no-reply@reayah.dz>',
      outboxDir: dir,
      log: pino({ level: 'silent' }),
    });
    const message = {
      to: 'amina@example.dz',
      subject: 'Hello',
      text: 'Plain',
      html: '<p>Rich</p>',
      id: 'abc-1',
      date: new Date('2026-01-02T03:04:05Z'),
    };
    await Promise.all([mailer.send(message), mailer.send(message)]);
    await mailer.send(message);
    const names = await readdir(dir);
    expect(names).toEqual(['2026-01-02T03-04-05.000Z-abc-1.eml']);
    const text = await readFile(join(dir, names[0] ?? ''), 'utf8');
    expect(text).toContain('Message-ID: <abc-1@reayah.dz>');
    expect(text).toContain('text/plain');
    expect(text).toContain('text/html');
  });
});
