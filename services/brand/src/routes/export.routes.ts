import Router from '@koa/router';
import { z } from 'zod';
import type { ExportBrandsResponse } from '@navia/contracts';
import { internalRoute, serviceAuth } from '@navia/service-kit';
import type { BrandDeps } from '../deps';
import { presentBrandData } from '../presenters/brand-presenter';

const UserParams = z.object({ userId: z.string().uuid() });

/** The user's brands for their export (issue 19, contracts `exportInternal`): each with its whole record. */
export function exportRoutes(deps: Pick<BrandDeps, 'brands' | 'serviceToken'>): Router {
  const router = new Router({ prefix: '/internal/users/:userId/export' });
  router.use(serviceAuth(deps.serviceToken));

  router.get('/brands', internalRoute({ params: UserParams }, async (c, { params }) => {
    const rows = await deps.brands.listForUser(params.userId);
    c.body = {
      brands: rows.map((row) => ({
        id: row.id,
        isDefault: row.is_default,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        brandData: presentBrandData(row).brandData,
      })),
    } satisfies ExportBrandsResponse;
  }));

  return router;
}
