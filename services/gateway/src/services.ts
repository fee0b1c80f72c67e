import type { ServiceModule } from '@navia/service-kit';
import { identityService } from '@navia/identity-service';
import { brandService } from '@navia/brand-service';
import { strategiesService } from '@navia/strategies-service';
import { tasksService } from '@navia/tasks-service';
import { contentService } from '@navia/content-service';

/** Every service module, in migration order (identity first: others call it). */
export const ALL_SERVICES: readonly ServiceModule[] = [identityService, brandService, strategiesService, tasksService, contentService];
