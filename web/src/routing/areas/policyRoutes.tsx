import type { RouteObject } from 'react-router-dom';
import { policyPaths } from '../paths.ts';

const page = (path: string) => path.slice(1);

/** The footer's policy pages: static text (no route query), each its own lazily loaded chunk. */
export const policyRoutes: RouteObject[] = [
  {
    path: page(policyPaths.privacy),
    lazy: { Component: async () => (await import('../../pages/PolicyPages/PrivacyPolicyPage.tsx')).PrivacyPolicyPage },
  },
  {
    path: page(policyPaths.shipping),
    lazy: {
      Component: async () => (await import('../../pages/PolicyPages/ShippingPolicyPage.tsx')).ShippingPolicyPage,
    },
  },
  {
    path: page(policyPaths.returnCancellation),
    lazy: {
      Component: async () =>
        (await import('../../pages/PolicyPages/ReturnCancellationPolicyPage.tsx')).ReturnCancellationPolicyPage,
    },
  },
  {
    path: page(policyPaths.termsOfUse),
    lazy: { Component: async () => (await import('../../pages/PolicyPages/TermsOfUsePage.tsx')).TermsOfUsePage },
  },
];
