import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#api/test/accounts.ts';
import { createTestContext, type TestContext } from '#api/test/harness.ts';
import { type Cast, createCast, seedFolder, seedGrant } from '../test/support.ts';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST', url: string, auth = cast.doctor.auth) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth });
const myPatients = async () => (await call('GET', `/doctor/get_my_patients/${cast.doctor.doctorId}/`)).json();

describe('patient search', () => {
  it('finds patients by name without accents, paginated, telling who is already added', async () => {
    await createAccount(ctx, 'patient', { first_name: 'Yasmine', last_name: 'Bélkacem' });
    const res = await call('GET', '/patient/search/list?search=belkacem');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          patient: expect.any(Number),
          first_name: 'Yasmine',
          last_name: 'Bélkacem',
          patient_picture: null,
          is_added: false,
          add_status: 'none',
        },
      ],
    });
    const added = (await call('GET', '/patient/search/list?search=amina')).json().results;
    expect(added).toContainEqual(
      expect.objectContaining({ patient: cast.patient.patientId, is_added: true, add_status: 'accepted' }),
    );
  });

  it('requires a query and pages by 20', async () => {
    expect((await call('GET', '/patient/search/list?search=')).json()).toEqual({
      search: ['Search query is required'],
    });
    for (let i = 0; i < 21; i++)
      await createAccount(ctx, 'patient', { first_name: 'Zohra', last_name: `Page${i}` });
    const first = (await call('GET', '/patient/search/list?search=zohra')).json();
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.next).toBe('/api/patient/search/list?search=zohra&page=2');
    const second = (await call('GET', '/patient/search/list?search=zohra&page=2')).json();
    expect(second).toMatchObject({ previous: '/api/patient/search/list?search=zohra&page=1', next: null });
  });
});

describe('add_patient and get_my_patients', () => {
  it('asks once, answers 404 for an unknown patient, and lists the patient as pending until a folder is shared', async () => {
    const other = await createAccount(ctx, 'patient');
    const asked = await call('POST', `/doctor/add_patient/${cast.doctor.doctorId}/${other.patientId}/`);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().status).toBe('requested');
    const again = await call('POST', `/doctor/add_patient/${cast.doctor.doctorId}/${other.patientId}/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      msg: 'Your request to add this patient is waiting for their answer.',
      status: 'requested',
    });
    expect((await call('POST', `/doctor/add_patient/${cast.doctor.doctorId}/999999/`)).statusCode).toBe(404);
    const list = await myPatients();
    expect(list.accepted_patients).toEqual([]);
    // The one who accepted is a patient; the one asked is not yet.
    expect(list.pending_patients.map((p: { id: number }) => p.id)).toEqual([cast.patient.patientId]);
    expect(list.requested_patients.map((p: { id: number }) => p.id)).toEqual([other.patientId]);
    expect(list.pending_patients[0]).toEqual({
      id: expect.any(Number),
      full_name: expect.any(String),
      picture_url: null,
      path_folder: null,
      request_pending: false,
    });
  });
});

describe('sendRequest and shared folders', () => {
  it('sends one pending request per patient, only to a patient in the list', async () => {
    const stranger = await createAccount(ctx, 'patient');
    const refused = await call('POST', `/doctor/sendRequest/${cast.doctor.doctorId}/${stranger.patientId}/`);
    expect(refused.json()).toEqual({ patient: ['This patient is not in your list of patients.'] });
    const sent = await call('POST', `/doctor/sendRequest/${cast.doctor.doctorId}/${cast.patient.patientId}/`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', msg: 'Access Request send Successfully' });
    expect(
      (await call('POST', `/doctor/sendRequest/${cast.doctor.doctorId}/${cast.patient.patientId}/`))
        .statusCode,
    ).toBe(409);
    const requests = await call(
      'GET',
      `/patient/${cast.patient.patientId}/access-requests/`,
      cast.patient.auth,
    );
    expect(requests.json()).toContainEqual(expect.objectContaining({ id: sent.json().id }));
  });

  it('opens a folder the patient shared through its grant, and no other folder', async () => {
    const requests = await call(
      'GET',
      `/patient/${cast.patient.patientId}/access-requests/`,
      cast.patient.auth,
    );
    const request = requests.json()[0] as { id: number };
    const shared = await seedFolder(ctx, cast.patient.patientId, 'Analyses');
    const kept = await seedFolder(ctx, cast.patient.patientId, 'Private');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/patient/access-folder/${request.id}/${shared.folderId}/`,
      headers: cast.patient.auth,
      payload: { status: 'True' },
    });
    expect(accepted.statusCode).toBe(200);
    const list = await myPatients();
    expect(list.accepted_patients).toEqual([
      expect.objectContaining({ id: cast.patient.patientId, path_folder: shared.folderId }),
    ]);

    const files = await call('GET', `/doctor/folder/${shared.folderId}/files/`);
    expect(files.json()).toEqual({
      folder: { id: shared.folderId, name: 'Analyses' },
      files: [
        {
          id: shared.fileId,
          name: 'Blood report',
          file: `/api/patient/folder/${shared.folderId}/file/${shared.fileId}/download/`,
          size: expect.any(Number),
          created_at: expect.any(String),
        },
      ],
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url: files.json().files[0].file,
      headers: cast.doctor.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
    expect((await call('GET', `/doctor/folder/${kept.folderId}/files/`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/doctor/folder/${shared.folderId}/files/`, cast.otherDoctor.auth)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/doctor/folder/999999/files/')).statusCode).toBe(404);
    const other = await ctx.app.inject({
      method: 'GET',
      url: files.json().files[0].file,
      headers: cast.otherDoctor.auth,
    });
    expect(other.statusCode).toBe(404);
  });

  it('shows the folder shared most recently', async () => {
    const newer = await seedFolder(ctx, cast.patient.patientId, 'Radiology');
    await seedGrant(ctx, cast.doctor.doctorId, cast.patient.patientId, newer.folderId);
    expect((await myPatients()).accepted_patients[0].path_folder).toBe(newer.folderId);
  });
});
