import fc from 'fast-check';

// Requests built from the OpenAPI document: every operation, with its path, query and body
// mutated by fast-check, sent anonymously or as a signed-in patient or doctor.

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  description?: string;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        multipart: /multipart\/form-data/.test(op.description ?? ''),
      });
    }
  }
  return operations;
}

/** Text a hostile client would send: odd Unicode, NUL, escapes, object machinery, very long. */
export const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'prototype',
    '\u0000',
    '%00',
    '%C3%28',
    '../..',
    '',
    ' ',
  ),
  fc.constantFrom('Ÿ', 'ع', '😷', '\uFEFF', '\u202E', "' OR 1=1 --", '<script>', '9'.repeat(30)),
  fc.string({ minLength: 2000, maxLength: 3000 }),
);

/** A path segment: a real id of the caller, a number, or hostile text. */
export const segment = (own: string[]) =>
  fc.oneof(fc.constantFrom(...own), fc.integer({ min: -5, max: 2 ** 33 }).map(String), hostileText);

export const jsonValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A JSON body with the operation's fields (each maybe left out) and maybe an extra one. */
export const jsonBody = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, jsonValue])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields, 'constructor'), fc.string()), jsonValue, {
      maxKeys: 4,
    }),
    jsonValue,
  );

/** A multipart body in text, built by hand so its framing can be broken too. */
export const multipartBody = (fields: string[]) =>
  fc
    .record({
      parts: fc.array(
        fc.record({
          name: fc.oneof(
            fc.constantFrom(...fields, 'file', 'picture', 'certification'),
            fc.string({ maxLength: 10 }),
          ),
          value: hostileText,
          file: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
      cut: fc.nat({ max: 400 }),
      close: fc.boolean(),
    })
    .map(({ parts, cut, close }) => {
      let text = parts
        .map((p) =>
          p.file
            ? `--FZ\r\nContent-Disposition: form-data; name="${p.name}"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${p.value}\r\n`
            : `--FZ\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        )
        .join('');
      if (close) text += '--FZ--\r\n';
      else text = text.slice(0, Math.max(0, text.length - cut));
      return text;
    });
