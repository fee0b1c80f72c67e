import { runStandalone } from '@navia/service-kit';
import { brandService } from './index';

void runStandalone(brandService);
