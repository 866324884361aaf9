import { AnswerType, DEFAULT_PIPELINE, type EmploymentType } from '@finx/domain';
import type { JobStatus } from '../schema/jobs';

const DAY = 86_400_000;

/** Profile option ids (profile-options.ts): job functions 1.., key skills 101.., locations 401... */
const F = {
  SALES: 1,
  CREDIT: 2,
  OPERATIONS: 3,
  SERVICE: 4,
  COLLECTIONS: 5,
  RISK: 6,
  WEALTH: 7,
  INSURANCE: 8,
};
const S = {
  COMMUNICATION: 101,
  FIN_ANALYSIS: 102,
  EXCEL: 103,
  CREDIT: 104,
  KYC: 105,
  CUSTOMER: 106,
  NEGOTIATION: 107,
  MUTUAL_FUNDS: 108,
  INSURANCE: 109,
  BANK_OPS: 110,
  DATA: 111,
  ACCOUNTING: 112,
};
const L = {
  MUMBAI: 401,
  DELHI: 402,
  BENGALURU: 403,
  CHENNAI: 404,
  HYDERABAD: 405,
  KOLKATA: 406,
  PUNE: 407,
  AHMEDABAD: 408,
  GURUGRAM: 409,
  NOIDA: 410,
  JAIPUR: 411,
  LUCKNOW: 412,
  KOCHI: 413,
  ANYWHERE: 414,
};

export const CORPORATE_ROWS = [
  [
    1,
    'Kotak Mahindra Bank',
    'Mumbai',
    'A private sector bank with retail, corporate and wealth businesses across India.',
  ],
  [
    2,
    'Morningstar India',
    'Mumbai',
    'Independent investment research: fund data, ratings and analytics for investors.',
  ],
  [3, 'HDFC Bank', 'Mumbai', 'India’s largest private sector bank by assets, with branches in every state.'],
  [
    4,
    'ICICI Lombard',
    'Mumbai',
    'A leading private general insurer: motor, health, travel and commercial cover.',
  ],
  [
    5,
    'Bajaj Finserv',
    'Pune',
    'A diversified NBFC: consumer, SME and commercial lending, insurance and investments.',
  ],
  [6, 'Axis Bank', 'Mumbai', 'A private sector bank serving retail, MSME and corporate customers.'],
  [
    7,
    'SBI Life Insurance',
    'Mumbai',
    'A life insurer selling through State Bank branches and its own advisors.',
  ],
  [8, 'Aditya Birla Capital', 'Mumbai', 'Lending, asset management, insurance and broking under one group.'],
].map(([corporateId, name, city, about]) => ({
  corporateId: corporateId as number,
  name: name as string,
  city: city as string,
  about: about as string,
}));

interface JobSeed {
  jobId: number;
  corporateId: number;
  title: string;
  description: string;
  fn: number;
  skills: number[];
  locations: number[];
  experience: [number, number];
  salary: [number, number] | null;
  type?: EmploymentType;
  openings?: number;
  postedDaysAgo: number;
  closesInDays: number;
  productId?: number;
  status?: JobStatus;
}

