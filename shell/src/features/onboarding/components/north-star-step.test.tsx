import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Industry } from '@navia/contracts';
import { NORTH_STAR_EXAMPLES } from '../model/north-star-examples';
import { EMPTY_STATEMENT } from '../model/north-star-statement';
import { STATEMENT, fillStatement, statementValues } from '../test/onboarding-test-kit';
import { NorthStarStep } from './north-star-step';

// Two known examples for Technology and none for Coaching, so every example branch is reachable and predictable.
jest.mock('../model/north-star-examples', () => ({
  NORTH_STAR_EXAMPLES: {
    Technology: [
      { type_of_person: 'a shop owner', type_of_problem: 'drowning in spreadsheets', product_or_service: 'simple inventory software', benefit: 'save hours every week' },
      { type_of_person: 'a remote team', type_of_problem: 'losing track of decisions', product_or_service: 'a project hub', benefit: 'ship more work' },
    ],
    'Coaching & Education': [],
  },
}));

const onNext = jest.fn();

function Host({ industry }: { industry: Industry | '' }) {
  const [statement, setStatement] = useState(EMPTY_STATEMENT);
  return (
    <AntApp>
      <NorthStarStep
        companyName="Acme Studio"
        industry={industry}
        statement={statement}
        onChange={(patch) => setStatement((s) => ({ ...s, ...patch }))}
        onReplace={setStatement}
        onBack={jest.fn()}
        onNext={onNext}
      />
    </AntApp>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
// eslint-disable-next-line testing-library/no-node-access -- submitting the form (Enter in a field), which has no accessible name
const submit = () => fireEvent.submit(screen.getByLabelText('Benefit').closest('form') as HTMLFormElement);

beforeEach(() => onNext.mockReset());

it('reads as one sentence with four labelled blanks and a note about Brand Headquarters', () => {
  render(<Host industry="Technology" />);
  const sentence = screen.getByRole('group', { name: 'North Star Statement' });
  expect(sentence.textContent).toBe('Acme Studiohelps:who iswithso that they');
  expect(statementValues()).toEqual(EMPTY_STATEMENT);
  expect(screen.getByText('You can update your North Star Statement later in Brand Headquarters.')).toBeVisible();
});

it('clears all four parts', async () => {
  render(<Host industry="Technology" />);
  fillStatement(STATEMENT);
  click('Clear');
  expect(statementValues()).toEqual(EMPTY_STATEMENT);
  expect(await screen.findByText('Form cleared')).toBeVisible();
  expect(screen.getByText('All fields have been reset.')).toBeVisible();
});

it('loads an example for the industry, a different one on each click', async () => {
  render(<Host industry="Technology" />);
  const [first, second] = NORTH_STAR_EXAMPLES.Technology;
  click('Show me an example');
  const shown = statementValues();
  expect([first, second]).toContainEqual(shown);
  expect(await screen.findByText('Example loaded!')).toBeVisible();
  expect(screen.getByText('Populated with an example for Technology')).toBeVisible();

  click('Show me an example');
  expect(statementValues()).toEqual(JSON.stringify(shown) === JSON.stringify(first) ? second : first);
});

it('asks for an industry first when none is chosen', async () => {
  render(<Host industry="" />);
  click('Show me an example');
  expect(await screen.findByText('No industry selected')).toBeVisible();
  expect(screen.getByText('Please select your industry in Step 1 first.')).toBeVisible();
  expect(statementValues()).toEqual(EMPTY_STATEMENT);
});

it('says so when the industry has no examples', async () => {
  render(<Host industry="Coaching & Education" />);
  click('Show me an example');
  expect(await screen.findByText('No examples found')).toBeVisible();
  expect(screen.getByText('No examples available for your selected industry.')).toBeVisible();
});

it('continues only when every part is non-blank after trimming', async () => {
  render(<Host industry="Technology" />);
  fillStatement({ ...STATEMENT, type_of_problem: '  ' });
  submit();
  expect(await screen.findByText('Please complete all fields')).toBeVisible();
  expect(screen.getByText('All fields in your North Star Statement are required to continue.')).toBeVisible();
  expect(onNext).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Problem'), { target: { value: STATEMENT.type_of_problem } });
  submit();
  expect(onNext).toHaveBeenCalledTimes(1);
});
