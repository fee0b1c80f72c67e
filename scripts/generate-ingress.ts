// Writes infra/k8s/ingress.yaml from the contracts route table: `npx tsx scripts/generate-ingress.ts`.
// `node scripts/validate-infra.mjs` fails when the committed file differs from what this would write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { API_ROUTES } from '@navia/contracts';
import { renderIngress } from './infra/ingress';

export const INGRESS_FILE = join(__dirname, '..', 'infra', 'k8s', 'ingress.yaml');

writeFileSync(INGRESS_FILE, renderIngress(API_ROUTES, (doc) => stringify(doc, { lineWidth: 0 })));
process.stdout.write(`wrote ${INGRESS_FILE} (${API_ROUTES.length} /api rules)\n`);
