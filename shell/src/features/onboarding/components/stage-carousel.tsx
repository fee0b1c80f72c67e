import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, theme } from 'antd';
// Per-icon paths: the package's barrel entry pulls in ESM that jest cannot load.
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { BusinessStage, BusinessStageId } from '@navia/contracts';
import { StageCard } from './stage-card';

/** spec part 1 §9: cards are 320 px wide (narrower only when the screen is). */
const CARD_WIDTH = 320;

/** Arrow keys move between cards in either orientation, as in any radio group. */
const KEY_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface StageCarouselProps {
  stages: readonly BusinessStage[];
  selectedId: BusinessStageId | null;
  onSelect: (stage: BusinessStage) => void;
}

/**
 * One stage card in view at a time, with arrows and dots that wrap around both ways. The cards form a radio group:
 * Tab reaches the card in view, arrow keys move to the previous or next card, Space or Enter selects it.
 */
export function StageCarousel({ stages, selectedId, onSelect }: StageCarouselProps) {
  const { token } = theme.useToken();
  const [index, setIndex] = useState(() => Math.max(0, stages.findIndex((s) => s.id === selectedId)));
  const cardRefs = useRef<(HTMLDivElement | null)[]>([]);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const wrap = (i: number) => (i + stages.length) % stages.length;
  const show = (i: number) => setIndex(wrap(i));

  const onGroupKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = wrap(index + step);
    setIndex(next);
    // preventScroll: the browser would otherwise scroll the clipped viewport on top of the slide.
    cardRefs.current[next]?.focus({ preventScroll: true });
  };

  return (
    <Flex vertical align="center" gap={16}>
      <div
        role="radiogroup"
        aria-label="Business stage"
        onKeyDown={onGroupKeyDown}
        // A screen reader moving to a card out of view makes the browser scroll this clipped box; the slide already
        // brings that card in (its onFocus), so the scroll is undone to keep the two from adding up.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
        style={{ width: CARD_WIDTH, maxWidth: '100%', overflow: 'hidden' }}
      >
        <div
          style={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: reduceMotion ? undefined : 'transform 300ms ease',
          }}
        >
          {stages.map((stage, i) => (
            <StageCard
              key={stage.id}
              ref={(el) => {
                cardRefs.current[i] = el;
              }}
              stage={stage}
              checked={stage.id === selectedId}
              tabbable={i === index}
              onSelect={() => {
                setIndex(i);
                onSelect(stage);
              }}
              onFocus={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
      <Flex align="center" gap={4}>
        <Button shape="circle" icon={<LeftOutlined />} aria-label="Previous stage" onClick={() => show(index - 1)} />
        {stages.map((stage, i) => (
          <button
            key={stage.id}
            type="button"
            aria-label={`Show stage ${stage.number}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
            // A 24 px target around a 10 px dot: easy to hit on a phone, still reads as a dot.
            style={{ width: 24, height: 24, padding: 0, border: 'none', background: 'transparent', cursor: 'pointer' }}
          >
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 10,
                height: 10,
                margin: 'auto',
                borderRadius: '50%',
                background: i === index ? token.colorPrimary : token.colorTextTertiary,
              }}
            />
          </button>
        ))}
        <Button shape="circle" icon={<RightOutlined />} aria-label="Next stage" onClick={() => show(index + 1)} />
      </Flex>
    </Flex>
  );
}
