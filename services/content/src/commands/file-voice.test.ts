import type { VoiceScore } from '@navia/contracts';
import { createLogger } from '@navia/service-kit';
import type { FileRow } from '../repositories/files-repository';
import { fileVoice } from './file-voice';

const VOICE: VoiceScore = { score: 71, aspects: [], drift: [], matches: [] };
const row = (version: number, content = 'Hello there, friends of good coffee.') => ({ id: 'f1', user_id: 'u1', brand_id: 'b1', version, content }) as FileRow;

function deps(stored?: { version: number; voice: VoiceScore }, answer: () => Promise<VoiceScore> = async () => VOICE) {
  const saved: Array<[string, number, VoiceScore]> = [];
  const calls: unknown[][] = [];
  return {
    saved,
    calls,
    deps: {
      log: createLogger('test', 'silent'),
      fileVoices: { find: async () => stored, save: async (id: string, v: number, voice: VoiceScore) => void saved.push([id, v, voice]) },
      brand: { call: async (...args: unknown[]) => (calls.push(args), answer()) },
    } as unknown as Parameters<typeof fileVoice>[0],
  };
}

describe('a file’s voice score', () => {
  it('answers the stored score of the current version without asking brand', async () => {
    const d = deps({ version: 3, voice: VOICE });
    expect(await fileVoice(d.deps, row(3))).toBe(VOICE);
    expect(d.calls).toHaveLength(0);
  });

  it('asks brand for a newer version (a save) and keeps the answer for that version', async () => {
    const d = deps({ version: 2, voice: { ...VOICE, score: 10 } });
    expect(await fileVoice(d.deps, row(3))).toEqual(VOICE);
    expect(d.saved).toEqual([['f1', 3, VOICE]]);
    expect(d.calls[0][2]).toEqual({ text: 'Hello there, friends of good coffee.' });
  });

  it('is null when brand cannot answer, keeps nothing, and sends at most the call’s limit of text', async () => {
    const d = deps(undefined, async () => {
      throw new Error('brand is down');
    });
    expect(await fileVoice(d.deps, row(1, 'x'.repeat(60_000)))).toBeNull();
    expect(d.saved).toEqual([]);
    expect((d.calls[0][2] as { text: string }).text).toHaveLength(50_000);
  });
});
