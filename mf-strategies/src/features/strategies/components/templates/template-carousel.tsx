import { useState } from 'react';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Col, Flex, Row, Typography } from 'antd';
import type { StrategyTemplateView } from '@navia/contracts';
import type { TemplateAction } from '../../model/template-action';
import { TemplateCard } from './template-card';

interface TemplateCarouselProps {
  templates: readonly StrategyTemplateView[];
  /** 1 on narrow screens, 2 otherwise (spec part 2 §2.3). */
  perView: 1 | 2;
  actionFor: (template: StrategyTemplateView) => TemplateAction;
  onAction: (template: StrategyTemplateView, action: TemplateAction) => void;
}

/**
 * spec part 2 §2.3 and §9: one or two templates per view, moving one slide at a time, no looping. A first index and
 * a slice: the visible cards are the only ones in the page, so the keyboard never tabs into a hidden slide. The
 * parent remounts it when the filters change, which starts it from the first template again.
 */
export function TemplateCarousel({ templates, perView, actionFor, onAction }: TemplateCarouselProps) {
  const [requested, setIndex] = useState(0);
  // A wider view near the end (or a shorter list) must still fill the view: clamp rather than show a gap.
  const lastStart = Math.max(0, templates.length - perView);
  const index = Math.min(requested, lastStart);
  const visible = templates.slice(index, index + perView);

  return (
    <Flex vertical gap={12}>
      <Row gutter={[16, 16]}>
        {visible.map((template) => (
          <Col key={template.id} span={24 / perView}>
            <TemplateCard template={template} action={actionFor(template)} onAction={onAction} />
          </Col>
        ))}
      </Row>
      {/* Under the cards rather than beside them: at 375 px a side column of arrows would squeeze the card. */}
      <Flex justify="center" align="center" gap={12}>
        <Button shape="circle" aria-label="Previous templates" icon={<LeftOutlined />} disabled={index === 0} onClick={() => setIndex(index - 1)} />
        <Typography.Text type="secondary" aria-live="polite">
          {visible.length > 1 ? `${index + 1}-${index + visible.length} of ${templates.length}` : `${index + 1} of ${templates.length}`}
        </Typography.Text>
        <Button shape="circle" aria-label="Next templates" icon={<RightOutlined />} disabled={index >= lastStart} onClick={() => setIndex(index + 1)} />
      </Flex>
    </Flex>
  );
}
