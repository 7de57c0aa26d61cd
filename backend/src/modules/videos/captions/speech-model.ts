import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RecognisedStretch } from './webvtt-cues';

/** The sample rate every supported model listens at, and what ffmpeg is asked for. */
export const SPEECH_SAMPLE_RATE = 16_000;
/** Audio is decoded in stretches this long: Whisper takes at most 30 s, and a CTC model's memory grows with length. */
export const STRETCH_SECONDS = 25;

// The few parts of sherpa-onnx-node this uses (the package ships no TypeScript types).
interface SherpaResult {
  text: string;
  tokens: string[];
  timestamps: number[];
}
interface SherpaStream {
  acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
}
interface SherpaRecognizer {
  createStream(): SherpaStream;
  decodeAsync(stream: SherpaStream): Promise<unknown>;
  getResult(stream: SherpaStream): SherpaResult;
}
interface SherpaModule {
  OfflineRecognizer: { createAsync(config: object): Promise<SherpaRecognizer> };
}

/**
 * The model folders this reads (docs/decisions/player-and-captions.md), by the files in them: Whisper
 * (`…encoder.onnx`, `…decoder.onnx`, `…tokens.txt`, as sherpa-onnx's releases name them) or NeMo CTC
 * (`model.onnx` and `tokens.txt`); the int8 file is preferred when both are there.
 */
function modelConfigOf(dir: string): object {
  const names = readdirSync(dir);
  const file = (ending: string) => {
    const int8 = ending.replace(/\.onnx$/, '.int8.onnx');
    const found = names.filter((n) => n.endsWith(int8) || n.endsWith(ending));
    const best = found.find((n) => n.endsWith('.int8.onnx')) ?? found[0];
    return best && join(dir, best);
  };
  const tokens = file('tokens.txt');
  if (!tokens) throw new Error(`${dir}: falta tokens.txt`);
  const encoder = file('encoder.onnx');
  const decoder = file('decoder.onnx');
  if (encoder && decoder) return { whisper: { encoder, decoder, language: 'es', task: 'transcribe' }, tokens };
  const model = file('model.onnx');
  if (model) return { nemoCtc: { model }, tokens };
  throw new Error(`${dir}: no hay model.onnx (NeMo CTC) ni encoder.onnx y decoder.onnx (Whisper)`);
}

/**
 * A sherpa-onnx offline recogniser loaded once from the operator's folder. The native addon is
 * required only here, so a server without CAPTIONS_MODEL_DIR never loads it.
 */
export class SpeechModel {
  private constructor(private readonly recognizer: SherpaRecognizer) {}

  static async load(dir: string): Promise<SpeechModel> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sherpa = require('sherpa-onnx-node') as SherpaModule;
    const recognizer = await sherpa.OfflineRecognizer.createAsync({
      featConfig: { sampleRate: SPEECH_SAMPLE_RATE, featureDim: 80 },
      modelConfig: { ...modelConfigOf(dir), numThreads: 1, provider: 'cpu', debug: 0 },
      decodingMethod: 'greedy_search',
    });
    return new SpeechModel(recognizer);
  }

  /** 16 kHz mono samples, stretch by stretch, off the event loop (the addon decodes on its own thread). */
  async *recognise(samples: Float32Array): AsyncGenerator<RecognisedStretch> {
    const size = STRETCH_SECONDS * SPEECH_SAMPLE_RATE;
    for (let at = 0; at < samples.length; at += size) {
      const stretch = samples.subarray(at, Math.min(at + size, samples.length));
      const stream = this.recognizer.createStream();
      stream.acceptWaveform({ samples: stretch, sampleRate: SPEECH_SAMPLE_RATE });
      await this.recognizer.decodeAsync(stream);
      const result = this.recognizer.getResult(stream);
      yield {
        offset: at / SPEECH_SAMPLE_RATE,
        duration: stretch.length / SPEECH_SAMPLE_RATE,
        text: result.text ?? '',
        tokens: result.tokens ?? [],
        timestamps: result.timestamps ?? [],
      };
    }
  }
}
