import type { ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { BRAND_DATA_LIMITS, type VoiceEvidence } from '@navia/contracts';
import type { IsRequired } from '../../model/required-fields';
import type { EditableBlock } from '../../hooks/use-editable-block';
import { EMOJI_STYLE_CHOICES } from '../../model/choice-labels';
import type { VoiceForm } from '../../model/voice';
import { EditableBlockCard } from '../shared/editable-block-card';
import { SelectField } from '../shared/select-field';
import { TextField } from '../shared/text-field';
import type { SourceName } from './analyze-dialog';

/** spec part 2 §9: voice trait text areas have 2 rows; the emoji picker is 220 px wide. */
const TRAIT_ROWS = 2;
const EMOJI_PICKER_WIDTH = 220;

export interface AnalysisView {
  evidence: VoiceEvidence[];
  sources: SourceName[];
}

const FIELD_TITLES: Record<VoiceEvidence['field'], string> = {
  brand_personality: "Brand's Personality",
  tone_of_voice: 'Tone of Voice',
  language_style: 'Language Style',
  emoji_preferences: 'Emoji Style & Preferences',
};

function VoiceCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0, fontSize: 15 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {description}
        </Typography.Text>
        {children}
      </Flex>
    </Card>
  );
}

const joinNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The note and the evidence after an analysis: the suggestions are not applied until saved (spec part 2 §2.6). */
function AnalysisNote({ analysis }: { analysis: AnalysisView }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`These suggestions come from the brand voice analysis of ${joinNames(analysis.sources)}. Review them and press Save to apply them.`}
      description={
        analysis.evidence.length > 0 && (
          <Flex vertical gap={4}>
            <Typography.Text strong>Why these suggestions</Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {analysis.evidence.map((e, i) => (
                <li key={`${e.field}-${e.trait}-${i}`}>
                  <Typography.Text strong>{e.trait}</Typography.Text> ({FIELD_TITLES[e.field]}): {e.reasons.join('; ')}
                </li>
              ))}
            </ul>
          </Flex>
        )
      }
    />
  );
}

interface VoiceBlockProps {
  block: EditableBlock<VoiceForm>;
  analyzing: boolean;
  analysis: AnalysisView | null;
  onOpenAnalysis: () => void;
  isRequired: IsRequired;
}

/**
 * The brand voice: Brand's Personality, Tone of Voice, Language Style (traits as comma-separated text) and Emoji Style
 * & Preferences, edited and saved together; any change flags the whole voice as changed. Blocked while an analysis
 * runs.
 */
export function VoiceBlock({ block, analyzing, analysis, onOpenAnalysis, isRequired }: VoiceBlockProps) {
  const { values, editing, change } = block;
  const traitField = (key: 'personality' | 'tone' | 'language', label: string, limit: number, path: string) => (
    <TextField
      label={label}
      hideLabel
      value={values[key]}
      onChange={(text) => change({ [key]: text })}
      editing={editing}
      disabled={analyzing}
      limit={limit}
      required={isRequired(path)}
      rows={TRAIT_ROWS}
      placeholder="e.g. warm, witty, bold"
    />
  );

  return (
    <EditableBlockCard
      title="Your Brand Voice"
      block={block}
      disabled={analyzing}
      extra={
        <Button onClick={onOpenAnalysis} disabled={analyzing || block.saving}>
          Analyze My Brand Voice
        </Button>
      }
      description={analysis && editing ? <AnalysisNote analysis={analysis} /> : undefined}
    >
      <Spin spinning={analyzing} description="Analyzing your brand voice...">
        <Row gutter={[16, 16]} aria-busy={analyzing || undefined}>
          <Col xs={24} md={12}>
            <VoiceCard title="Brand's Personality" description="The character of your brand, in a few words separated by commas.">
              {traitField('personality', "Brand's Personality", BRAND_DATA_LIMITS.brandPersonality, 'brandPersonality.traits')}
            </VoiceCard>
          </Col>
          <Col xs={24} md={12}>
            <VoiceCard title="Tone of Voice" description="How your brand sounds when it speaks.">
              {traitField('tone', 'Tone of Voice', BRAND_DATA_LIMITS.toneOfVoice, 'toneOfVoice.traits')}
            </VoiceCard>
          </Col>
          <Col xs={24} md={12}>
            <VoiceCard title="Language Style" description="The words and sentences your brand prefers.">
              {traitField('language', 'Language Style', BRAND_DATA_LIMITS.languageStyle, 'languageStyle.traits')}
            </VoiceCard>
          </Col>
          <Col xs={24} md={12}>
            <VoiceCard title="Emoji Style & Preferences" description="Whether and how your content uses emojis.">
              <SelectField
                label="Emoji style"
                value={values.emojiStyle}
                options={EMOJI_STYLE_CHOICES}
                onChange={(emojiStyle) => change({ emojiStyle })}
                editing={editing}
                disabled={analyzing}
                required={isRequired('emojiPreferences.style')}
                width={EMOJI_PICKER_WIDTH}
              />
              <TextField
                label="Favorite Emojis"
                value={values.customEmojis}
                onChange={(customEmojis) => change({ customEmojis })}
                editing={editing}
                disabled={analyzing}
                limit={BRAND_DATA_LIMITS.customEmojis}
                placeholder="✨ 🚀 💡"
              />
            </VoiceCard>
          </Col>
        </Row>
      </Spin>
    </EditableBlockCard>
  );
}
