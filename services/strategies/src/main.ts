import { runStandalone } from '@navia/service-kit';
import { strategiesService } from './index';

void runStandalone(strategiesService);
