import { Flex, Typography } from 'antd';
import { errorMessage, useToast } from '@navia/client-kit';
import { AI_MODEL_REQUIRES_UPGRADE, type AiModel } from '@navia/contracts';
import { useAiModels, useSelectAiModel } from '../api/ai-models';
import { LabelledSelect } from './labelled-select';
import { LockedOptionLabel } from './locked-option-label';

/** Our wording (issue 21; the spec has no model choice). */
export const MODELS_ERROR = 'The AI models could not be loaded. Drafts are written with the server’s default.';
const optionName = (m: AiModel) => (m.writer === 'offline' ? `${m.name} (built in)` : m.local ? `${m.name} (on this server)` : m.name);

/**
 * Which model writes the next draft, and the choice of it (the plans' "AI model selection", Grow and above). On other
 * plans the models are shown with a crown and choosing one is answered with the upgrade toast, as for platforms.
 */
export function WriterModelField() {
  const models = useAiModels();
  const select = useSelectAiModel();
  const toast = useToast();
  const data = models.data;

  const onChange = (id: string) => {
    if (!data || id === data.activeModel.id) return;
    if (!data.canSelect) {
      toast({ title: AI_MODEL_REQUIRES_UPGRADE, variant: 'warning' });
      return;
    }
    select.mutate(id, { onError: (error) => toast({ title: 'The model could not be changed', description: errorMessage(error), variant: 'error' }) });
  };

  const options = (data?.models ?? []).map((m) => ({
    value: m.id,
    title: data?.canSelect ? optionName(m) : `${optionName(m)} (requires upgrade)`,
    label: data?.canSelect ? optionName(m) : <LockedOptionLabel name={optionName(m)} />,
  }));
  const chosenGone = data?.canSelect && data.selectedModel !== null && !data.models.some((m) => m.id === data.selectedModel);

  return (
    <Flex vertical gap={4}>
      <LabelledSelect
        label="AI model"
        value={data?.activeModel.id ?? ''}
        options={options}
        loading={models.isPending || select.isPending}
        notFound={models.isError ? MODELS_ERROR : undefined}
        onChange={onChange}
      />
      {models.isError && <Typography.Text type="danger">{MODELS_ERROR}</Typography.Text>}
      {data && <Typography.Text type="secondary">{data.activeModel.description}.</Typography.Text>}
      {chosenGone && (
        <Typography.Text type="warning">
          {`The model you chose (${data.selectedModel}) is not available now: drafts are written with ${data.activeModel.name}.`}
        </Typography.Text>
      )}
    </Flex>
  );
}
