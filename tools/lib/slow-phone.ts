/**
 * The slow phone the benches load pages on: Lighthouse's mobile "slow 4G" (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) as DevTools throttling applies it (latency × 3.75, throughput × 0.9, Lighthouse's own factors for a
 * per-request throttle), a 4× slower CPU and a phone's viewport.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 412, height: 823 };
