import { defineFeatureContract } from './feature-contract';

const clientPaths = { ROADMAP: '/roadmap' } as const;

/** The roadmap screen: static text. */
export const roadmapContract = defineFeatureContract({
  feature: 'roadmap',
  clientPaths,
  clientRoutes: {
    roadmap: (): string => clientPaths.ROADMAP,
  },
});
