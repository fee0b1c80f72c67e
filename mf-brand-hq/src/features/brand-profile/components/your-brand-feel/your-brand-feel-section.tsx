import { useCallback, useId, useMemo, useState } from 'react';
import { Col, Flex, Row, Typography } from 'antd';
import { errorMessage, useToast } from '@navia/client-kit';
import { useRequiredFields } from '../../model/required-fields';
import { useAnalyzeBrand, type AnalysisSources } from '../../api/analyze-brand';
import { useEditableBlock } from '../../hooks/use-editable-block';
import { voiceFormFrom, voiceFromAnalysis, voicePatch, type VoiceForm } from '../../model/voice';
import type { SectionProps } from '../section-props';
import { AnalyzeDialog, type SourceName } from './analyze-dialog';
import { REAL_CONTENT_CARDS, RealContentCard } from './real-content-card';
import { VoiceBlock, type AnalysisView } from './voice-block';

export const ANALYSIS_ERROR_TITLE = 'Brand voice analysis failed';

/** /brand-profile/your-brand-feel: the brand voice with its analysis, and the real content cards. */
export function YourBrandFeelSection({ brandId, record, save }: SectionProps) {
  const isRequired = useRequiredFields();
  const toast = useToast();
  const baseline = useMemo(() => voiceFormFrom(record), [record]);
  const onSave = useCallback((form: VoiceForm) => save(voicePatch(form)), [save]);
  const voice = useEditableBlock({ baseline, onSave, draftName: 'voice' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [analysis, setAnalysis] = useState<AnalysisView | null>(null);
  const analyze = useAnalyzeBrand(brandId);
  const realContentHeadingId = useId();

  // The note belongs to unsaved suggestions: gone once the voice is saved or left. Cleared while rendering (not in
  // an effect), so the render that leaves edit mode already drops it; an analysis is only ever set in edit mode.
  if (!voice.editing && analysis !== null) setAnalysis(null);

  // spec part 2 §4 "Brand voice": the dialog closes and loading starts; the answer fills the voice in edit mode,
  // marked changed; loading stops in every case.
  const runAnalysis = async (sources: AnalysisSources, names: SourceName[]) => {
    setDialogOpen(false);
    setAnalysis(null);
    try {
      const answer = await analyze.mutateAsync(sources);
      voice.replace(voiceFromAnalysis(voice.values, answer), { markChanged: true });
      setAnalysis({ evidence: answer.evidence, sources: names });
    } catch (error) {
      console.error(ANALYSIS_ERROR_TITLE, error);
      toast({ title: ANALYSIS_ERROR_TITLE, description: errorMessage(error), variant: 'error' });
    }
  };

  return (
    <Flex vertical gap={24}>
      <VoiceBlock
        block={voice}
        analyzing={analyze.isPending}
        analysis={analysis}
        onOpenAnalysis={() => setDialogOpen(true)}
        isRequired={isRequired}
      />
      <section aria-labelledby={realContentHeadingId}>
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <Typography.Title level={3} id={realContentHeadingId} style={{ margin: 0, fontSize: 18 }}>
              Real Content from Your Brand
            </Typography.Title>
            <Typography.Text type="secondary">
              Examples of what your brand has written; the analysis can learn your voice from them.
            </Typography.Text>
          </Flex>
          <Row gutter={[16, 16]}>
            {REAL_CONTENT_CARDS.map((card) => (
              <Col key={card.key} xs={24} lg={12}>
                <RealContentCard card={card} record={record} save={save} />
              </Col>
            ))}
          </Row>
        </Flex>
      </section>
      <AnalyzeDialog
        open={dialogOpen}
        website={record.website}
        realContent={record.realContent}
        onCancel={() => setDialogOpen(false)}
        onAnalyze={(sources, names) => void runAnalysis(sources, names)}
      />
    </Flex>
  );
}
