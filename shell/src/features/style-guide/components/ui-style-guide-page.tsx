import { StyleSamples } from './style-samples';

/** /ui-style-guide: developer page, public (spec part 1 §2). */
export function UiStyleGuidePage() {
  return (
    <StyleSamples title="UI Style Guide" intro="The shared components and theme tokens every screen is built from." />
  );
}
