import { runStandalone } from '@navia/service-kit';
import { tasksService } from './index';

void runStandalone(tasksService);
