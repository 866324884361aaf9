import { POLICY_JURISDICTION, PRODUCT_NAME, SUPPORT_EMAIL } from '@finx/domain';
import type { PolicySection } from './policy-section';

/**
 * Disclaimer content (`001 §2` static pages). The refund section is not here: its text is the domain's
 * REFUND_POLICY, which checkout shows too, and the page renders it into the `refund` section.
 */
export const DISCLAIMER_SECTIONS: readonly PolicySection[] = [
  {
    id: 'general',
    heading: 'General',
    blocks: [
      `The content on the ${PRODUCT_NAME} website, including courses, videos, assessments, articles and job listings, is provided for education and career development in the banking, financial services and insurance sector. It is not investment, tax, legal or financial advice, and should not be relied on as such.`,
      'We take care to keep the content accurate and current, but we make no warranty as to its completeness or suitability for any purpose, and we may change or withdraw any part of it without notice.',
    ],
  },
  {
    id: 'usage',
    heading: 'Usage',
    blocks: [
      'You may use the website for your own learning and job search only. You agree not to share your account, copy or redistribute paid content, interfere with the working of the website, or use it for any unlawful purpose.',
      `${PRODUCT_NAME} is not liable for any loss arising from the use of, or inability to use, the website or its content, including decisions taken on the basis of it. Job listings are published on behalf of employers, and ${PRODUCT_NAME} does not guarantee interviews, offers or employment.`,
    ],
  },
  {
    id: 'copyright',
    heading: 'Copyright',
    blocks: [
      `All content on the website, including text, graphics, logos, videos, course material and software, is the property of ${PRODUCT_NAME} or its content partners and is protected by Indian and international copyright and trademark laws. No part may be reproduced, published or transmitted without prior written permission.`,
    ],
  },
  {
    id: 'hyperlinking',
    heading: 'Hyperlinking',
    blocks: [
      `The website may link to websites of other organisations for your convenience. ${PRODUCT_NAME} does not control and is not responsible for their content, availability or privacy practices, and a link does not imply endorsement.`,
      `You may link to our home page, but not in a way that suggests an association with or endorsement by ${PRODUCT_NAME}, and not by framing our pages within another website, without our written permission.`,
    ],
  },
  {
    id: 'accessibility',
    heading: 'Accessibility',
    blocks: [
      'We aim to make the website usable by everyone, including people who use screen readers, keyboard navigation or magnification. If any part of the website is difficult for you to use, please tell us and we will help you access the content another way.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    blocks: [
      'The website uses cookies to keep you signed in securely, to remember your preferences and to understand how it is used. Our Cookies Policy describes each kind of cookie and how to control them.',
    ],
  },
  {
    id: 'external-bodies',
    heading: 'Names of external bodies',
    blocks: [
      'Names of regulators and industry bodies such as the National Institute of Securities Markets (NISM), the Insurance Regulatory and Development Authority of India (IRDAI) and the Reserve Bank of India (RBI) appear on the website only to identify the bodies whose syllabi or examinations our courses follow.',
      `Their mention does not mean that any of these bodies endorses, approves or is affiliated with ${PRODUCT_NAME} or its courses. Certifications issued by those bodies are awarded only by them, under their own rules.`,
    ],
  },
];

/** The refund section's heading and anchor; its text is REFUND_POLICY from the domain. */
export const REFUND_SECTION: PolicySection = {
  id: 'refund',
  heading: 'Refund and cancellation',
  blocks: [],
};

/** Closing section, after refunds: the courts that hear disputes (`001 §2`: jurisdiction in Mumbai). */
export const JURISDICTION_SECTION: PolicySection = {
  id: 'jurisdiction',
  heading: 'Jurisdiction',
  blocks: [
    `This disclaimer and the use of the website are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at ${POLICY_JURISDICTION}.`,
    `Questions about this disclaimer can be sent to ${SUPPORT_EMAIL}.`,
  ],
};
