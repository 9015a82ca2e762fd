import { bench, describe } from 'vitest';
import { filterPositions } from './nutrition';
import { filterChanges, largeMenu } from './nutrition.fixtures';

let change = 0;

// Issue 28's budget: ≤ 16 ms (one frame) per filter change on 3,000 positions (asserted in
// nutrition.budget.test.ts); the filter changes on every run as a customer's taps would.
describe('menu filters: 3,000 positions', () => {
  bench(
    'filter once per change',
    () => {
      filterPositions(largeMenu, filterChanges[change++ % filterChanges.length]!);
    },
    { time: 1500 },
  );
});
