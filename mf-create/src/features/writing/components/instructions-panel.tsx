import { useId, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { TOPIC_MAX, type Format, type Platform } from '@navia/contracts';
import { NO_AUDIENCES, NO_OFFERS, withCurrent } from '../model/brand-options';
import type { InstructionValues } from '../model/content-instructions';
import { LabelledSelect } from './labelled-select';
import { LockedOptionLabel } from './locked-option-label';

interface InstructionsPanelProps {
  values: InstructionValues;
  platforms: readonly Platform[];
  platformsLoading: boolean;
  platformsFailed: boolean;
  formats: readonly Format[];
  formatsLoading: boolean;
  audiences: readonly string[];
  offers: readonly string[];
  brandLoading: boolean;
  /** The brand profile could not be read (after its retries): the lists are empty for that reason, not for lack of setup. */
  brandFailed: boolean;
  /** The button's label (spec part 2 §2.8: Create Writing on desktop; Write Content / Re-write Content on mobile). */
  writeLabel: string;
  onPlatform: (platformId: string) => void;
  onFormat: (formatId: string) => void;
  onChange: (values: InstructionValues) => void;
  onWrite: () => void;
  /** Which model writes, and the choice of it (WriterModelField), above the write button. */
  writerModel?: ReactNode;
}

/** Our wording: the spec has no message for these failures. */
const PLATFORMS_ERROR = 'Platforms could not be loaded. Reload the page to try again.';
const BRAND_ERROR = 'Your brand profile could not be loaded, so audiences and offers are missing.';

/** A labelled group (Where, Who, What): a visible heading and the fields under it. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title id={id} level={3} style={{ fontSize: 15, margin: '0 0 8px' }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </section>
  );
}

/**
 * The Content Instructions panel (spec part 2 §2.8): Where (platform and format), Who (audience), What (offer), the
 * topic, and the write button. Platforms outside the plan stay in the list with a crown: choosing one is refused
 * with 'Platform requires upgrade' by the caller, so the option is not disabled in antd's sense (that would make it
 * silently unclickable).
 */
export function InstructionsPanel(props: InstructionsPanelProps) {
  const { values } = props;
  const topicId = useId();

  const platformOptions = props.platforms.map((p) => ({
    value: p.id,
    title: p.available ? p.name : `${p.name} (requires upgrade)`,
    label: p.available ? p.name : <LockedOptionLabel name={p.name} />,
  }));
  const formatOptions = props.formats.map((f) => ({ value: f.id, label: f.name }));
  const audienceOptions = withCurrent(props.audiences, values.audience).map((a) => ({ value: a, label: a }));
  const offerOptions = withCurrent(props.offers, values.offer).map((o) => ({ value: o, label: o }));

  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>Content Instructions</Typography.Title>} styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={16}>
        <Group title="Where">
          <LabelledSelect
            label="Platform"
            value={values.platformId}
            options={platformOptions}
            loading={props.platformsLoading}
            notFound={props.platformsFailed ? PLATFORMS_ERROR : undefined}
            onChange={props.onPlatform}
          />
          {props.platformsFailed && <Typography.Text type="danger">{PLATFORMS_ERROR}</Typography.Text>}
          <LabelledSelect
            label="Format"
            value={values.formatId}
            options={formatOptions}
            loading={props.formatsLoading}
            notFound={values.platformId ? 'No formats for this platform' : 'Select a platform first'}
            onChange={props.onFormat}
          />
        </Group>
        <Group title="Who">
          <LabelledSelect
            label="Audience"
            value={values.audience}
            options={audienceOptions}
            loading={props.brandLoading}
            notFound={NO_AUDIENCES}
            onChange={(audience) => props.onChange({ ...values, audience })}
          />
          {props.brandFailed && <Typography.Text type="danger">{BRAND_ERROR}</Typography.Text>}
          {!props.brandLoading && !props.brandFailed && props.audiences.length === 0 && <Typography.Text type="secondary">{NO_AUDIENCES}</Typography.Text>}
        </Group>
        <Group title="What">
          <LabelledSelect
            label="Offer"
            value={values.offer}
            options={offerOptions}
            loading={props.brandLoading}
            notFound={NO_OFFERS}
            onChange={(offer) => props.onChange({ ...values, offer })}
          />
          {!props.brandLoading && !props.brandFailed && props.offers.length === 0 && <Typography.Text type="secondary">{NO_OFFERS}</Typography.Text>}
        </Group>
        <Flex vertical gap={4}>
          <Typography.Text>
            <label htmlFor={topicId}>Topic to write about</label>
          </Typography.Text>
          <Input.TextArea
            id={topicId}
            value={values.topic}
            maxLength={TOPIC_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="What should this piece be about?"
            onChange={(e) => props.onChange({ ...values, topic: e.target.value })}
          />
        </Flex>
        {props.writerModel}
        <Button type="primary" block onClick={props.onWrite}>
          {props.writeLabel}
        </Button>
      </Flex>
    </Card>
  );
}
