import { runStandalone } from '@navia/service-kit';
import { contentService } from './index';

void runStandalone(contentService);
