import type { ChangedEvent, ChangedList } from '@reayah/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeEvents } from './event-stream.ts';
import { sharedKeys } from './query-keys.ts';

// The other side's changes, live: the server sends a `changed` event naming what changed (a
// patient booked, the doctor cancelled or marked an appointment done) to both sides' streams, and
// each kind maps here to the lists and counts that show it, which are read again at once.

export interface Viewer {
  patientId?: string | undefined;
  doctorId?: string | undefined;
}

const LIST_KEYS: Record<ChangedList, (viewer: Viewer) => QueryKey[]> = {
  appointments: ({ patientId, doctorId }) => [
    ...(patientId ? [sharedKeys.patientBookings(patientId)] : []),
    ...(doctorId ? [sharedKeys.doctorArea(doctorId), sharedKeys.publicDoctorSlots(doctorId)] : []),
    sharedKeys.upcomingVisits,
  ],
};

/** The query keys to read again after a `changed` event; none for a kind this app does not know. */
export function keysForChange(event: unknown, viewer: Viewer): QueryKey[] {
  const list = (event as Partial<ChangedEvent> | null)?.list;
  return list && Object.hasOwn(LIST_KEYS, list) ? LIST_KEYS[list](viewer) : [];
}

/** Keeps the viewer's lists true while their area is open, whoever changed them. */
export function useLiveLists(viewer: Viewer) {
  const client = useQueryClient();
  const { patientId, doctorId } = viewer;
  useEffect(
    () =>
      subscribeEvents('changed', (event) => {
        for (const queryKey of keysForChange(event, { patientId, doctorId }))
          void client.invalidateQueries({ queryKey });
      }),
    [client, patientId, doctorId],
  );
}
