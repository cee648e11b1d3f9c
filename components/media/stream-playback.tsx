'use client';

import { useEffect } from 'react';
import { listenForStreams } from '@/lib/media/stream';

/**
 * Plays the page's videos as adaptive streams once the visitor starts one from its controls (lib/media/stream.ts);
 * draws nothing. hls.js itself is loaded only then.
 */
export function StreamPlayback() {
  useEffect(() => listenForStreams(), []);
  return null;
}
