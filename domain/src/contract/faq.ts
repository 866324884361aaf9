import { defineFeatureContract, withQuery } from './feature-contract';

const clientPaths = { FAQ: '/faq' } as const;

/** The FAQ screen: static text, one tab per topic. */
export const faqContract = defineFeatureContract({
  feature: 'faq',
  clientPaths,
  clientRoutes: {
    faq: (tab?: string): string => withQuery(clientPaths.FAQ, { tab }),
  },
});
