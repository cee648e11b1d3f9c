'use client';

import dynamic from 'next/dynamic';

/**
 * The password form, in a chunk of its own: every project page shares one route, so a form imported as it is would
 * be in the first load of all of them; loaded through next/dynamic, only a protected project's page (which renders
 * it, on the server too) loads it.
 */
export const NdaGateLazy = dynamic(() => import('./nda-gate').then((module) => module.NdaGate));
