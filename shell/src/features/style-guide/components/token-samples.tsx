import type { CSSProperties } from 'react';
import { Flex, Typography, theme } from 'antd';
import { StyleSection } from './style-section';

/** The colour tokens screens use, by name; all of them resolve to hex values in the Navia theme. */
const COLOUR_TOKENS = [
  'colorPrimary', 'colorPrimaryHover', 'colorPrimaryBg', 'colorSuccess', 'colorWarning', 'colorError', 'colorInfo',
  'colorLink', 'colorTextBase', 'colorBgContainer', 'colorBgLayout', 'colorBorder', 'colorBorderSecondary',
] as const;

const RADIUS_TOKENS = ['borderRadiusSM', 'borderRadius', 'borderRadiusLG'] as const;
const HEADING_LEVELS = [1, 2, 3, 4, 5] as const;
const BODY_SIZES = ['fontSizeLG', 'fontSize', 'fontSizeSM'] as const;

// Fits one column at 375 px and as many as there is room for on wider screens.
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 };

/** The theme as antd resolved it (theme.useToken), so what is shown is what the components get. */
export function TokenSamples() {
  const { token } = theme.useToken();
  const swatch = (background: string, radius = token.borderRadiusSM): CSSProperties => ({
    width: 40,
    height: 40,
    flex: 'none',
    background,
    borderRadius: radius,
    border: `1px solid ${token.colorBorder}`,
  });
  return (
    <>
      <StyleSection title="Colour tokens">
        <div style={grid}>
          {COLOUR_TOKENS.map((name) => (
            <Flex key={name} align="center" gap={8}>
              <div aria-hidden style={swatch(token[name])} />
              <Flex vertical>
                <Typography.Text code>{name}</Typography.Text>
                <Typography.Text type="secondary">{token[name]}</Typography.Text>
              </Flex>
            </Flex>
          ))}
        </div>
      </StyleSection>
      <StyleSection title="Radius and font">
        <Flex vertical gap={16}>
          <div style={grid}>
            {RADIUS_TOKENS.map((name) => (
              <Flex key={name} align="center" gap={8}>
                <div aria-hidden style={swatch(token.colorPrimaryBg, token[name])} />
                <Typography.Text>{`${name} · ${token[name]}px`}</Typography.Text>
              </Flex>
            ))}
          </div>
          <Typography.Text>
            <Typography.Text code>fontFamily</Typography.Text> {token.fontFamily}
          </Typography.Text>
        </Flex>
      </StyleSection>
      <StyleSection title="Typography scale">
        {/* Styled text rather than real headings, so the samples do not enter the page's heading outline. */}
        <Flex vertical gap={8}>
          {HEADING_LEVELS.map((level) => (
            <Typography.Text
              key={level}
              style={{
                fontSize: token[`fontSizeHeading${level}`],
                lineHeight: token[`lineHeightHeading${level}`],
                fontWeight: token.fontWeightStrong,
              }}
            >
              {`Heading ${level} · ${token[`fontSizeHeading${level}`]}px`}
            </Typography.Text>
          ))}
          {BODY_SIZES.map((name) => (
            <Typography.Text key={name} style={{ fontSize: token[name] }}>
              {`Body text (${name}) · ${token[name]}px`}
            </Typography.Text>
          ))}
          <Typography.Text type="secondary">Secondary text for hints and metadata</Typography.Text>
        </Flex>
      </StyleSection>
    </>
  );
}
