import type { Knex } from 'knex';
import type { WriterConfig } from '@navia/contracts';

export interface PlatformRow {
  id: string;
  name: string;
  sort_order: number;
  social_key: string | null;
}

export interface FormatRow {
  id: string;
  platform_id: string;
  name: string;
  sort_order: number;
  writer_config: WriterConfig;
  mindstudio_worker_id: string | null;
  mindstudio_workflow: string | null;
  default_variables: Record<string, string>;
}

/** The only code that reads content.platforms and content.formats (seeded by migration; the same for every user). */
export class CatalogueRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  async platforms(): Promise<PlatformRow[]> {
    return this.db.withSchema(this.schema).table('platforms').select('id', 'name', 'sort_order', 'social_key').orderBy('sort_order');
  }

  async platform(id: string): Promise<PlatformRow | undefined> {
    return this.db.withSchema(this.schema).table('platforms').select('id', 'name', 'sort_order', 'social_key').where({ id }).first();
  }

  async formats(platformId?: string): Promise<FormatRow[]> {
    const q = this.db.withSchema(this.schema).table('formats').select('*');
    if (platformId) q.where({ platform_id: platformId });
    return q.orderBy('sort_order');
  }

  async format(id: string): Promise<FormatRow | undefined> {
    return this.db.withSchema(this.schema).table('formats').select('*').where({ id }).first();
  }
}
