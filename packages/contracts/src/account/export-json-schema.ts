import { z } from 'zod';
import { EXPORT_FORMAT, EXPORT_VERSION, NaviaExport } from './export.schema';

/**
 * The export format as JSON Schema 2020-12, written into every export beside the data. Kept out of the contracts'
 * index (like openapi.ts): only the server writes it, and the frontends should not carry zod's JSON Schema writer.
 */
export function exportJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(NaviaExport, { io: 'output', unrepresentable: 'any' }),
    $id: `https://navia.app/schemas/${EXPORT_FORMAT}/${EXPORT_VERSION}.json`,
    title: `Navia export, version ${EXPORT_VERSION}`,
  };
}
