import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onnx } from 'onnx-proto';

/**
 * A NeMo CTC model folder as sherpa-onnx reads it (model.onnx + tokens.txt), made by the test: the
 * inputs and metadata sherpa-onnx expects ('audio_signal' (N, 80, T), 'length' (N); vocab_size,
 * subsampling_factor), and log-probs that are the same for every frame with <blk> far ahead. Whatever
 * it hears decodes to no words: it exercises the path (audio → model → cues), not recognition.
 */
export function tinySpeechModel(): string {
  const FEATURES = 80;
  const TOKENS = ['▁hola', '▁mundo', '<blk>'];
  const { FLOAT, INT64 } = onnx.TensorProto.DataType;
  const dims = (shape: (number | string)[]) =>
    shape.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d }));
  const value = (name: string, elemType: number, shape: (number | string)[]) =>
    onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType, shape: { dim: dims(shape) } } } });
  const floats = (name: string, shape: number[], data: number[]) =>
    onnx.TensorProto.create({ name, dims: shape, dataType: FLOAT, floatData: data });

  // (N, 80, T) → (N, T, 80) · zeros(80, V) + bias: every frame says <blk>, whatever the sound.
  const graph = onnx.GraphProto.create({
    name: 'tiny-ctc',
    input: [value('audio_signal', FLOAT, ['N', FEATURES, 'T']), value('length', INT64, ['N'])],
    output: [value('logprobs', FLOAT, ['N', 'T', TOKENS.length])],
    initializer: [
      floats('weights', [FEATURES, TOKENS.length], new Array<number>(FEATURES * TOKENS.length).fill(0)),
      floats('bias', [TOKENS.length], [-10, -10, 0]),
    ],
    node: [
      {
        opType: 'Transpose',
        input: ['audio_signal'],
        output: ['frames'],
        attribute: [{ name: 'perm', type: onnx.AttributeProto.AttributeType.INTS, ints: [0, 2, 1] }],
      },
      { opType: 'MatMul', input: ['frames', 'weights'], output: ['scores'] },
      { opType: 'Add', input: ['scores', 'bias'], output: ['logprobs'] },
    ],
  });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    opsetImport: [{ domain: '', version: 13 }],
    producerName: 'conectando-tests',
    graph,
    metadataProps: [
      { key: 'vocab_size', value: String(TOKENS.length) },
      { key: 'subsampling_factor', value: '1' },
      { key: 'normalize_type', value: '' },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'cg-speech-model-'));
  writeFileSync(join(dir, 'model.onnx'), onnx.ModelProto.encode(model).finish());
  writeFileSync(join(dir, 'tokens.txt'), TOKENS.map((t, i) => `${t} ${i}`).join('\n') + '\n');
  return dir;
}
