import { useId, useState } from 'react';
import { Button, DatePicker, Flex, Modal, Select, Typography } from 'antd';
import { track, useActiveBrand, useAuthStore, useToast } from '@navia/client-kit';
import { defaultGoalDate, todayIn, type StrategyTemplateView } from '@navia/contracts';
import { useCreateStrategyFromTemplate } from '../../api/create-strategy-from-template';
import { useLaunchBrandOptions, type LaunchOption } from '../../api/get-launch-brand-options';
import { dayToPicker, isBeforeDay, LONG_DATE_FORMAT, pickerToDay } from '../../model/dates';
import { buildCreateBody, hasBlankChangeValue } from '../../model/launch-form';
import { LaunchObjectives } from './launch-objectives';
import { TimeNeededPanel } from './time-needed-panel';

interface LaunchStrategyDialogProps {
  /** The template to launch; null keeps the dialog closed. */
  template: StrategyTemplateView | null;
  onClose: () => void;
  /** After a successful launch: the page closes this dialog and the templates dialog. */
  onLaunched: () => void;
}

interface OptionSelectProps {
  label: string;
  options: LaunchOption[] | undefined;
  value: string | undefined;
  emptyText: string;
  unnamed: string;
  disabled: boolean;
  onChange: (id: string) => void;
}

function OptionSelect({ label, options, value, emptyText, unnamed, disabled, onChange }: OptionSelectProps) {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        loading={options === undefined}
        placeholder={options === undefined ? 'Loading...' : emptyText}
        notFoundContent={emptyText}
        onChange={onChange}
        options={(options ?? []).map((o) => ({ value: o.id, label: o.name.trim() || unnamed }))}
      />
    </Flex>
  );
}

/** The dialog's body, mounted per open so every choice starts from its default and is forgotten on close (spec §4). */
interface LaunchFormProps extends LaunchStrategyDialogProps {
  template: StrategyTemplateView;
  launch: ReturnType<typeof useCreateStrategyFromTemplate>;
}

function LaunchForm({ template, launch, onClose, onLaunched }: LaunchFormProps) {
  const toast = useToast();
  const goalDateId = useId();
  const timeZone = useAuthStore((s) => s.user?.publicMetadata.timezone);
  const brandId = useActiveBrand().brand?.id ?? null;
  const options = useLaunchBrandOptions(true);
  const payload = template.templatePayload;
  const today = todayIn(timeZone);

  const [goalDate, setGoalDate] = useState<string | null>(() => defaultGoalDate(payload.duration, today, payload.goalDate));
  // Until the person picks one, the first offering and persona are the choice (spec: defaults on open).
  const [offerChoice, setOfferChoice] = useState<string>();
  const [personaChoice, setPersonaChoice] = useState<string>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [percents, setPercents] = useState<Record<string, string>>({});
  const offerId = offerChoice ?? options.data?.offerings[0]?.id;
  const personaId = personaChoice ?? options.data?.personas[0]?.id;

  const busy = launch.isPending;
  const blank = hasBlankChangeValue(payload, values);

  const submit = () => {
    const body = buildCreateBody(template, { goalDate, offerId, personaId, values, percents, brandId });
    launch.mutate(body, {
      onSuccess: (answer) => {
        track('strategy_launched', { strategy_id: answer.strategyId, template_id: template.id });
        toast({ title: 'Strategy Launched!', description: 'Your new strategy has been created successfully.', variant: 'success' });
        onLaunched();
      },
      onError: (error) => {
        console.error('Failed to launch strategy', error);
        toast({ title: 'Failed to Launch Strategy', description: 'There was an error creating your strategy. Please try again.', variant: 'error' });
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">Edit and confirm your strategy details before launching.</Typography.Text>
      <div>
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {template.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {template.description}
        </Typography.Paragraph>
      </div>
      <Flex vertical gap={4}>
        <label htmlFor={goalDateId}>Goal Date</label>
        <DatePicker
          id={goalDateId}
          placeholder="Pick a date"
          format={LONG_DATE_FORMAT}
          value={dayToPicker(goalDate)}
          disabled={busy}
          disabledDate={(day) => isBeforeDay(day, today)}
          onChange={(day) => setGoalDate(pickerToDay(day))}
          style={{ maxWidth: 280 }}
        />
      </Flex>
      <Flex gap={16} wrap>
        <OptionSelect
          label="What You're Promoting"
          options={options.data?.offerings}
          value={offerId}
          emptyText="No offerings found"
          unnamed="Untitled offering"
          disabled={busy}
          onChange={setOfferChoice}
        />
        <OptionSelect
          label="Who You're Targeting"
          options={options.data?.personas}
          value={personaId}
          emptyText="No personas found"
          unnamed="Unnamed persona"
          disabled={busy}
          onChange={setPersonaChoice}
        />
      </Flex>
      <LaunchObjectives
        payload={payload}
        values={values}
        percents={percents}
        disabled={busy}
        onValueChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        onPercentChange={(key, percent) => setPercents((p) => ({ ...p, [key]: percent }))}
      />
      <TimeNeededPanel duration={payload.duration} commitment={payload.commitment} />
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {/* disabled plus the busy label, not `loading`: antd's spinner can stick on a button whose label changes. */}
        <Button type="primary" disabled={busy || blank} onClick={submit}>
          {busy ? 'Launching...' : 'Launch Strategy'}
        </Button>
      </Flex>
    </Flex>
  );
}

/** spec part 2 §2.4 "Launch Strategy". */
export function LaunchStrategyDialog({ template, onClose, onLaunched }: LaunchStrategyDialogProps) {
  // Held here, not in the form: while the launch runs the dialog cannot be closed, so its answer always finds the
  // form that reports it (a closed form would drop the toast and leave the templates dialog open).
  const launch = useCreateStrategyFromTemplate();
  const busy = launch.isPending;
  return (
    <Modal
      open={template !== null}
      title="Launch Strategy"
      // Escape, the mask and the close button all go through onCancel.
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {template && <LaunchForm key={template.id} template={template} launch={launch} onClose={onClose} onLaunched={onLaunched} />}
    </Modal>
  );
}
