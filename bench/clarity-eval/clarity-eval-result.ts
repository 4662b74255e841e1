import type { GoalCheck } from '../shared/bench-result.ts';
import type { EngineFigures } from './engine-figures.ts';
import type { SpeedFigures } from './speed-runs.ts';
import type { StyleFigures } from './style-figures.ts';

/** One engine's run over the corpus. */
export interface EngineRun {
  engine: string;
  model: string;
  figures: EngineFigures;
}

/** What `npm run eval:clarity` measured, saved as the details of bench/results/clarity.json. */
export interface ClarityEvalResult {
  corpus: {
    wordyDrafts: number;
    cleanDrafts: number;
    phrases: number;
    genres: Record<string, number>;
  };
  offline: EngineRun & {
    speed: { at500: SpeedFigures; at8000: SpeedFigures };
    goals: GoalCheck[];
  };
  /** The offline engine in each style on its corpus, with its goals per style. */
  styles: { runs: StyleFigures[]; goals: GoalCheck[] };
  /** Each configured vendor, judged and measured as the route does; empty without keys. */
  vendors: EngineRun[];
  /** Why the vendor table is empty, when it is. */
  vendorNote: string | null;
}
