import { describe, expect, it } from 'vitest';
import { classify, decodeClassifier, encodeClassifier, type TrainingExample, trainClassifier } from './linear-classifier';
import { extractTextFeatures } from './text-features';

const example = (answer: string, label: string): TrainingExample => ({ features: extractTextFeatures('', answer), label });
const examples = [
  example('yes we have an agreement in principle', 'approved'),
  example('got our aip last week', 'approved'),
  example('mortgage offer came through', 'approved'),
  example('cash buyer', 'cash'),
  example('no mortgage needed, paying cash', 'cash'),
  example('buying outright with cash', 'cash'),
  example('hello there', 'null'),
  example('we like gardens', 'null'),
  example('sometime in spring', 'null'),
];

describe('trainClassifier', () => {
  it('gives the same model from the same examples', () =>
    expect(encodeClassifier(trainClassifier(examples))).toBe(encodeClassifier(trainClassifier(examples))));

  it('learns to tell the classes apart', () => {
    const model = trainClassifier(examples);
    expect(classify(model, extractTextFeatures('', 'we are cash buyers')).label).toBe('cash');
    expect(classify(model, extractTextFeatures('', 'agreement in principle done')).label).toBe('approved');
  });
});

describe('encodeClassifier', () => {
  it('keeps the readings through encoding and decoding', () => {
    const model = trainClassifier(examples);
    const decoded = decodeClassifier(encodeClassifier(model));
    for (const text of ['we are cash buyers', 'aip sorted', 'hi']) {
      const features = extractTextFeatures('', text);
      expect(classify(decoded, features).label).toBe(classify(model, features).label);
      expect(classify(decoded, features).probability).toBeCloseTo(classify(model, features).probability, 2);
    }
  });

  it('leaves out features whose weights are all below the threshold', () => {
    const model = trainClassifier(examples);
    expect(decodeClassifier(encodeClassifier(model, 10)).weights.size).toBe(0);
    expect(decodeClassifier(encodeClassifier(model, 0)).weights.size).toBe(model.weights.size);
  });

  it('rejects a line whose weights do not match the classes', () =>
    expect(() => decodeClassifier('a b\n__bias\t1 2\nw:x\t1\n')).toThrow(/1 weights for 2 classes/));
});

describe('extractTextFeatures', () => {
  it('reads a misspelt word close to the right one', () => {
    const right = new Set(extractTextFeatures('', 'keeping'));
    const shared = extractTextFeatures('', 'keepin').filter((f) => right.has(f));
    expect(shared.length).toBeGreaterThan(5);
  });

  it('pairs the question with the first word of the answer', () =>
    expect(extractTextFeatures('is it on the market?', 'no not yet')).toContain('qa:market|no'));

  it('bounds the work on a very long message', () =>
    expect(extractTextFeatures('', `${'word '.repeat(5000)}${'x'.repeat(5000)}`).length).toBeLessThan(1000));
});
