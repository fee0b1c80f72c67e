import { StyleSamples } from './style-samples';

/** /design-system-demo: developer page, sign-in only (spec part 1 §2). */
export function DesignSystemDemoPage() {
  return (
    <StyleSamples
      title="Design System Demo"
      intro="The shared components and theme tokens as a signed-in screen sees them."
    />
  );
}
