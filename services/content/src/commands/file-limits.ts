import type { Knex } from 'knex';
import { planOf, UNLIMITED, withinLimit, type PlanKey } from '@navia/contracts';
import { planLimitReached } from '@navia/service-kit';
import type { FilesRepository } from '../repositories/files-repository';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** spec part 1 §9 storage.maxFileSizeMb: one file's texts. */
export function assertFileSize(plan: PlanKey, bytes: number): void {
  const maxMb = planOf(plan).limits.storage.maxFileSizeMb;
  if (maxMb !== UNLIMITED && bytes > maxMb * MB) throw planLimitReached(`A file can hold at most ${maxMb} MB on your plan`, 'content');
}

/**
 * storage.maxFiles and maxTotalGb before a file is added: inside the creating transaction under the user's lock (two
 * creations at once take turns), or without a transaction as a cheap early refusal before work that would be wasted.
 * Only growth is refused: a user over a cap after a downgrade can still edit.
 */
export async function assertRoomForFile(files: FilesRepository, plan: PlanKey, userId: string, addedBytes: number, trx?: Knex.Transaction): Promise<void> {
  const storage = planOf(plan).limits.storage;
  if (trx) await files.lockUser(userId, trx);
  const used = await files.usage(userId, trx);
  if (!withinLimit(storage.maxFiles, used.files)) throw planLimitReached(`Your plan holds at most ${storage.maxFiles} files; delete one or upgrade to add more`, 'files');
  if (storage.maxTotalGb !== UNLIMITED && used.bytes + addedBytes > storage.maxTotalGb * GB) {
    throw planLimitReached(`Your plan stores at most ${storage.maxTotalGb} GB of files`, 'files');
  }
}

/** storage.maxTotalGb when an existing file grows. */
export async function assertRoomForGrowth(files: FilesRepository, plan: PlanKey, userId: string, grownBy: number, trx: Knex.Transaction): Promise<void> {
  const maxGb = planOf(plan).limits.storage.maxTotalGb;
  if (maxGb === UNLIMITED || grownBy <= 0) return;
  const used = await files.usage(userId, trx);
  if (used.bytes + grownBy > maxGb * GB) throw planLimitReached(`Your plan stores at most ${maxGb} GB of files`, 'content');
}

export function hasVersioning(plan: PlanKey): boolean {
  return planOf(plan).limits.storage.versioning;
}
