import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { BUSINESS_STAGES, OFFERED_STAGE_IDS, type BusinessStageId } from '@navia/contracts';
import { StageCarousel } from './stage-carousel';

const STAGES = BUSINESS_STAGES.filter((stage) => OFFERED_STAGE_IDS.includes(stage.id));

function Host() {
  const [selected, setSelected] = useState<BusinessStageId | null>(null);
  return <StageCarousel stages={STAGES} selectedId={selected} onSelect={(stage) => setSelected(stage.id)} />;
}

// Label queries name the cards through their aria-labelledby title, as a screen reader does.
const card = (title: string) => screen.getByLabelText(title, { selector: '[role="radio"]' });
const control = (name: string) => screen.getByLabelText(name, { selector: 'button' });
/** The title of the card in view: the one dot marked current, and the one card in the tab order. */
function cardInView(): string {
  const dot = screen.getAllByLabelText(/^Show stage \d$/).find((d) => d.getAttribute('aria-current') === 'true');
  const tabbable = screen.getAllByRole('radio').filter((c) => c.tabIndex === 0);
  expect(tabbable).toHaveLength(1);
  const title = STAGES.find((stage) => dot?.getAttribute('aria-label') === `Show stage ${stage.number}`)?.title;
  expect(tabbable[0]).toBe(card(title ?? ''));
  return title ?? '';
}
const checked = () => screen.getAllByRole('radio').filter((c) => c.getAttribute('aria-checked') === 'true');

it('shows the three offered stages as radios in a named group, 320 px wide', () => {
  render(<Host />);
  const group = screen.getByRole('radiogroup', { name: 'Business stage' });
  expect(group.style.width).toBe('320px');
  expect(group.style.maxWidth).toBe('100%');
  for (const [i, title] of ['Launch', 'Build', 'Grow'].entries()) {
    expect(card(title).getAttribute('aria-checked')).toBe('false');
    expect(card(title).textContent).toContain(`Stage ${i + 1}`);
    expect(card(title).textContent).toContain(STAGES[i].description);
  }
  expect(screen.queryByText('Elevate')).toBeNull();
  expect(cardInView()).toBe('Launch');
});

it('wraps around with the arrows in both directions', () => {
  render(<Host />);
  fireEvent.click(control('Next stage'));
  expect(cardInView()).toBe('Build');
  fireEvent.click(control('Next stage'));
  fireEvent.click(control('Next stage'));
  expect(cardInView()).toBe('Launch');
  fireEvent.click(control('Previous stage'));
  expect(cardInView()).toBe('Grow');
});

it('jumps to a card with its dot', () => {
  render(<Host />);
  fireEvent.click(control('Show stage 3'));
  expect(cardInView()).toBe('Grow');
  fireEvent.click(control('Show stage 2'));
  expect(cardInView()).toBe('Build');
});

it('selects one card at a time by click', () => {
  render(<Host />);
  fireEvent.click(card('Build'));
  expect(checked()).toEqual([card('Build')]);
  fireEvent.click(card('Grow'));
  expect(checked()).toEqual([card('Grow')]);
});

it('moves between cards with arrow keys (wrapping) and selects with Space or Enter', () => {
  render(<Host />);
  card('Launch').focus();
  fireEvent.keyDown(card('Launch'), { key: 'ArrowLeft' });
  expect(card('Grow')).toHaveFocus();
  expect(cardInView()).toBe('Grow');
  expect(checked()).toEqual([]);

  fireEvent.keyDown(card('Grow'), { key: 'ArrowRight' });
  expect(card('Launch')).toHaveFocus();
  fireEvent.keyDown(card('Launch'), { key: ' ' });
  expect(checked()).toEqual([card('Launch')]);

  fireEvent.keyDown(card('Launch'), { key: 'ArrowDown' });
  fireEvent.keyDown(card('Build'), { key: 'Enter' });
  expect(checked()).toEqual([card('Build')]);
});
