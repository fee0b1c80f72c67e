import { UNLIMITED, type ImportRoomResponse, type NaviaExport, type PlanDefinition } from '@navia/contracts';

const over = (max: number, value: number) => max !== UNLIMITED && value > max;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the plan's caps do not allow of this import, in words for the person; null when it all fits. Checked before
 * anything is written, against what the account holds now, so a refused import leaves nothing behind.
 */
export function importRefusal(plan: PlanDefinition, room: ImportRoomResponse, data: NaviaExport): string | null {
  const { brand, strategies, tasks, storage } = plan.limits;
  const brands = (room.brands ?? 0) + data.brands.length;
  if (!brand.multipleProfiles && brands > 1) return `Your ${plan.name} plan has one brand profile; with this file you would have ${brands}. Upgrade to import it.`;
  for (const b of data.brands) {
    const personas = b.brandData.personas.users.length;
    const offerings = b.brandData.offerings.length;
    if (over(brand.maxPersonas, personas)) return `Your ${plan.name} plan allows ${plural(brand.maxPersonas, 'persona', 'personas')} a brand; ${b.brandData.companyName} has ${personas}.`;
    if (over(brand.maxOfferings, offerings)) return `Your ${plan.name} plan allows ${plural(brand.maxOfferings, 'offering', 'offerings')} a brand; ${b.brandData.companyName} has ${offerings}.`;
  }
  const active = (room.activeStrategies ?? 0) + data.strategies.filter((s) => s.strategy.status === 'active').length;
  if (over(strategies.maxActive, active)) return `Your ${plan.name} plan allows ${plural(strategies.maxActive, 'active strategy', 'active strategies')}; with this file you would have ${active}.`;
  const open = (room.openTasks ?? 0) + data.tasks.filter((t) => t.status !== 'completed').length;
  if (over(tasks.maxActive, open)) return `Your ${plan.name} plan allows ${plural(tasks.maxActive, 'open task', 'open tasks')}; with this file you would have ${open}.`;
  const perStrategy = new Map<string, number>();
  for (const t of data.tasks) perStrategy.set(t.strategyId, (perStrategy.get(t.strategyId) ?? 0) + 1);
  const biggest = Math.max(0, ...perStrategy.values());
  if (over(tasks.maxPerStrategy, biggest)) return `Your ${plan.name} plan allows ${plural(tasks.maxPerStrategy, 'task', 'tasks')} a strategy; a strategy in this file has ${biggest}.`;
  const files = (room.files ?? 0) + data.files.length;
  if (over(storage.maxFiles, files)) return `Your ${plan.name} plan allows ${plural(storage.maxFiles, 'file', 'files')}; with this file you would have ${files}.`;
  const fileBytes = data.files.map((f) => Buffer.byteLength(f.name) + Buffer.byteLength(f.content) + Buffer.byteLength(f.approvedContent ?? ''));
  const largest = Math.max(0, ...fileBytes);
  if (over(storage.maxFileSizeMb, largest / (1024 * 1024))) return `Your ${plan.name} plan allows files of up to ${storage.maxFileSizeMb} MB; this file has a larger one.`;
  const bytes = (room.bytes ?? 0) + fileBytes.reduce((a, b) => a + b, 0);
  if (over(storage.maxTotalGb, bytes / 1024 ** 3)) return `Your ${plan.name} plan stores up to ${storage.maxTotalGb} GB; with this file you would need more.`;
  return null;
}
