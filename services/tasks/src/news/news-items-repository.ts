import type { Knex } from 'knex';
import { affectedRows } from '@navia/service-kit';

export interface NewsItemRow {
  id: string;
  title: string;
  summary: string;
  url: string | null;
  category: string;
  is_important: boolean;
  published_at: Date;
  created_at: Date;
}

export type NewNewsItemRow = Pick<NewsItemRow, 'id' | 'title' | 'summary' | 'url' | 'category' | 'is_important'> & { published_at?: Date };

/** The only code that touches tasks.news_items (the built-in source). Items are global: nothing here is per user. */
export class NewsItemsRepository {
  constructor(private readonly db: Knex, private readonly schema: string) {}

  private table() {
    return this.db.withSchema(this.schema).table('news_items');
  }

  async listLatest(limit: number): Promise<NewsItemRow[]> {
    return this.table().select('*').orderBy([{ column: 'published_at', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'id' }]).limit(limit);
  }

  async insert(row: NewNewsItemRow): Promise<NewsItemRow> {
    const [inserted] = await this.table().insert(row).returning('*');
    return inserted as NewsItemRow;
  }

  async remove(id: string): Promise<boolean> {
    return affectedRows(await this.table().where({ id }).delete()) > 0;
  }
}
