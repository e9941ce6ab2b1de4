import type { Page } from '@playwright/test';
import { expect, failedRequest, test } from './fixtures.ts';
import { addPatient, apiAs } from './support/api.ts';
import { saveScreens } from './support/screens.ts';

// Chromium's fake camera and microphone, granted without a prompt; host candidates stay plain
// addresses so the two contexts of one browser reach each other without mDNS.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
});

/** "HH:MM" in Algiers, `minutes` from now, kept within today. */
function algiersClock(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Algiers',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return text;
}

/** Keeps every RTCPeerConnection the page makes, so the test can read its statistics. */
async function watchPeers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as {
      RTCPeerConnection: new (config?: unknown) => object;
      visitPeers: object[];
    };
    const Native = scope.RTCPeerConnection;
    scope.visitPeers = [];
    scope.RTCPeerConnection = class extends Native {
      constructor(config?: unknown) {
        super(config);
        scope.visitPeers.push(this);
      }
    };
  });
}

/** Bytes received over RTP by the page's newest peer connection. */
function inboundBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const peers = (globalThis as unknown as { visitPeers: { getStats(): Promise<Map<string, unknown>> }[] })
      .visitPeers;
    const peer = peers.at(-1);
    if (!peer) return 0;
    let total = 0;
    for (const report of (await peer.getStats()).values()) {
      const r = report as { type: string; bytesReceived?: number };
      if (r.type === 'inbound-rtp') total += r.bytesReceived ?? 0;
    }
    return total;
  });
}

/** The remote video's width and decoded frame count. */
function remoteVideo(page: Page) {
  // Runs in the page, where the root tsconfig has no DOM types.
  interface VideoElement {
    videoWidth: number;
    getVideoPlaybackQuality(): { totalVideoFrames: number };
  }
  return page.getByTestId('remote-video').evaluate((video) => {
    const v = video as unknown as VideoElement;
    return { width: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames };
  });
}

test('doctor and patient see and hear each other in a video visit; a third user is refused', async ({
  signedIn,
  consoleGuard,
}, testInfo) => {
  test.slow();
  const start = algiersClock(-5);
  const end = algiersClock(40);
  test.skip(end < start, 'the visit would cross midnight in Algiers');
  const doctor = await signedIn('doctor', 'Lamia', 'Haddad');
  const patient = await signedIn('patient', 'Sofiane', 'Mebarki');
  const outsider = await signedIn('patient', 'Walid', 'Zerrouki');
  await addPatient(doctor, patient);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(new Date());
  const appointment = await apiAs<{ id: number }>(
    doctor,
    'post',
    `/api/doctor/create_appointment/${doctor.id}/${patient.id}/`,
    { day: today, start_time: start, end_time: end, is_confirmed: true, visit_kind: 'video' },
  );

  // Both see "Join video visit" on their appointments page while the visit is open.
  await patient.page.goto(`/Patients/${patient.id}/Appoints`);
  const patientCard = patient.page.getByTestId('upcoming-visit').filter({ hasText: doctor.name });
  await patientCard.getByRole('link', { name: 'Join video visit' }).click();
  await expect(patient.page).toHaveURL(new RegExp(`/visit/${appointment.id}$`));

  await doctor.page.goto(`/Doctores/${doctor.id}/Appoints`);
  await expect(doctor.page.getByRole('row', { name: new RegExp(patient.name) })).toContainText('Video visit');
  await doctor.page
    .getByTestId('upcoming-visit')
    .filter({ hasText: patient.name })
    .getByRole('link', { name: 'Join video visit' })
    .click();

  for (const side of [patient, doctor]) await watchPeers(side.page);
  await Promise.all([patient.page.reload(), doctor.page.reload()]);
  for (const side of [patient, doctor]) {
    await side.page.getByRole('button', { name: 'Join video visit' }).click();
  }
  for (const side of [patient, doctor]) {
    await expect(side.page.getByTestId('call-state')).toHaveText('Connected', { timeout: 30_000 });
  }

  for (const side of [patient, doctor]) {
    await expect
      .poll(async () => (await remoteVideo(side.page)).width, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const before = await remoteVideo(side.page);
    const bytesBefore = await inboundBytes(side.page);
    await expect
      .poll(async () => (await remoteVideo(side.page)).frames, { timeout: 10_000 })
      .toBeGreaterThan(before.frames);
    await expect.poll(() => inboundBytes(side.page), { timeout: 10_000 }).toBeGreaterThan(bytesBefore);
  }

  // Someone else's session gets from every visit call the 404 of an appointment that does not exist.
  const visitUrl = `/api/visits/${appointment.id}/`;
  expect((await outsider.context.request.get(visitUrl)).status()).toBe(404);
  const signal = await outsider.context.request.post(`${visitUrl}signal/`, {
    data: { type: 'hello', session: 'outsider' },
  });
  expect(signal.status()).toBe(404);
  const consultation = await outsider.context.request.post(`${visitUrl}consultation/`, {
    data: { objective: 'x', content: 'y' },
  });
  expect(consultation.status()).toBe(404);
  consoleGuard.allow(
    failedRequest(404, visitUrl),
    'the outsider opens a visit that is not theirs, on purpose',
  );
  await outsider.page.goto(`/visit/${appointment.id}`);
  await expect(outsider.page.getByRole('alert')).toHaveText('This visit does not exist or is not yours.');

  // The doctor writes the consultation without leaving the call.
  const panel = doctor.page.getByRole('region', { name: 'Consultation' });
  await panel.getByLabel('Objective').fill('Suivi de l’hypertension');
  await panel.getByLabel('Details').fill('Tension 13/8, traitement poursuivi.');
  await panel.getByRole('button', { name: 'Save consultation' }).click();
  await expect(panel.getByText('Consultation saved. The patient sees it in Consultations.')).toBeVisible();
  await expect(doctor.page.getByTestId('call-state')).toHaveText('Connected');

  await saveScreens(doctor.page, testInfo, 'visit-doctor');
  await saveScreens(patient.page, testInfo, 'visit-patient');

  await patient.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(patient.page.getByTestId('call-state')).toHaveText('You left the call.');
  await expect(doctor.page.getByTestId('call-state')).toContainText('left the call', { timeout: 10_000 });
});
