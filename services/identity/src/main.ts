import { runStandalone } from '@navia/service-kit';
import { identityService } from './index';

void runStandalone(identityService);
