import { ClientPath } from '@finx/domain';

/** One role a hiring campaign recruits for. */
export interface HiringRole {
  key: string;
  title: string;
  location: string;
  summary: string;
}

/** A step of a campaign's selection, in order. */
export interface HiringStep {
  title: string;
  detail: string;
}

/**
 * A partner corporate's hiring campaign (`001 §2` landing pages). `camp` and `client` are the values
 * the page's Register link carries as the entry-link keys `camp` and `cli` (`000 §2`), so the
 * registration's lead names the campaign that brought the learner.
 */
export interface HiringCampaign {
  key: 'morningstar' | 'kotak' | 'bfsi';
  path: string;
  camp: string;
  client: string;
  /** How the footer and the other campaign pages name this page. */
  linkLabel: string;
  eyebrow: string;
  title: string;
  intro: string;
  highlights: readonly string[];
  roles: readonly HiringRole[];
  eligibility: readonly string[];
  steps: readonly HiringStep[];
}

const REGISTER_STEP: HiringStep = {
  title: 'Register on FinX',
  detail: 'Sign up with your mobile number and e-mail; it takes two minutes and is free.',
};

const PROFILE_STEP: HiringStep = {
  title: 'Complete your profile',
  detail:
    'Add your education, skills and résumé. A completed profile is 5X more likely to be selected by corporates.',
};

export type HiringCampaignKey = HiringCampaign['key'];

/** The three campaigns, by key; the order is the footer's. */
export const HIRING_CAMPAIGN: Readonly<Record<HiringCampaignKey, HiringCampaign>> = {
  morningstar: {
    key: 'morningstar',
    path: ClientPath.MORNINGSTAR_JOBS,
    camp: 'morningstarindia-jobs-research',
    client: 'Morningstar India',
    linkLabel: 'Morningstar Research Jobs',
    eyebrow: 'Hiring campaign · Morningstar India',
    title: 'Start your career in investment research with Morningstar India',
    intro:
      'Morningstar India is hiring graduates for its research and data teams in Mumbai. Register on FinX, complete your profile and get considered for the next selection round.',
    highlights: [
      'Work on fund, equity and market data used by investors worldwide',
      'Structured training in financial statements, fund analysis and research tools',
      'A career path from data research to analyst roles',
    ],
    roles: [
      {
        key: 'data-research-analyst',
        title: 'Data Research Analyst',
        location: 'Mumbai',
        summary:
          'Collect, validate and publish mutual fund, equity and ESG data from filings and fund documents.',
      },
      {
        key: 'equity-research-associate',
        title: 'Equity Research Associate',
        location: 'Mumbai',
        summary:
          'Read annual reports, build financial models and support analysts covering listed companies.',
      },
      {
        key: 'fund-operations-associate',
        title: 'Fund Data Operations Associate',
        location: 'Mumbai',
        summary: 'Keep portfolio holdings, NAVs and fee data accurate and on time for global databases.',
      },
    ],
    eligibility: [
      'Graduates in commerce, finance, economics, mathematics or statistics (final-year students may apply)',
      'Comfort with numbers, spreadsheets and reading financial statements',
      'Clear written English',
    ],
    steps: [
      REGISTER_STEP,
      PROFILE_STEP,
      {
        title: 'Online assessment',
        detail: 'A timed test of quantitative aptitude, finance basics and English.',
      },
      { title: 'Interviews', detail: 'A technical round with the research team and an HR conversation.' },
    ],
  },
  kotak: {
    key: 'kotak',
    path: ClientPath.KOTAK_JOBS,
    camp: 'kotakbank-career-jobs',
    client: 'Kotak Mahindra Bank',
    linkLabel: 'Kotak Bank Careers',
    eyebrow: 'Hiring campaign · Kotak Mahindra Bank',
    title: 'Build a banking career with Kotak Mahindra Bank',
    intro:
      'Kotak Mahindra Bank is hiring freshers and early-career professionals for its branches across India. Register on FinX to be shortlisted for the roles below.',
    highlights: [
      'Roles in branches across metro, urban and semi-urban India',
      'Classroom and on-the-job training in banking products, KYC and compliance',
      'Clear growth from branch roles to relationship and credit careers',
    ],
    roles: [
      {
        key: 'relationship-officer',
        title: 'Relationship Officer',
        location: 'Pan-India branches',
        summary: 'Open accounts, understand customer needs and offer savings, deposit and loan products.',
      },
      {
        key: 'branch-operations',
        title: 'Branch Operations Executive',
        location: 'Pan-India branches',
        summary: 'Handle cash and account services, KYC checks and day-to-day branch compliance.',
      },
      {
        key: 'credit-processing',
        title: 'Retail Credit Processing Officer',
        location: 'Mumbai, Bengaluru, Delhi NCR',
        summary:
          'Check documents, assess eligibility and move retail loan files from application to sanction.',
      },
    ],
    eligibility: [
      'Graduates of any stream; final-year students may apply',
      'Good communication in English and the local language of the branch',
      'Willingness to work in customer-facing roles',
    ],
    steps: [
      REGISTER_STEP,
      PROFILE_STEP,
      { title: 'Aptitude assessment', detail: 'Banking awareness, numerical ability and communication.' },
      {
        title: 'Interview and offer',
        detail: 'A conversation with the hiring manager, then document checks.',
      },
    ],
  },
  bfsi: {
    key: 'bfsi',
    path: ClientPath.BFSI_HIRING,
    camp: 'bfsi-hiring',
    client: 'FinX BFSI partners',
    linkLabel: 'BFSI Hiring',
    eyebrow: 'Hiring campaign · Banks, NBFCs and insurers',
    title: 'BFSI hiring: one profile, many employers',
    intro:
      'FinX works with banks, NBFCs, insurers and fintechs that hire job-ready graduates. Register once, complete your profile, and be matched to openings across India.',
    highlights: [
      'Openings in banking, lending, insurance, wealth and fintech',
      'Employers see your FinX profile, certifications and Employability Score',
      'Free learning videos to prepare before your interviews',
    ],
    roles: [
      {
        key: 'sales-relationship',
        title: 'Sales and Relationship Management',
        location: 'Across India',
        summary: 'Acquire and serve customers for savings, loans, cards, insurance and investment products.',
      },
      {
        key: 'credit-collections',
        title: 'Credit and Collections',
        location: 'Across India',
        summary: 'Assess loan applications, monitor repayments and work with customers on overdue accounts.',
      },
      {
        key: 'operations-service',
        title: 'Operations and Customer Service',
        location: 'Across India',
        summary: 'Process transactions, claims and service requests accurately and within service levels.',
      },
      {
        key: 'insurance-advisory',
        title: 'Insurance Advisory',
        location: 'Across India',
        summary: 'Explain life and general insurance plans and help customers choose the right cover.',
      },
    ],
    eligibility: [
      'Graduates of any stream, including final-year students',
      'Interest in a long-term career in banking, financial services or insurance',
      'Willingness to learn: FinX courses and the CFX programme help you become job-ready',
    ],
    steps: [
      REGISTER_STEP,
      PROFILE_STEP,
      { title: 'Get matched', detail: 'Partner employers shortlist profiles that fit their openings.' },
      {
        title: 'Assessments and interviews',
        detail: 'Each employer runs its own selection; FinX keeps you posted.',
      },
    ],
  },
};

export const HIRING_CAMPAIGNS: readonly HiringCampaign[] = [
  HIRING_CAMPAIGN.morningstar,
  HIRING_CAMPAIGN.kotak,
  HIRING_CAMPAIGN.bfsi,
];
