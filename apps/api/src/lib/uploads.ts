import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { NOT_UTF8_TEXT, NUL_TEXT } from './clean-text.ts';
import { badRequest, HttpError, tooLarge } from './errors.ts';
import { CONTENT_TYPES, type FileKind, SNIFF_BYTES, sniffKind } from './file-kinds.ts';
import { ObjectTooLargeError, type Storage } from './storage/storage.ts';

export interface FileRule {
  /** Kinds accepted, recognised by their bytes; 'any' stores anything, typed by its bytes when known. */
  kinds: readonly FileKind[] | 'any';
  maxBytes: number;
  /** Folder of the storage key, e.g. 'pictures' or 'records'. */
  prefix: string;
}

export interface StoredUpload {
  key: string;
  size: number;
  contentType: string;
  filename: string;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, StoredUpload>;
  /** Removes every stored object of this request; call it when the database write fails. */
  discard(): Promise<void>;
}

function sniffer(field: string, rule: FileRule, onKind: (kind: FileKind | null) => void): Transform {
  let head: Buffer = Buffer.alloc(0);
  let decided = false;
  const decide = (): Error | null => {
    decided = true;
    const kind = sniffKind(head);
    onKind(kind);
    if (rule.kinds === 'any' || (kind && rule.kinds.includes(kind))) return null;
    const names = rule.kinds.map((k) => k.toUpperCase()).join(', ');
    return badRequest(field, `The file must be one of: ${names}.`);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (!decided) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          const error = decide();
          if (error) return callback(error);
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(decided ? null : decide());
    },
  });
}

/**
 * Reads a multipart request: text fields, and files streamed to storage under random keys after
 * their bytes are checked against the rule of their field. Anything over the limit, of the wrong
 * kind, or empty is refused and nothing of the request is kept.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  rules: Record<string, FileRule>,
): Promise<MultipartResult> {
  if (!request.isMultipart()) throw new HttpError(415, { detail: 'Send this form as multipart/form-data.' });
  // No prototype: a field named "constructor" or "__proto__" is just a field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let currentLimit = request.server.deps.config.UPLOAD_MAX_BYTES;
  const files: Record<string, StoredUpload> = Object.create(null) as Record<string, StoredUpload>;
  const discard = async () => {
    await Promise.all(Object.values(files).map((f) => storage.delete(f.key).catch(() => undefined)));
  };
  const readParts = async () => {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string')
          fields[part.fieldname] = checkedField(part.fieldname, part.value, fields);
        continue;
      }
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule || Object.hasOwn(files, part.fieldname)) {
        part.file.resume();
        throw badRequest(part.fieldname, rule ? 'Send one file only.' : 'This field does not take a file.');
      }
      let kind: FileKind | null = null;
      const key = `${rule.prefix}/${randomBytes(16).toString('hex')}`;
      const maxBytes = Math.min(rule.maxBytes, request.server.deps.config.UPLOAD_MAX_BYTES);
      currentLimit = maxBytes;
      const checked = part.file.pipe(sniffer(part.fieldname, rule, (k) => (kind = k)));
      part.file.on('error', (e) => checked.destroy(e));
      part.file.on('limit', () => checked.destroy(new ObjectTooLargeError('too large')));
      // Storage may await before it reads the stream; an error emitted meanwhile must not go
      // unhandled (it would end the process). Storage still sees it: the stream stays errored.
      checked.on('error', () => undefined);
      const contentType = () => (kind ? CONTENT_TYPES[kind] : 'application/octet-stream');
      const { size } = await storage.put(key, checked, { contentType: 'application/octet-stream', maxBytes });
      if (size === 0) {
        await storage.delete(key);
        throw badRequest(part.fieldname, 'The file is empty.');
      }
      files[part.fieldname] = { key, size, contentType: contentType(), filename: part.filename };
    }
  };
  try {
    await Promise.race([readParts(), stalled(request)]);
  } catch (error) {
    await discard();
    if (error instanceof ObjectTooLargeError) {
      throw tooLarge(`The file is too large. The limit is ${formatMegabytes(currentLimit)}.`);
    }
    if (isMalformedForm(error)) {
      throw new HttpError(400, { detail: 'The form data is malformed or cut short. Send the form again.' });
    }
    throw error;
  }
  return { fields, files, discard };
}

/**
 * Once the whole request has arrived, the parts must be read within a few seconds: a body cut
 * short in some places leaves the multipart parser waiting for ever, and the request with it.
 */
function stalled(request: FastifyRequest): Promise<never> {
  return new Promise((_, reject) => {
    const arm = () =>
      setTimeout(() => reject(new Error('Unexpected end of form: stalled')), STALL_MS).unref();
    if (request.raw.readableEnded) arm();
    else request.raw.once('end', arm);
  });
}

const STALL_MS = 10_000;

/** A text field, once, without NUL characters or bytes that are not UTF-8 (decoded as U+FFFD). */
function checkedField(name: string, value: string, seen: Record<string, string>): string {
  if (Object.hasOwn(seen, name)) throw badRequest(name, 'Send this field once.');
  if (value.includes('\u0000')) throw badRequest(name, NUL_TEXT);
  if (value.includes('\uFFFD')) throw badRequest(name, NOT_UTF8_TEXT);
  return value;
}

/** The multipart parser's own complaints: a missing or wrong boundary, a truncated body. */
function isMalformedForm(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  const { message = '', code = '' } = error as { message?: string; code?: string };
  return (
    /unexpected end of (form|multipart)|malformed|boundary not found|multipart/i.test(message) ||
    code.startsWith('FST_INVALID_MULTIPART') ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  );
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