// prettier-ignore
const JOB_SEEDS: readonly JobSeed[] = [
  { jobId: 601, corporateId: 1, title: 'Relationship Manager - Retail Banking', fn: F.SALES, skills: [S.COMMUNICATION, S.CUSTOMER, S.NEGOTIATION, S.BANK_OPS], locations: [L.MUMBAI, L.PUNE], experience: [1, 3], salary: [400_000, 650_000], openings: 5, postedDaysAgo: 25, closesInDays: 45, productId: 3022,
    description: 'Grow and serve a book of savings and current account customers, cross-sell deposits, loans and insurance, and meet branch sales targets.' },
  { jobId: 602, corporateId: 1, title: 'KYC Analyst', fn: F.RISK, skills: [S.KYC, S.BANK_OPS, S.EXCEL], locations: [L.MUMBAI], experience: [0, 2], salary: [300_000, 450_000], openings: 4, postedDaysAgo: 3, closesInDays: 60, productId: 3003,
    description: 'Verify customer documents, run CKYC and sanctions checks, and escalate suspicious cases under the RBI Master Direction on KYC.' },
  { jobId: 603, corporateId: 3, title: 'Credit Analyst - MSME', fn: F.CREDIT, skills: [S.FIN_ANALYSIS, S.CREDIT, S.EXCEL, S.ACCOUNTING], locations: [L.MUMBAI, L.DELHI, L.BENGALURU], experience: [2, 5], salary: [600_000, 900_000], openings: 3, postedDaysAgo: 5, closesInDays: 40, productId: 3002,
    description: 'Assess working capital and term loan proposals from MSME borrowers, analyse financials and write credit appraisal notes.' },
  { jobId: 604, corporateId: 3, title: 'Branch Operations Executive', fn: F.OPERATIONS, skills: [S.BANK_OPS, S.CUSTOMER, S.COMMUNICATION], locations: [L.CHENNAI, L.HYDERABAD, L.KOCHI], experience: [0, 2], salary: [300_000, 420_000], openings: 10, postedDaysAgo: 7, closesInDays: 50,
    description: 'Handle cash, clearing and account servicing at the branch, and keep the branch audit-ready.' },
  { jobId: 605, corporateId: 3, title: 'Personal Banker', fn: F.SALES, skills: [S.COMMUNICATION, S.CUSTOMER, S.BANK_OPS], locations: [L.DELHI, L.GURUGRAM, L.NOIDA], experience: [1, 3], salary: [380_000, 550_000], openings: 6, postedDaysAgo: 30, closesInDays: 35,
    description: 'Be the first contact for walk-in customers: open accounts, solve service requests and introduce the bank’s products.' },
  { jobId: 606, corporateId: 2, title: 'Data Research Analyst - Mutual Funds', fn: F.WEALTH, skills: [S.MUTUAL_FUNDS, S.DATA, S.EXCEL, S.FIN_ANALYSIS], locations: [L.MUMBAI], experience: [0, 2], salary: [450_000, 650_000], openings: 4, postedDaysAgo: 2, closesInDays: 75, productId: 3004,
    description: 'Collect and check mutual fund portfolio data, fees and performance for the Morningstar database.' },
  { jobId: 607, corporateId: 2, title: 'Investment Research Associate', fn: F.WEALTH, skills: [S.FIN_ANALYSIS, S.EXCEL, S.DATA, S.ACCOUNTING], locations: [L.MUMBAI, L.BENGALURU], experience: [2, 5], salary: [800_000, 1_200_000], openings: 2, postedDaysAgo: 9, closesInDays: 55, productId: 3018,
    description: 'Build company models, write equity research notes and support analysts covering Indian listed companies.' },
  { jobId: 608, corporateId: 2, title: 'Quality Analyst - Fund Data', fn: F.OPERATIONS, skills: [S.DATA, S.EXCEL, S.MUTUAL_FUNDS], locations: [L.MUMBAI], experience: [0, 2], salary: null, type: 'CONTRACT', postedDaysAgo: 11, closesInDays: 30,
    description: 'Review fund data for accuracy against offer documents and fix errors before publication.' },
  { jobId: 609, corporateId: 4, title: 'Motor Claims Executive', fn: F.SERVICE, skills: [S.INSURANCE, S.CUSTOMER, S.COMMUNICATION], locations: [L.MUMBAI, L.DELHI, L.CHENNAI], experience: [1, 3], salary: [320_000, 480_000], postedDaysAgo: 6, closesInDays: 45, productId: 3016,
    description: 'Register and settle motor insurance claims, coordinate surveyors and garages, and keep customers informed.' },
  { jobId: 610, corporateId: 4, title: 'Health Insurance Underwriter', fn: F.CREDIT, skills: [S.INSURANCE, S.FIN_ANALYSIS, S.CREDIT], locations: [L.MUMBAI, L.PUNE], experience: [2, 5], salary: [550_000, 800_000], postedDaysAgo: 14, closesInDays: 60, productId: 3005,
    description: 'Assess health insurance proposals, decide terms and loadings, and work with medical teams on complex cases.' },
  { jobId: 611, corporateId: 4, title: 'Insurance Sales Intern', fn: F.INSURANCE, skills: [S.COMMUNICATION, S.INSURANCE, S.NEGOTIATION], locations: [L.ANYWHERE], experience: [0, 2], salary: [180_000, 240_000], type: 'INTERNSHIP', openings: 20, postedDaysAgo: 1, closesInDays: 30,
    description: 'A six-month internship selling retail insurance with a mentor, with a pre-placement offer for the best interns.' },
  { jobId: 612, corporateId: 5, title: 'Collections Officer', fn: F.COLLECTIONS, skills: [S.NEGOTIATION, S.COMMUNICATION, S.CUSTOMER], locations: [L.PUNE, L.AHMEDABAD, L.JAIPUR, L.LUCKNOW], experience: [0, 2], salary: [280_000, 400_000], openings: 15, postedDaysAgo: 4, closesInDays: 40,
    description: 'Follow up overdue consumer loans by phone and field visits, agree repayment plans and follow the fair practices code.' },
  { jobId: 613, corporateId: 5, title: 'Sales Manager - Consumer Durable Loans', fn: F.SALES, skills: [S.COMMUNICATION, S.NEGOTIATION, S.CUSTOMER], locations: [L.PUNE, L.MUMBAI, L.HYDERABAD], experience: [3, 6], salary: [600_000, 900_000], postedDaysAgo: 12, closesInDays: 50,
    description: 'Lead a team of loan sales executives at partner stores and grow consumer durable loan volumes.' },
  { jobId: 614, corporateId: 5, title: 'Credit Manager - Personal Loans', fn: F.CREDIT, skills: [S.CREDIT, S.FIN_ANALYSIS, S.KYC], locations: [L.PUNE, L.BENGALURU], experience: [5, 10], salary: [1_200_000, 1_800_000], openings: 2, postedDaysAgo: 8, closesInDays: 65,
    description: 'Own credit decisions for unsecured personal loans, set policy deviations and watch portfolio quality.' },
  { jobId: 615, corporateId: 6, title: 'Phone Banking Officer', fn: F.SERVICE, skills: [S.COMMUNICATION, S.CUSTOMER, S.BANK_OPS], locations: [L.HYDERABAD, L.CHENNAI, L.KOLKATA], experience: [0, 2], salary: [250_000, 350_000], openings: 25, postedDaysAgo: 10, closesInDays: 35,
    description: 'Answer customer calls on accounts, cards and loans, and resolve requests on the first call.' },
  { jobId: 616, corporateId: 6, title: 'Compliance Officer - AML', fn: F.RISK, skills: [S.KYC, S.FIN_ANALYSIS, S.DATA], locations: [L.MUMBAI, L.DELHI], experience: [3, 6], salary: [900_000, 1_400_000], openings: 2, postedDaysAgo: 15, closesInDays: 70, productId: 3003,
    description: 'Investigate transaction monitoring alerts, file STRs with FIU-IND and train branches on AML rules.' },
  { jobId: 617, corporateId: 6, title: 'Trade Finance Operations Executive', fn: F.OPERATIONS, skills: [S.BANK_OPS, S.ACCOUNTING, S.EXCEL], locations: [L.MUMBAI, L.CHENNAI], experience: [1, 3], salary: [400_000, 550_000], postedDaysAgo: 16, closesInDays: 45, productId: 3007,
    description: 'Process letters of credit, bank guarantees and export bills under UCP 600 and FEMA rules.' },
  { jobId: 618, corporateId: 6, title: 'Wealth Relationship Manager', fn: F.WEALTH, skills: [S.MUTUAL_FUNDS, S.COMMUNICATION, S.NEGOTIATION, S.FIN_ANALYSIS], locations: [L.MUMBAI, L.DELHI, L.BENGALURU, L.GURUGRAM], experience: [5, 10], salary: [1_500_000, 2_500_000], postedDaysAgo: 18, closesInDays: 60,
    description: 'Advise high-net-worth clients on investments and grow assets under management.' },
  { jobId: 619, corporateId: 7, title: 'Financial Advisor', fn: F.INSURANCE, skills: [S.INSURANCE, S.COMMUNICATION, S.NEGOTIATION], locations: [L.ANYWHERE], experience: [0, 2], salary: [250_000, 500_000], openings: 50, postedDaysAgo: 20, closesInDays: 90,
    description: 'Help families choose life insurance and savings plans; earnings grow with the policies you place.' },
  { jobId: 620, corporateId: 7, title: 'Bancassurance Sales Manager', fn: F.INSURANCE, skills: [S.INSURANCE, S.COMMUNICATION, S.CUSTOMER, S.NEGOTIATION], locations: [L.MUMBAI, L.KOLKATA, L.LUCKNOW, L.DELHI], experience: [2, 5], salary: [500_000, 750_000], openings: 8, postedDaysAgo: 13, closesInDays: 55, productId: 3017,
    description: 'Sell life insurance through partner bank branches and train branch staff on the products.' },
  { jobId: 621, corporateId: 7, title: 'Underwriting Associate', fn: F.CREDIT, skills: [S.INSURANCE, S.FIN_ANALYSIS, S.EXCEL], locations: [L.MUMBAI], experience: [1, 3], salary: [400_000, 600_000], postedDaysAgo: 21, closesInDays: 40, productId: 3005,
    description: 'Review life insurance proposals, medical reports and financial documents and recommend a decision.' },
  { jobId: 622, corporateId: 8, title: 'Mutual Fund Sales Executive', fn: F.SALES, skills: [S.MUTUAL_FUNDS, S.COMMUNICATION, S.CUSTOMER], locations: [L.AHMEDABAD, L.MUMBAI, L.JAIPUR], experience: [1, 3], salary: [350_000, 550_000], postedDaysAgo: 17, closesInDays: 50, productId: 3004,
    description: 'Bring in SIP and lump-sum investments through distributors and direct clients.' },
  { jobId: 623, corporateId: 8, title: 'Risk Analyst', fn: F.RISK, skills: [S.DATA, S.FIN_ANALYSIS, S.EXCEL], locations: [L.MUMBAI, L.BENGALURU], experience: [2, 5], salary: [700_000, 1_000_000], postedDaysAgo: 19, closesInDays: 60, productId: 3020,
    description: 'Build portfolio risk reports, early warning signals and stress tests for the lending book.' },
  { jobId: 624, corporateId: 8, title: 'Customer Service Executive', fn: F.SERVICE, skills: [S.CUSTOMER, S.COMMUNICATION], locations: [L.PUNE, L.NOIDA, L.KOCHI], experience: [0, 2], salary: [240_000, 330_000], openings: 12, postedDaysAgo: 22, closesInDays: 30,
    description: 'Resolve customer queries on loans and investments by phone, e-mail and chat.' },
  { jobId: 625, corporateId: 1, title: 'Gold Loan Officer', fn: F.CREDIT, skills: [S.CREDIT, S.CUSTOMER, S.BANK_OPS], locations: [L.CHENNAI, L.HYDERABAD, L.KOCHI], experience: [0, 2], salary: [300_000, 400_000], postedDaysAgo: 23, closesInDays: 45,
    description: 'Appraise gold ornaments, sanction and disburse gold loans, and manage renewals at the branch.' },
  { jobId: 626, corporateId: 1, title: 'Accounts Executive - Finance and Accounts', fn: F.OPERATIONS, skills: [S.ACCOUNTING, S.EXCEL, S.FIN_ANALYSIS], locations: [L.MUMBAI], experience: [1, 3], salary: [350_000, 500_000], postedDaysAgo: 24, closesInDays: 35, productId: 3021,
    description: 'Post entries, reconcile accounts and support the monthly close and statutory audit.' },
  { jobId: 627, corporateId: 3, title: 'Operations Trainee (Graduate Programme)', fn: F.OPERATIONS, skills: [S.BANK_OPS, S.COMMUNICATION, S.EXCEL], locations: [L.ANYWHERE], experience: [0, 2], salary: [300_000, 360_000], openings: 40, postedDaysAgo: 26, closesInDays: 80,
    description: 'A one-year graduate programme rotating through branch, retail asset and central operations.' },
  { jobId: 628, corporateId: 4, title: 'Data Analyst - Claims', fn: F.RISK, skills: [S.DATA, S.EXCEL, S.INSURANCE], locations: [L.MUMBAI, L.BENGALURU], experience: [2, 5], salary: [700_000, 1_000_000], postedDaysAgo: 27, closesInDays: 50,
    description: 'Analyse claims data to spot fraud patterns and improve settlement times.' },
  { jobId: 629, corporateId: 5, title: 'Field Investigation Officer', fn: F.COLLECTIONS, skills: [S.KYC, S.COMMUNICATION, S.CUSTOMER], locations: [L.DELHI, L.NOIDA, L.GURUGRAM, L.LUCKNOW], experience: [0, 2], salary: [260_000, 360_000], type: 'CONTRACT', postedDaysAgo: 28, closesInDays: 30,
    description: 'Visit loan applicants to verify residence and business details before disbursement.' },
  { jobId: 630, corporateId: 6, title: 'Retail Assets Sales Officer - Home Loans', fn: F.SALES, skills: [S.COMMUNICATION, S.NEGOTIATION, S.CUSTOMER], locations: [L.DELHI, L.MUMBAI, L.PUNE, L.BENGALURU], experience: [1, 3], salary: [350_000, 600_000], postedDaysAgo: 29, closesInDays: 60, productId: 3011,
    description: 'Source home loan customers through builders and connectors and see files through to disbursement.' },
  { jobId: 631, corporateId: 1, title: 'Branch Service Executive', fn: F.OPERATIONS, skills: [S.BANK_OPS, S.CUSTOMER, S.COMMUNICATION], locations: [L.MUMBAI], experience: [0, 2], salary: [300_000, 400_000], postedDaysAgo: 90, closesInDays: -40, status: 'CLOSED',
    description: 'Serve customers at the branch counter: deposits, withdrawals, passbooks and service requests.' },
  { jobId: 632, corporateId: 3, title: 'Sales Officer - Credit Cards', fn: F.SALES, skills: [S.COMMUNICATION, S.NEGOTIATION], locations: [L.DELHI], experience: [0, 2], salary: [280_000, 380_000], postedDaysAgo: 60, closesInDays: 10, status: 'CLOSED',
    description: 'Sell credit cards at corporate parks and malls (position filled).' },
];

