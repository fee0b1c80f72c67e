import type { VoiceDrift } from '@navia/contracts';

/** A passage of the draft that drifts from the brand's voice, as the preview finds it in its rendered text. */
export interface Highlight {
  text: string;
  reason: string;
}

/**
 * The drifting passages as plain text: the score's offsets point into the markdown, the preview shows it rendered,
 * so the markers a sentence may carry (list bullets, heading hashes, bold and italic stars, code ticks) are dropped.
 */
export function highlightsOf(source: string, drift: readonly VoiceDrift[]): Highlight[] {
  const seen = new Set<string>();
  const out: Highlight[] = [];
  for (const d of drift) {
    const text = source
      .slice(d.start, d.end)
      .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)/, '')
      .replace(/[*_`]/g, '')
      .trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push({ text, reason: d.reason });
  }
  return out;
}

/** A rendered text split around the passages it contains (each passage marked where it first appears whole). */
export function splitByHighlights(text: string, highlights: readonly Highlight[]): Array<string | Highlight> {
  let parts: Array<string | Highlight> = [text];
  for (const h of highlights) {
    parts = parts.flatMap((part) => {
      if (typeof part !== 'string') return [part];
      const at = part.indexOf(h.text);
      if (at < 0) return [part];
      return [part.slice(0, at), h, part.slice(at + h.text.length)].filter((p) => p !== '');
    });
  }
  return parts;
}
