import { Flex, Typography } from 'antd';
import { changeValueKey, type StrategyTemplateView } from '@navia/contracts';
import { chosenPercent, keyResultUnit, taskKeyResultText } from '../../model/launch-form';
import { ChangeKeyResultFields } from './change-key-result-fields';

interface LaunchObjectivesProps {
  payload: StrategyTemplateView['templatePayload'];
  values: Record<string, string>;
  percents: Record<string, string>;
  disabled: boolean;
  onValueChange: (key: string, value: string) => void;
  onPercentChange: (key: string, percent: string) => void;
}

/** spec part 2 §2.4: each objective numbered, with title, description and key results. */
export function LaunchObjectives({ payload, values, percents, disabled, onValueChange, onPercentChange }: LaunchObjectivesProps) {
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
      {payload.objectives.map((objective, i) => (
        <li key={i} aria-label={`Objective ${i + 1}: ${objective.title}`}>
          <Flex gap={12} align="flex-start">
            <span
              aria-hidden="true"
              style={{ flex: '0 0 28px', height: 28, borderRadius: '50%', background: '#eef2ff', display: 'grid', placeItems: 'center', fontWeight: 600 }}
            >
              {i + 1}
            </span>
            <Flex vertical gap={8} style={{ flex: '1 1 auto', minWidth: 0 }}>
              <Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>
                {objective.title}
              </Typography.Title>
              <Typography.Text type="secondary">{objective.description}</Typography.Text>
              <ul style={{ paddingInlineStart: 18, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
                {objective.key_results.map((keyResult, j) => {
                  const key = changeValueKey(i, j);
                  return (
                    <li key={key}>
                      <Flex vertical gap={6}>
                        <Typography.Text strong>{keyResult.description}</Typography.Text>
                        {keyResult.target_type === 'task' && (
                          <Typography.Text type="secondary">{taskKeyResultText(payload, keyResult.tag)}</Typography.Text>
                        )}
                        {keyResult.target_type === 'change' && (
                          <ChangeKeyResultFields
                            keyResult={keyResult}
                            value={values[key] ?? ''}
                            percent={chosenPercent(keyResult, percents[key])}
                            disabled={disabled}
                            onValueChange={(value) => onValueChange(key, value)}
                            onPercentChange={(percent) => onPercentChange(key, percent)}
                          />
                        )}
                        {keyResult.target_type === 'other' && (
                          <Typography.Text type="secondary">{`Target: ${keyResult.target_value} ${keyResultUnit(keyResult.unit)}`}</Typography.Text>
                        )}
                      </Flex>
                    </li>
                  );
                })}
              </ul>
            </Flex>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