/** Jobs tests and the e2e name: ids are fixed. */
export const DEMO_JOB_IDS = {
  /** Open, with a questionnaire, no application: the jobseeker applies to it in the e2e. */
  kycAnalyst: 602,
  /** Open, with a four-question questionnaire of mixed answer types. */
  creditAnalyst: 603,
  /** Open, no questions, no application. */
  branchOperations: 604,
  /** The jobseeker's application at Interview round 1. */
  interview: 601,
  /** The jobseeker's rejected application. */
  rejected: 605,
  /** The jobseeker's placed application (the job has closed since). */
  placed: 631,
  /** Closed, no applications. */
  closed: 632,
} as const;

export const OPEN_DEMO_JOBS = JOB_SEEDS.filter((job) => job.status !== 'CLOSED').length;

/** The stage id of a seeded job's pipeline position (1-based): fixed, so applications can name it. */
export const stageIdOf = (jobId: number, position: number): number => jobId * 10 + position;

const QUESTION_SEEDS: Record<
  number,
  { text: string; answerType: AnswerType; options?: string[]; required: boolean }[]
> = {
  602: [
    {
      text: 'How many years of KYC or AML experience do you have?',
      answerType: AnswerType.NUMBER,
      required: true,
    },
    { text: 'Are you willing to work in rotational shifts?', answerType: AnswerType.YES_NO, required: true },
    {
      text: 'Which of these have you worked with?',
      answerType: AnswerType.MULTI_CHOICE,
      options: ['CKYC registry', 'Video KYC', 'Sanctions screening', 'Transaction monitoring'],
      required: false,
    },
  ],
  603: [
    { text: 'Have you written a credit appraisal memo?', answerType: AnswerType.YES_NO, required: true },
    {
      text: 'Your highest finance qualification',
      answerType: AnswerType.SINGLE_CHOICE,
      options: ['B.Com', 'MBA Finance', 'CA Inter', 'CA', 'CFA Level 1 or above'],
      required: true,
    },
    { text: 'Describe a loan proposal you analysed', answerType: AnswerType.TEXT, required: false },
    { text: 'Current annual CTC in rupees', answerType: AnswerType.NUMBER, required: false },
  ],
  606: [
    { text: 'Do you hold the NISM Series V-A certificate?', answerType: AnswerType.YES_NO, required: true },
    {
      text: 'Which tools do you use?',
      answerType: AnswerType.MULTI_CHOICE,
      options: ['Excel', 'SQL', 'Python', 'Power BI'],
      required: true,
    },
  ],
  614: [
    { text: 'How many people have you managed?', answerType: AnswerType.NUMBER, required: true },
    {
      text: 'Notice period',
      answerType: AnswerType.SINGLE_CHOICE,
      options: ['Immediate', '15 days', '30 days', '60 days', '90 days'],
      required: true,
    },
  ],
  615: [
    {
      text: 'Languages you can take calls in',
      answerType: AnswerType.MULTI_CHOICE,
      options: ['English', 'Hindi', 'Telugu', 'Tamil', 'Bengali'],
      required: true,
    },
    { text: 'Are you comfortable with night shifts?', answerType: AnswerType.YES_NO, required: true },
  ],
};

