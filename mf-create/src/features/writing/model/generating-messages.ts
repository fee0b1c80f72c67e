/** spec part 2 §4: while generating, the status message rotates every 3 s through these (and starts over). */
export const GENERATING_MESSAGES = [
  'Thinking about what to write...',
  "Writing the content in your brand's voice...",
  'Doing a finishing pass...',
] as const;
export const GENERATING_ROTATION_MS = 3000;

export const generatingMessage = (tick: number) => GENERATING_MESSAGES[tick % GENERATING_MESSAGES.length];
