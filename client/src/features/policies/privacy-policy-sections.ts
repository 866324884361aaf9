import { PRODUCT_NAME, SUPPORT_EMAIL } from '@finx/domain';
import type { PolicySection } from './policy-section';

/** Privacy Policy content (`001 §2` static pages: site visit data, e-mail management, personal information). */
export const PRIVACY_POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'scope',
    heading: 'Scope of this policy',
    blocks: [
      `This policy explains how ${PRODUCT_NAME} collects, uses, stores and protects information about the people who visit our website and use our courses, videos, assessments, certification programmes and job services for the banking, financial services and insurance (BFSI) sector.`,
      'We handle personal data in accordance with the laws of India, including the Information Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023. By using the website you agree to the practices described here.',
    ],
  },
  {
    id: 'site-visit-data',
    heading: 'Site visit data',
    blocks: [
      'When you visit the website our servers record technical information that your browser sends with every request:',
      {
        list: [
          'your IP address and the approximate location derived from it;',
          'the browser, device and operating system you use;',
          'the pages you open, the time and duration of each visit, and the page that referred you to us.',
        ],
      },
      'We use this data in aggregate to keep the service secure and available, to detect misuse such as repeated failed sign-ins, and to understand which content is useful. It is not used to identify you unless required to investigate a security incident or by law.',
    ],
  },
  {
    id: 'email-management',
    heading: 'E-mail management',
    blocks: [
      'Your e-mail address is used to verify your account, to send one-time passwords and password reset links, order and payment confirmations, and messages about your courses, assessments, programme selection and job applications.',
      'With your consent we may also send news about new courses, events and job openings. Every such mail carries an unsubscribe link, and signed-in learners can stop them at any time with Unsubscribe Mails in the site footer. Service mails about your account and payments continue while your account is active.',
      'We do not sell, rent or trade e-mail addresses, and we do not send mail on behalf of third parties.',
    ],
  },
  {
    id: 'personal-information',
    heading: 'Collection of personal information',
    blocks: [
      'We collect the personal information you give us when you register, complete your profile, buy a course, apply for a programme or a job, or contact support. This may include:',
      {
        list: [
          'your name, e-mail address, mobile number, gender and date of birth;',
          'education and employment details, certificates and your résumé;',
          'identity and payment-related details such as your Permanent Account Number (PAN) where a transaction or certification requires it;',
          'your assessment scores, course progress and feedback.',
        ],
      },
      'We collect only what is needed for the service you ask for. Payment card and bank details are entered directly with our payment partner and are never stored by us.',
    ],
  },
  {
    id: 'use',
    heading: 'How we use your information',
    blocks: [
      {
        list: [
          'to provide and personalise your courses, assessments, certificates and recommendations;',
          'to run programme selection, internships and job placements, including sharing your profile with a college or an employer when you apply to it;',
          'to process payments, issue invoices and meet our legal and tax obligations;',
          'to answer your requests and to improve the website and our content.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'How we protect your information',
    blocks: [
      'Sensitive fields such as mobile numbers, PAN and account identifiers are encrypted before they travel between our systems and are stored encrypted, so they never appear in clear in web addresses or logs. Passwords are stored only as one-way hashes.',
      'Your session is kept in a secure, httpOnly cookie that scripts on the page cannot read, and idle sessions end automatically. Access to personal data inside FinX is limited to staff who need it for their role.',
      'No method of transmission over the internet is completely secure, but we review our safeguards regularly and will inform you and the authorities of a breach as the law requires.',
    ],
  },
  {
    id: 'your-choices',
    heading: 'Your choices and rights',
    blocks: [
      'You may view and correct your profile at any time. Signed-in learners can withdraw their consent to the processing of their personal data with Withdraw Consent in the site footer, and stop marketing mails with Unsubscribe Mails. Once consent is withdrawn we stop using your data for the services that depend on it; records the law requires us to keep, such as invoices, are retained only for the period required.',
      `To access, correct or erase your data, or to raise a grievance, write to ${SUPPORT_EMAIL}. We answer within the time the law allows.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    blocks: [
      'We may update this policy as our services or the law change. The version on this page is the one in force; significant changes are announced on the website or by e-mail.',
    ],
  },
];
