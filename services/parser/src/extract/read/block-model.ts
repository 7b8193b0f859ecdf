/**
 * The trained page reader's model (issue #30): logistic regression over the block features of
 * blocks.ts, one model for the ingredient list and one for the method. The weights are trained by
 * scripts/train-blocks.ts and committed in block-weights.ts.
 */
import type { Block } from './blocks.ts';
import { blockFeatures, candidateBlocks, titlePosition } from './blocks.ts';
import type { DomIndex, Element } from './dom.ts';
import { isElement } from './dom.ts';
import { cleanSteps } from './page-sections.ts';
import { looseKey } from './text.ts';

export interface LogisticModel {
  /** Per feature: subtracted, then divided by `scale`, before the weights apply. */
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

/** One model per part of the recipe. */
export type BlockModels = Record<'ingredients' | 'instructions', LogisticModel>;

export function probability(m: LogisticModel, x: readonly number[]): number {
  let z = m.bias;
  for (let i = 0; i < m.weights.length; i++)
    z += (m.weights[i] as number) * (((x[i] as number) - (m.mean[i] as number)) / (m.scale[i] as number));
  return 1 / (1 + Math.exp(-z));
}

/** Blocks this far (elements in document order) from the best one may be its other groups. */
const GROUP_REACH = 80;
/** Above this probability a block near the best one is read as another group of the same part. */
const GROUP_P = 0.5;

export interface ScoredBlock {
  block: Block;
  p: number;
}

/**
 * Lists of the same kind and class as the best one, inside the same box (its ancestor this many
 * levels up), are the other groups of the same part ('For the dough', 'For the filling').
 */
const TWIN_REACH = 4;
/** A twin list this likely or more is taken with the best one. */
const TWIN_P = 0.05;

/** The element's ancestor `levels` up, or its topmost one on a shallower page. */
function ancestor(el: Element, levels: number): Element {
  let p = el;
  for (let i = 0; i < levels && p.parent && isElement(p.parent); i++) p = p.parent;
  return p;
}

function inside(el: Element, box: Element): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === box) return true;
  return false;
}

const contains = (a: Block, b: Block): boolean => {
  for (let p = b.el.parent; p; p = p.parent) if (p === a.el) return true;
  return false;
};

/**
 * The part's lines as the model reads them: the best block, with the blocks near it that score
 * above GROUP_P (other groups), none inside another, in document order; nothing when the best
 * scores below `min`.
 */
export function pickLines(scored: ScoredBlock[], min = 0): string[] {
  const best = scored.reduce<ScoredBlock | null>((a, s) => (!a || s.p > a.p ? s : a), null);
  if (!best) return [];
  const box = ancestor(best.block.el, TWIN_REACH);
  const twin = (b: Block): boolean =>
    b.el.name === best.block.el.name &&
    (b.el.attribs['class'] ?? '') === (best.block.el.attribs['class'] ?? '') &&
    inside(b.el, box);
  if (best.p < min && !clearWinner(scored, best, twin)) return [];
  const chosen = [best.block];
  for (const s of [...scored].sort((a, b) => b.p - a.p)) {
    if (s === best) continue;
    if (
      !(twin(s.block) && s.p >= TWIN_P) &&
      (s.p < GROUP_P || Math.abs(s.block.at - best.block.at) > GROUP_REACH)
    )
      continue;
    if (chosen.some((c) => c === s.block || contains(c, s.block) || contains(s.block, c))) continue;
    chosen.push(s.block);
  }
  return chosen.sort((a, b) => a.at - b.at).flatMap((b) => b.lines);
}

/** Below the floor, the best block is still read when it is this likely or more … */
const CLEAR_P = 0.05;
/** … and this many times as likely as any other block that is neither its twin nor holds it. */
const CLEAR_RATIO = 4;

/**
 * The best block stands out clearly from the rest of the page (the model's probabilities are low
 * on a page unlike the training pages, while their order still holds): the runner-up, leaving out
 * the best block's twins and the blocks inside it or around it, scores a fraction of it.
 */
function clearWinner(scored: ScoredBlock[], best: ScoredBlock, twin: (b: Block) => boolean): boolean {
  if (best.p < CLEAR_P) return false;
  let runnerUp = 0;
  for (const s of scored) {
    if (s === best || twin(s.block) || contains(s.block, best.block) || contains(best.block, s.block))
      continue;
    runnerUp = Math.max(runnerUp, s.p);
  }
  return best.p >= CLEAR_RATIO * runnerUp;
}

/** Every candidate block with its features (computed once, shared by both models). */
export function featuredBlocks(idx: DomIndex): { block: Block; x: number[] }[] {
  const titleAt = titlePosition(idx);
  return candidateBlocks(idx).map((block) => ({ block, x: blockFeatures(idx, block, titleAt) }));
}

/** Below this probability the best block is not read as the part (the rule's floor). */
export const READ_FLOOR = 0.2;

/**
 * The model's reading of one part of the page: its lines, steps tidied as the hand rules' are.
 * Blocks holding mostly `other` lines (the other part, already read) are not candidates.
 */
export function readPart(
  m: LogisticModel,
  blocks: { block: Block; x: number[] }[],
  part: 'ingredients' | 'instructions',
  other: readonly string[] = [],
): string[] {
  const taken = new Set(other.map(looseKey));
  const free = blocks.filter(
    (b) => b.block.lines.filter((l) => taken.has(looseKey(l))).length < b.block.lines.length / 2,
  );
  const lines = pickLines(score(m, free), READ_FLOOR);
  return part === 'instructions' ? cleanSteps(lines) : lines;
}

export function score(m: LogisticModel, blocks: { block: Block; x: number[] }[]): ScoredBlock[] {
  return blocks.map((b) => ({ block: b.block, p: probability(m, b.x) }));
}
