// Standalone development mount; in the product the shell loads ./routes instead.
import { mountStandalone } from '@navia/client-kit';
import CreateRoutes from './routes';

mountStandalone(CreateRoutes, { basePath: '/create' });
