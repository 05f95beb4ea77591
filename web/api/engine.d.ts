// Types of the csp_web engine (engine.mjs, node.mjs). Values cross as labels (strings); variables as
// indices into describe().variables.

export class EngineError extends Error {
  /** The message without the position. */
  reason: string;
  /** 1-based, when the fault is at one place of a text. */
  line?: number;
  column?: number;
}

export interface Param {
  name: string;
  label: string;
  type: 'int' | 'text';
  min?: number;
  max?: number;
  default: number | string;
}
export interface ProblemInfo {
  id: string;
  title: string;
  params: Param[];
}

export type ProblemSpec =
  | { id: 'australia' | 'usa'; colours?: number }
  /** n: 1..1,000,000; past 300 only min_conflicts runs (no model of n² constraints is built). */
  | { id: 'queens'; n?: number }
  | { id: 'sudoku4' | 'sudoku9'; grid?: string }
  | { id: 'zebra' }
  | { id: 'cryptarithm'; puzzle?: string; model?: 'linear' | 'hidden' }
  | { id: 'text'; source: string };

export interface Description {
  variables: { name: string; domain: string[] }[];
  constraints: { scope: number[]; text: string }[];
  edges: [number, number][];
  layout?: 'map' | 'queens' | 'sudoku' | 'grid';
  /** N-Queens past 300: its size; no variables or constraints are listed (none are built). */
  largeQueens?: number;
}

export type Method = 'backtracking' | 'backjumping' | 'min_conflicts' | 'tree' | 'cutset';
/**
 * The search options are the rows of the engine's option tables (csp/search/option_table.hpp,
 * csp/local/option_table.hpp) under their camelCase names; tests/python/test_option_tables.py holds
 * this interface to them (every row, its name and its default). Numbers follow the engine's one rule:
 * NaN or out of range is refused with the range, a tiny time limit is 1 ms, a huge one the longest.
 */
export interface RunOptions {
  method?: Method;
  /** Default 'mac'; backjumping takes 'none' (CBJ) or 'fc' (FC-CBJ). */
  inference?: 'none' | 'fc' | 'mac';
  /** Default 'mrv-degree'. 'static' is a former name of 'input', still accepted. */
  variableOrder?: 'input' | 'mrv' | 'mrv-degree' | 'dom-wdeg' | string;
  /** Default 'input'. 'static' is a former name of 'input', still accepted. */
  valueOrder?: 'input' | 'lcv' | 'random' | string;
  /** Default 0. Seeds random value order, random ties and min-conflicts. */
  seed?: number;
  /** Default false: break variable-order ties at random (seeded by seed). */
  randomTies?: boolean;
  /** Default 'none'. Learnt weights and nogoods are kept across restarts. */
  restarts?: 'none' | 'luby' | 'geometric' | 'constant' | 'linear';
  /** Default 100: failures allowed in the first run (1 or more). */
  restartBase?: number;
  /** Default 1.5: geometric restarts' cutoff factor per run (1 to 100). */
  restartGrowth?: number;
  /** Default true: record nogoods at restarts. */
  nogoods?: boolean;
  /** Default false: under mac, learn a clause from each failure (lazy clause generation). */
  learning?: boolean;
  /** Default false: judge learning as the search goes: plain first, learning past a small budget, plain again when the learnt clauses rarely prune (with learning; not when enumerating). */
  adaptiveLearning?: boolean;
  /** Default false: under mac, binary branching: after x = v, propagate x != v and choose a variable again. */
  propagateRefutations?: boolean;
  /** Default false: under mac, branch on one-value domains too, as AIMA's pseudocode does (textbook MAC). */
  branchSingletons?: boolean;
  /** Default false: under fc and mac, count the value pairs the textbook's inference tests (pair_checks; slower). */
  countPairChecks?: boolean;
  /** Default 1; 0 = all. */
  maxSolutions?: number;
  /** Default 0 = none. */
  nodeLimit?: number;
  /** Default 60 (seconds; the engine's default is none, a page's is a minute); 0 = none. */
  timeLimit?: number;
  /** The time limit in milliseconds (the former spelling); not with timeLimit. */
  timeLimitMs?: number;
  /** Min-conflicts' repairs, default 10000 (the engine's default is 1000000; each is an event here). */
  maxSteps?: number;
  /** Default 0.02: min-conflicts' probability of a random move (0 to 1). */
  randomWalk?: number;
  /** Default 20000: events past it are dropped (eventsTruncated). */
  maxEvents?: number;
  /** Variables fixed before the search: {WA: 'red'}. */
  assign?: Record<string, string>;
}

