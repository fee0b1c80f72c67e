// Standalone development mount; in the product the shell loads ./routes instead.
import { mountStandalone } from '@navia/client-kit';
import BrandHqRoutes from './routes';

mountStandalone(BrandHqRoutes, { basePath: '/brand-profile' });
