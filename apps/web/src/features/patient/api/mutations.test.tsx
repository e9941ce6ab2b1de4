import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryHarness } from '#web/test/query-harness.tsx';
import { useDecideAccess } from './access-requests.ts';
import { useUpdateProfile } from './update-profile.ts';

const PATIENT = '2';

describe('patient mutations refresh the lists they change', () => {
  it('accepting an access request refreshes the requests and the folder’s doctors with access', async () => {
    const harness = queryHarness({
      requests: ['patient', PATIENT, 'access-requests'],
      grants: ['patient', 'folder-grants', '31'],
    });
    const { result } = renderHook(() => useDecideAccess(PATIENT), { wrapper: harness.wrapper });
    await act(() => result.current.mutateAsync({ requestId: 7, folderId: 31, accept: true }));
    expect(harness.refreshed()).toEqual(['grants', 'requests']);
  });

  it('saving the profile refreshes the name and picture shown on the search page', async () => {
    const harness = queryHarness({ searcher: ['search', 'patient-profile', PATIENT] });
    const { result } = renderHook(() => useUpdateProfile(PATIENT), { wrapper: harness.wrapper });
    await act(() => result.current.mutateAsync(new FormData()));
    expect(harness.refreshed()).toEqual(['searcher']);
  });
});
