// A multinomial logistic regression over sparse string features: small enough to ship as text,
// deterministic to train (fixed example order, no randomness) and to apply.

export interface LinearClassifier {
  classes: readonly string[];
  bias: readonly number[];
  weights: ReadonlyMap<string, readonly number[]>;
}

export interface Classification {
  label: string;
  probability: number;
}

export interface TrainingExample {
  features: readonly string[];
  label: string;
}

const BIAS_KEY = '__bias';

/** The weights of the features, summed per class (the bias not included). */
export function sumWeights(model: LinearClassifier, features: readonly string[]): number[] {
  const sums = model.classes.map(() => 0);
  for (const feature of features) {
    const w = model.weights.get(feature);
    if (w) for (let k = 0; k < sums.length; k++) sums[k] += w[k];
  }
  return sums;
}

/** The most probable class and its probability (softmax over the bias plus each part's summed weights). */
export function classifySums(model: LinearClassifier, parts: readonly (readonly number[])[]): Classification {
  const scores = [...model.bias];
  for (const part of parts) for (let k = 0; k < scores.length; k++) scores[k] += part[k];
  const top = Math.max(...scores);
  let total = 0;
  let best = 0;
  for (let k = 0; k < scores.length; k++) {
    scores[k] = Math.exp(scores[k] - top);
    total += scores[k];
    if (scores[k] > scores[best]) best = k;
  }
  return { label: model.classes[best], probability: scores[best] / total };
}

export const classify = (model: LinearClassifier, features: readonly string[]): Classification =>
  classifySums(model, [sumWeights(model, features)]);

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Features seen in fewer examples than this are dropped: they are names, typos and noise. */
  minExamplesPerFeature: number;
}

export const DEFAULT_TRAINING: TrainingOptions = { epochs: 8, learningRate: 0.2, l2: 1e-4, minExamplesPerFeature: 2 };

/** Trains by stochastic gradient descent in the examples' own order, so the result is reproducible. */
export function trainClassifier(examples: readonly TrainingExample[], options: TrainingOptions = DEFAULT_TRAINING): LinearClassifier {
  const classes = [...new Set(examples.map((e) => e.label))].sort();
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) seen.set(f, (seen.get(f) ?? 0) + 1);
  const kept = examples.map((e) => ({
    features: e.features.filter((f) => (seen.get(f) ?? 0) >= options.minExamplesPerFeature),
    target: classes.indexOf(e.label),
  }));
  const K = classes.length;
  const bias = new Float64Array(K);
  const weights = new Map<string, Float64Array>();
  const scores = new Float64Array(K);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const { features, target } of kept) {
      const rows = features.map((f) => {
        let w = weights.get(f);
        if (!w) weights.set(f, (w = new Float64Array(K)));
        return w;
      });
      scores.set(bias);
      for (const w of rows) for (let k = 0; k < K; k++) scores[k] += w[k];
      const top = Math.max(...scores);
      let total = 0;
      for (let k = 0; k < K; k++) total += scores[k] = Math.exp(scores[k] - top);
      // Long messages would otherwise move the weights more than short answers do.
      const scale = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
      for (let k = 0; k < K; k++) {
        const gradient = scores[k] / total - (k === target ? 1 : 0);
        bias[k] -= options.learningRate * gradient;
        for (const w of rows) w[k] -= options.learningRate * (gradient * scale + options.l2 * w[k]);
      }
    }
  }
  return { classes, bias: [...bias], weights: new Map([...weights].map(([f, w]) => [f, [...w]])) };
}

/** Weights are written in thousandths, as integers: shorter than decimals and as precise. */
const SCALE = 1000;
const toInteger = (x: number) => Math.round(x * SCALE);

/**
 * The model as text, one feature per line ("feature<TAB>w1 w2 …"), weights in thousandths.
 * Features whose weights are all smaller than `minWeight` are left out: thousands of them move a
 * reading less than one strong word does.
 */
export function encodeClassifier(model: LinearClassifier, minWeight = 0.01): string {
  const lines = [`${BIAS_KEY}\t${model.bias.map(toInteger).join(' ')}`];
  for (const [feature, w] of [...model.weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (w.every((x) => Math.abs(x) < minWeight)) continue;
    lines.push(`${feature}\t${w.map(toInteger).join(' ')}`);
  }
  return `${model.classes.join(' ')}\n${lines.join('\n')}\n`;
}

export function decodeClassifier(text: string): LinearClassifier {
  const [header, ...lines] = text.split('\n');
  const classes = header.split(' ');
  const weights = new Map<string, number[]>();
  let bias: number[] = classes.map(() => 0);
  for (const line of lines) {
    if (line === '') continue;
    const tab = line.lastIndexOf('\t');
    const values = line
      .slice(tab + 1)
      .split(' ')
      .map((x) => Number(x) / SCALE);
    if (values.length !== classes.length) throw new Error(`A trained reader's line has ${values.length} weights for ${classes.length} classes`);
    if (line.slice(0, tab) === BIAS_KEY) bias = values;
    else weights.set(line.slice(0, tab), values);
  }
  return { classes, bias, weights };
}
