import type { ExportTask, NaviaExport } from '@navia/contracts';

/**
 * The file's records with the ids they get in the importing account (`id` maps an old id to its new one), every
 * reference between them (brand, strategy, prerequisite, output file, source task, objective, key result) mapped the
 * same way. A reference to a record that is not in the file (a file's task deleted before the export) is dropped
 * rather than pointed at nothing.
 */
export function remapExport(data: NaviaExport, id: (oldId: string) => string): NaviaExport {
  const taskIds = new Set(data.tasks.map((t) => t.id));
  const fileIds = new Set(data.files.map((f) => f.id));
  const known = (ids: Set<string>, ref: string | null) => (ref && ids.has(ref) ? id(ref) : null);
  return {
    ...data,
    brands: data.brands.map((b) => ({ ...b, id: id(b.id) })),
    strategies: data.strategies.map((s) => ({
      ...s,
      strategy: { ...s.strategy, id: id(s.strategy.id), brandId: id(s.strategy.brandId) },
      objectives: s.objectives.map((o) => ({ ...o, id: id(o.id), keyResults: o.keyResults.map((kr) => ({ ...kr, id: id(kr.id) })) })),
    })),
    tasks: data.tasks.map((t) => ({
      ...t,
      id: id(t.id),
      brandId: id(t.brandId),
      strategyId: id(t.strategyId),
      dependencyId: known(taskIds, t.dependencyId),
      outputFileId: known(fileIds, t.outputFileId),
    })),
    files: data.files.map((f) => ({ ...f, id: id(f.id), brandId: id(f.brandId), sourceTaskId: known(taskIds, f.sourceTaskId) })),
  };
}

/** Tasks with every prerequisite before its dependants (the table's key needs it there first). */
export function prerequisitesFirst(tasks: readonly ExportTask[]): ExportTask[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const placed = new Set<string>();
  const ordered: ExportTask[] = [];
  const place = (task: ExportTask, path: Set<string>) => {
    if (placed.has(task.id) || path.has(task.id)) return;
    path.add(task.id);
    const prerequisite = task.dependencyId ? byId.get(task.dependencyId) : undefined;
    if (prerequisite) place(prerequisite, path);
    placed.add(task.id);
    ordered.push(task);
  };
  for (const task of tasks) place(task, new Set());
  return ordered;
}

/** Splits items into runs whose JSON stays under `maxBytes` (each service's body limit), one item at least per run. */
export function chunkBySize<T>(items: readonly T[], maxBytes: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (current.length && size + bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) chunks.push(current);
  return chunks;
}
