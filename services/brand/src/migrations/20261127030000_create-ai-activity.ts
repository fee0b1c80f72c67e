import { createAiActivityTable } from '@navia/service-kit';

/** brand.ai_activity: each call the voice analyzers made to a model (issue 18 "AI activity record"). */
export const createAiActivity = createAiActivityTable('20261127030000_create-ai-activity');