/**
 * A search event in the one JSON encoding of events (docs/trace-format.md, the same as the command
 * line's --trace-json): `seq` numbers them from 1; variables are ids with their names beside them;
 * values are the page's labels.
 */
export type Event = { seq: number } & (
  | { event: 'assign'; depth: number; var: number; name: string; value: string }
  | { event: 'prune'; depth: number; var: number; name: string; value: string; cause: number; cause_name?: string;
      constraint?: number; constraint_name?: string }
  | { event: 'wipeout'; depth: number; var: number; name: string }
  | { event: 'backtrack'; depth: number; var: number; name: string; value: string }
  | { event: 'solution'; index: number; values: string[] }
  | { event: 'backjump'; depth: number; var: number; name: string; conflict_set: number[]; conflict_names: string[];
      target: number; target_name?: string; target_depth: number }
  | { event: 'repair'; step: number; var: number; name: string; old_value: string; value: string; conflicts: number }
  | { event: 'tree_order'; order: number[]; parent: number[] }
  | { event: 'revise'; depth: number; target: number; target_name: string; source: number; source_name: string }
  | { event: 'cutset'; vars: number[]; names: string[] }
);

export interface RunResult {
  status: 'satisfied' | 'unsatisfiable' | 'limit';
  /** At most 1000 are listed; solutionCount counts all. */
  solutions: string[][];
  solutionCount: number;
  complete: boolean;
  stats: {
    nodes: number;
    checks: number;
    /** Value pairs the book's forward checking and MAC test one at a time (with countPairChecks). */
    pairChecks: number;
    backtracks: number;
    prunings: number;
    backjumps?: number;
    steps?: number;
    conflicted?: number;
  };
  events: Event[];
  eventsTruncated: boolean;
  timeMs: number;
  /** Min-conflicts on N-Queens past 300 (no events): rows of up to 1000 evenly spaced columns
   * ([column, row], from 1), the rows of the first 20 columns, and the pairs of queens attacking
   * each other, counted afresh from the whole answer (0 when solved). */
  summary?: { queens: number; sample: [number, number][]; first: number[]; attackingPairs: number };
}

export interface Ac3Options {
  algorithm?: 'ac3' | 'ac2001';
  assign?: Record<string, string>;
  /** Default 20000. */
  maxSteps?: number;
}
export interface Ac3Step {
  target: number;
  source: number;
  removed: string[];
  wipeout: boolean;
  checks: number;
  /** Arcs [target, source] this revision put at the back of the queue (the queue is first in,
   *  first out: after step k it is the starting queue's arcs k+1… followed by every arc added). */
  added: [number, number][];
}
export interface Ac3Result {
  consistent: boolean;
  /** Value pairs tested, revisions made and values removed by the whole run. */
  checks: number;
  revisions: number;
  prunings: number;
  /** The starting queue: every arc [target, source]. */
  queue: [number, number][];
  /** Domains before AC-3 (after the assignment). */
  initial: string[][];
  /** Domains after. */
  domains: string[][];
  steps: Ac3Step[];
  stepsTruncated: boolean;
}

export interface SudokuGrid {
  size: number;
  box: number;
  /** Row-major, 0 = blank. */
  cells: number[];
  /** For a pencil-mark grid: each cell's candidates (empty for a filled cell). */
  candidates?: number[][];
}
export interface SudokuSolveOptions {
  backend?: string;
  /** Stop at the first solution (no uniqueness check). */
  first?: boolean;
  /** Seconds, default 60; 0 = none. */
  timeLimit?: number;
  /** The same in milliseconds (the former spelling). */
  timeLimitMs?: number;
  nodeLimit?: number;
}
export interface SudokuSolveResult {
  status: 'satisfied' | 'unsatisfiable' | 'limit';
  /** One-line form, or null. */
  solution: string | null;
  /** Present when the search was complete and first was not set. */
  unique?: boolean;
  stats: { nodes: number; backtracks: number; checks: number; [counter: string]: number };
  backendUsed: string;
  timeMs: number;
}
/** How much of the step a hint gives away, as `sudoku hint --level`: the technique, where to look
 * (its units and cells), or the whole step (what it places and removes, and why). */
