import { algeriaDay, RELATIVE_MESSAGES as M, type Relative, type RelativeInput } from '@reayah/contracts';
import type { Deps } from '#api/deps.ts';
import { audit } from '#api/lib/audit.ts';
import type { Identity } from '#api/lib/auth/tokens.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import * as repo from './repository.ts';

type Patient = Identity & { patientId: number };

function valuesOf(body: Partial<RelativeInput>): Partial<repo.RelativeValues> {
  return {
    ...(body.full_name !== undefined && { fullName: body.full_name }),
    ...(body.date_of_birth !== undefined && { dateOfBirth: body.date_of_birth }),
    ...(body.sex !== undefined && { sex: body.sex }),
    ...(body.relation !== undefined && { relation: body.relation }),
  };
}

export function createRelativesService(deps: Deps) {
  const { db } = deps;

  function assertBorn(dateOfBirth: string | undefined) {
    if (dateOfBirth && dateOfBirth > algeriaDay(deps.now())) throw badRequest('date_of_birth', M.futureBirth);
  }

  async function list(identity: Patient): Promise<Relative[]> {
    return (await repo.listRelatives(db, identity.patientId)).map(repo.toRelative);
  }

  async function add(identity: Patient, body: RelativeInput): Promise<Relative> {
    assertBorn(body.date_of_birth);
    return db.transaction(async (tx) => {
      const row = await repo.insertRelative(tx, identity.patientId, {
        fullName: body.full_name,
        dateOfBirth: body.date_of_birth,
        sex: body.sex,
        relation: body.relation,
      });
      await audit(tx, identity, 'create', 'relative', row.id, identity.patientId);
      return repo.toRelative(row);
    });
  }

  async function update(
    identity: Patient,
    relativeId: number,
    body: Partial<RelativeInput>,
  ): Promise<Relative> {
    assertBorn(body.date_of_birth);
    return db.transaction(async (tx) => {
      const row = await repo.updateRelative(tx, identity.patientId, relativeId, valuesOf(body));
      if (!row) throw notFound(M.notFound);
      await audit(tx, identity, 'update', 'relative', row.id, identity.patientId);
      return repo.toRelative(row);
    });
  }

  async function remove(identity: Patient, relativeId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.deleteRelative(tx, identity.patientId, relativeId);
      if (!row) throw notFound(M.notFound);
      await audit(tx, identity, 'delete', 'relative', row.id, identity.patientId);
    });
  }

  return { list, add, update, remove };
}
