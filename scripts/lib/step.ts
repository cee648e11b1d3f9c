/** One named step of the build: what it does, and the line (or lines) it reports, if any. */
export interface Step {
  name: string;
  run: () => Promise<string | void> | string | void;
}

/** A stage of the build: its steps, run in order (made when the stage starts: their modules load then). */
export interface Stage {
  name: string;
  steps: () => Promise<readonly Step[]>;
}
