// Entry of the statistics loader inlined at the end of every page's <body> (scripts/export/stats-loader.ts, which
// defines where the beacon is and where it sends).
import { STATS_LATEST_MS, STATS_QUIET_MS } from '../../lib/stats/hand-over';
import { loadBeacon } from '../../lib/stats/loader';

declare const BEACON_SRC: string;
declare const STATS_ENDPOINT: string;

loadBeacon(BEACON_SRC, STATS_ENDPOINT, STATS_QUIET_MS, STATS_LATEST_MS);
