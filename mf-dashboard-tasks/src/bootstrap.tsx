// Standalone development mount; in the product the shell loads ./routes instead.
import { mountStandalone } from '@navia/client-kit';
import DashboardTasksRoutes from './routes';

mountStandalone(DashboardTasksRoutes, { basePath: '/' });
