import Router from '@koa/router';
import { z } from 'zod';
import { importInternal, type ImportedResponse, type ImportRoomResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { BrandDeps } from '../deps';

const UserParams = z.object({ userId: z.string().uuid() });

/**
 * The brands of an import (issue 19, contracts `importInternal`), with the ids identity gave them. A brand already
 * there (the same file imported again) is skipped. An imported brand is the default only when the account has none.
 */
export function importRoutes(deps: Pick<BrandDeps, 'db' | 'brands' | 'serviceToken'>): Router {
  const router = new Router({ prefix: '/internal/users/:userId/import' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/room', internalRoute({ params: UserParams }, async (c, { params }) => {
    c.body = { brands: (await deps.brands.listForUser(params.userId)).length } satisfies ImportRoomResponse;
  }));

  router.post('/brands', internalRoute({ params: UserParams, body: importInternal.brands.body }, async (c, { params, body }) => {
    const imported = await deps.db.transaction(async (trx) => {
      let hasDefault = Boolean(await deps.brands.findDefaultForUpdate(params.userId, trx));
      let count = 0;
      for (const brand of body.brands) {
        const isDefault = brand.isDefault && !hasDefault;
        const added = await deps.brands.importBrand(
          { id: brand.id, user_id: params.userId, is_default: isDefault, company_name: brand.brandData.companyName, data: brand.brandData, created_at: new Date(brand.createdAt) },
          trx,
        );
        if (added && isDefault) hasDefault = true;
        count += added ? 1 : 0;
      }
      return count;
    });
    c.body = { imported } satisfies ImportedResponse;
  }));

  return router;
}
