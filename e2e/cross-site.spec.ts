import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, failedRequest, test } from './fixtures.ts';
import { apiAs, createFolder, uploadPdf } from './support/api.ts';

/** A site on another port of the same host: same site for the browser's cookies, another origin. */
async function hostileSite(page: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a page on another origin cannot make a signed-in patient’s browser change anything', async ({
  signedIn,
  consoleGuard,
  baseURL,
}) => {
  consoleGuard.allow(failedRequest(403, '/folder/'), 'the hostile page’s requests are refused on purpose');
  consoleGuard.allow(
    /ERR_BLOCKED_BY_RESPONSE\.NotSameOrigin .*\/file\/\]$/,
    'Cross-Origin-Resource-Policy also keeps the refusal itself from the hostile page',
  );
  const patient = await signedIn('patient', 'Imene', 'Cherif');
  const folder = await createFolder(patient, 'Analyses');
  await uploadPdf(patient, folder, 'Bilan');
  const folders = `/api/patient/${patient.id}/folder/`;
  const files = `${folders}${folder}/file/`;

  // A form POST (it carries the session cookies: another port is the same site) and a multipart
  // upload sent with fetch in no-cors mode, which needs no preflight.
  const site = await hostileSite(`<!doctype html>
    <form id="f" method="POST" action="${baseURL}${folders}"><input name="name" value="Hacked"></form>
    <script>
      const body = new FormData();
      body.append('name', 'Planted');
      body.append('file', new Blob(['%PDF-1.4\\n%%EOF\\n'], { type: 'application/pdf' }), 'planted.pdf');
      fetch('${baseURL}${files}', { method: 'POST', body, mode: 'no-cors', credentials: 'include' })
        .catch(() => 'refused before the upload finished')
        .finally(() => document.getElementById('f').submit());
    </script>`);
  try {
    const page = patient.page;
    // The server refuses the upload before reading it, so the browser may see a reset, not a 403.
    const isUpload = (r: { url(): string; method(): string }) =>
      r.url().endsWith(files) && r.method() === 'POST';
    const upload = Promise.race([
      page.waitForEvent('requestfinished', isUpload),
      page.waitForEvent('requestfailed', isUpload),
    ]);
    const form = page.waitForResponse((r) => r.url().endsWith(folders) && r.request().method() === 'POST');
    await page.goto(site.url);
    const answer = await (await upload).response();
    if (answer) expect(answer.status()).toBe(403);
    const refused = await form;
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("did not come from Reayah's own pages");
  } finally {
    await site.close();
  }

  const names = (await apiAs<{ name: string }[]>(patient, 'get', folders)).map((f) => f.name);
  expect(names).toEqual(['Analyses']);
  const fileNames = (await apiAs<{ name: string }[]>(patient, 'get', files)).map((f) => f.name);
  expect(fileNames).toEqual(['Bilan']);
});
