import { createCatalogue } from './20261124110000_create-catalogue';
import { seedCatalogue } from './20261124110100_seed-catalogue';
import { createFiles } from './20261124110200_create-files';
import { createContentGenerations } from './20261124110300_create-content-generations';
import { createTaskExecutions } from './20261124110400_create-task-executions';
import { addTaskExecutionsTimes } from './20261125230000_add-task-executions-times';
import { createAiModelChoices } from './20261127000000_create-ai-model-choices';
import { createFileVoices } from './20261127010000_create-file-voices';
import { createFileProvenance } from './20261127020000_create-file-provenance';
import { createAiActivity } from './20261127030000_create-ai-activity';

export const migrations = [createCatalogue, seedCatalogue, createFiles, createContentGenerations, createTaskExecutions, addTaskExecutionsTimes, createAiModelChoices, createFileVoices, createFileProvenance, createAiActivity];
