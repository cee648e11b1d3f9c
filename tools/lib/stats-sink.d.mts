/** Types of stats-sink.mjs (a stand-in for the statistics endpoint while a bench loads pages). */
export function startStatsSink(): Promise<{ url: string; beacons: () => number; close: () => void }>;
