// Standalone development mount; in the product the shell loads ./routes instead.
import { mountStandalone } from '@navia/client-kit';
import StrategiesRoutes from './routes';

mountStandalone(StrategiesRoutes, { basePath: '/strategies' });
