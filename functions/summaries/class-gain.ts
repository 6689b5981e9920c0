import type { ClassGain } from '@domain/class-summary.js';
import { COMPETENCY_ABBREVIATIONS, COMPETENCY_IDS } from '@domain/content/competencies.js';
import { gainEstimate, type GainSums } from '@domain/gain.js';
import type { ChildRow } from './class-summary.js';

const add = (sums: GainSums, gain: number): GainSums => ({ n: sums.n + 1, sum: sums.sum + gain, squares: sums.squares + gain * gain });
const none = (): GainSums => ({ n: 0, sum: 0, squares: 0 });

/**
 * What a class's children gained from the test before day 1 to the test after day 10, worked out from their rows
 * (a class's page reads them anyway, so it reads nothing more): the mean gain in items with its 95% interval
 * and the number of children it rests on, how many of them took the same form twice, and the gain in each
 * competency's share of items right. Each child counts with the programme they play now, as everywhere on the page.
 */
export const classGain = (rows: readonly ChildRow[]): ClassGain => {
  let overall = none();
  let sameForm = 0;
  const byCompetency = new Map(COMPETENCY_IDS.map((competency) => [competency, none()]));
  for (const row of rows) {
    const current = row.m;
    if (!current || current.pre === null || current.post === null) continue;
    overall = add(overall, current.post - current.pre);
    if (current.sf) sameForm += 1;
    for (const competency of COMPETENCY_IDS) {
      const gain = current.cg?.[COMPETENCY_ABBREVIATIONS[competency]];
      if (gain !== undefined) byCompetency.set(competency, add(byCompetency.get(competency)!, gain));
    }
  }
  return {
    items: gainEstimate(overall),
    same_form: sameForm,
    by_competency: COMPETENCY_IDS.map((competency) => ({ competency, points: gainEstimate(byCompetency.get(competency)!) })),
  };
};
