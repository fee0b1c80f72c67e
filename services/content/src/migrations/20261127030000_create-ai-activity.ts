import { createAiActivityTable } from '@navia/service-kit';

/** content.ai_activity: each call the writers made to a model other than the composer (issue 18 "AI activity record"). */
export const createAiActivity = createAiActivityTable('20261127030000_create-ai-activity');