/** A date `days` after `now` as the YYYY-MM-DD of a date column (UTC). */
const dateIn = (now: number, days: number): string => new Date(now + days * DAY).toISOString().slice(0, 10);

/** The seeded jobs with their pipelines (DEFAULT_PIPELINE) and questionnaires, dated from the seeding day. */
export const jobSeedRows = (now: number) => ({
  jobs: JOB_SEEDS.map((job) => ({
    jobId: job.jobId,
    corporateId: job.corporateId,
    title: job.title,
    description: job.description,
    jobFunctionId: job.fn,
    keySkillIds: job.skills,
    locationIds: job.locations,
    minExperience: job.experience[0],
    maxExperience: job.experience[1],
    salaryMin: job.salary?.[0] ?? null,
    salaryMax: job.salary?.[1] ?? null,
    employmentType: job.type ?? 'FULL_TIME',
    openings: job.openings ?? 1,
    status: job.status ?? 'OPEN',
    postedAt: new Date(now - job.postedDaysAgo * DAY),
    closesOn: dateIn(now, job.closesInDays),
    recommendedProductId: job.productId ?? null,
  })),
  stages: JOB_SEEDS.flatMap((job) =>
    DEFAULT_PIPELINE.map((stage, index) => ({
      stageId: stageIdOf(job.jobId, index + 1),
      jobId: job.jobId,
      position: index + 1,
      name: stage.name,
      kind: stage.kind,
    })),
  ),
  questions: Object.entries(QUESTION_SEEDS).flatMap(([jobId, questions]) =>
    questions.map((question, index) => ({
      questionId: Number(jobId) * 10 + index + 1,
      jobId: Number(jobId),
      position: index + 1,
      text: question.text,
      answerType: question.answerType,
      options: question.options ?? [],
      required: question.required,
    })),
  ),
});

/** Why an application was turned down (`001 §7` rejection/reasons): reference data, seeded at every start. */
export const JOB_REJECTION_REASON_ROWS = [
  'Skills do not match the role',
  'Experience below the requirement',
  'Position filled',
  'Did not clear the assessment',
  'Did not clear the interview',
  'Candidate did not respond',
].map((text, index) => ({ reasonId: index + 1, text }));