export type SudokuHintLevel = 'vague' | 'cells' | 'full';
export interface SudokuHintOptions {
  /** Default 'full'. */
  level?: SudokuHintLevel;
  /** The sentence's effect in the compact (Eureka) notation, r2c79<>7, as `sudoku hint --compact`; default false. */
  compact?: boolean;
}
export interface SudokuHint {
  technique: string;
  title: string;
  level: SudokuHintLevel;
  /** The tool's text at this level: 'next step: Hidden Single' (vague), '…; look at box 2, cells r1c6' (cells),
   * or the step's explanation (full). */
  sentence: string;
  /** Level cells and full: the units its reasoning looks at ("box 2") and the cells of its pattern. */
  units?: string[];
  cells?: number[];
  /** Level full only. */
  placements?: { cell: number; digit: number }[];
  eliminations?: { cell: number; digit: number }[];
  /** Each cell's candidates before the step (empty for a filled cell). */
  candidates: number[][];
  /** For a pencil-mark grid: the grid after the step, in the same form. */
  after?: string;
}

/** Why there is no hint: the grid is full, its candidates contradict each other, it has no solution
 * or several (a search of up to 2 s, the rule of the tool and Python), or no technique this tool
 * knows applies ('stuck', as Python's Path.end says it). */
export interface SudokuNoHint {
  none: 'full' | 'contradiction' | 'unsolvable' | 'several' | 'stuck';
  reason: string;
}

export interface SudokuApi {
  /** vectors: bitboard only, the copy of its search this build runs ("simd128" in WebAssembly). */
  backends(): { name: string; description: string; vectors?: string }[];
  bundled(): { name: string; size: number; puzzle: string }[];
  parse(text: string): SudokuGrid;
  solve(text: string, options?: SudokuSolveOptions): SudokuSolveResult;
  /** max: 1..10000, default 2. */
  count(text: string, options?: { max?: number; backend?: string; timeLimit?: number; timeLimitMs?: number; nodeLimit?: number }): {
    count: number;
    complete: boolean;
  };
  generate(options?: {
    box?: number;
    seed?: number;
    difficulty?: 'easy' | 'medium' | 'hard' | 'unfair' | 'extreme';
    /** As Sudoku Explainer's generator; 'mirror' is 'vertical'. Default 'none'. */
    symmetry?: 'none' | 'rotational' | 'rotational-90' | 'vertical' | 'horizontal' | 'orthogonal' | 'diagonal' |
      'anti-diagonal' | 'bi-diagonal' | 'full' | 'mirror';
    /** The technique of the hardest step, the one the SE number rates (a name or HoDoKu code). */
    hardestTechnique?: string;
    /** The lowest SE number wanted, default 0 (no bound). */
    seMin?: number;
    /** The highest SE number wanted, default 0 (no bound). */
    seMax?: number;
    /** Seconds, default 60; 0 = none (or timeLimitMs, the former spelling). */
    timeLimit?: number;
    timeLimitMs?: number;
  }): { puzzle: string; solution: string; matches: boolean; grade?: string; se?: number; hardest?: string };
  /** The next step, or why there is none; text: a puzzle, or a pencil-mark grid (`sudoku hint
   * --candidates`'s or HoDoKu's, as sudoku.parse_candidates reads it in Python). */
  hint(text: string, options?: SudokuHintOptions): SudokuHint | SudokuNoHint;
}

export class Engine {
  problems(): ProblemInfo[];
  /** Every counter of a search (the engine's names: nodes, checks, pair_checks, …) with its one-line definition. */
  counters(): { name: string; definition: string }[];
  describe(spec: ProblemSpec): Description;
  parseText(source: string): Description;
  /** `onEvents` receives the events while the search runs, a few hundred at a time, in order. */
  run(spec: ProblemSpec, options?: RunOptions, onEvents?: (events: Event[]) => void): RunResult;
  ac3(spec: ProblemSpec, options?: Ac3Options): Ac3Result;
  sudoku: SudokuApi;
}

export function createEngine(factory: (options?: object) => Promise<object>, moduleOptions?: object): Promise<Engine>;
/** Node only (node.mjs): reads csp_web.js and csp_web.wasm from wasmDir. */
export function loadNodeEngine(wasmDir: string): Promise<Engine>;
