import { route, type Address, type AnswerOf } from '@reayah/contracts/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { urlOf } from './api-route.ts';

const folderFile = route({
  method: 'GET',
  path: '/patient/folder/:folderId/files/:fileId/',
  role: 'patient',
  query: z.object({ page: z.coerce.number().optional(), search: z.string().optional() }),
  answers: { 200: z.object({ name: z.string() }) },
});
const address = { method: 'GET', path: folderFile.path } as Address<typeof folderFile>;

describe('urlOf', () => {
  it('fills the path parameters, encoded, and appends the query without empty values', () => {
    expect(urlOf(address, { params: { folderId: 7, fileId: 'a b/c' }, query: { page: 2, search: '' } })).toBe(
      '/api/patient/folder/7/files/a%20b%2Fc/?page=2',
    );
  });

  it('refuses a route whose parameters are missing, at compile time and at run time', () => {
    // @ts-expect-error fileId is missing
    expect(() => urlOf(address, { params: { folderId: 7 } })).toThrow(':fileId');
  });

  it("types the answer from the route's success schema", () => {
    expectTypeOf<AnswerOf<typeof address>>().toEqualTypeOf<{ name: string }>();
  });
});
