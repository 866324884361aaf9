import { PRODUCT_NAME, SUPPORT_EMAIL } from '@finx/domain';
import type { PolicySection } from './policy-section';

/** Cookies Policy content (`001 §2` static pages: strictly necessary, performance, functionality, targeting). */
export const COOKIES_POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-are-cookies',
    heading: 'What cookies are',
    blocks: [
      `Cookies are small text files that a website stores in your browser. ${PRODUCT_NAME} uses them to keep you signed in securely, to remember your choices and to understand how the website is used. This policy describes each kind of cookie we use and how you can control them.`,
    ],
  },
  {
    id: 'strictly-necessary',
    heading: 'Strictly necessary cookies',
    blocks: [
      'These cookies are essential for the website to work and cannot be switched off. The most important is the session cookie set when you sign in: it holds only an opaque session reference, is marked httpOnly so that scripts on the page cannot read it, is sent only to our own website, and expires when the session ends or after a period of inactivity.',
      'Without strictly necessary cookies you cannot sign in, keep items in your cart or complete a payment.',
    ],
  },
  {
    id: 'performance',
    heading: 'Performance cookies',
    blocks: [
      'Performance cookies collect anonymous information about how visitors use the website, such as which pages are opened most often and whether errors occur. They help us make pages faster and content more useful. The information is aggregated and does not identify you.',
    ],
  },
  {
    id: 'functionality',
    heading: 'Functionality cookies',
    blocks: [
      'Functionality cookies remember choices you make, such as whether you have completed the product tour or dismissed a notice, so that the website behaves as you expect on your next visit.',
    ],
  },
  {
    id: 'targeting',
    heading: 'Targeting cookies',
    blocks: [
      'Targeting cookies may be set by our advertising and social media partners to show you relevant FinX courses, programmes and job openings on other websites, and to measure how well those campaigns work. They do not store directly identifying information such as your name or mobile number.',
    ],
  },
  {
    id: 'managing-cookies',
    heading: 'Managing cookies',
    blocks: [
      'You can block or delete cookies in your browser settings. Blocking strictly necessary cookies will stop sign-in and payments from working; blocking the others does not affect the core service.',
      `Questions about cookies can be sent to ${SUPPORT_EMAIL}.`,
    ],
  },
];
