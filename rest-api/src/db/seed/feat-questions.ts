import { ProductId } from '@finx/domain';

type Question = readonly [
  text: string,
  options: readonly [string, string, string, string],
  correct: 1 | 2 | 3 | 4,
];

// BFSI basics at the level of a final-year graduate: banking, markets, insurance, regulation, numeracy.
const BANK: readonly Question[] = [
  ['Which body regulates commercial banks in India?', ['SEBI', 'RBI', 'IRDAI', 'PFRDA'], 2],
  ['Which body regulates the securities market in India?', ['SEBI', 'RBI', 'NABARD', 'IRDAI'], 1],
  ['Which body regulates insurance companies in India?', ['PFRDA', 'SEBI', 'IRDAI', 'SIDBI'], 3],
  [
    'CRR stands for',
    ['Credit Reserve Rate', 'Cash Reserve Ratio', 'Capital Risk Ratio', 'Current Repo Rate'],
    2,
  ],
  [
    'The repo rate is the rate at which',
    [
      'banks lend to the RBI',
      'the RBI lends to banks against securities',
      'banks lend to their best customers',
      'the government borrows abroad',
    ],
    2,
  ],
  [
    'KYC stands for',
    ['Know Your Customer', 'Keep Your Cash', 'Know Your Credit', 'Key Yield Calculation'],
    1,
  ],
  [
    'A loan is classified as an NPA when interest or principal is overdue for more than',
    ['30 days', '60 days', '90 days', '180 days'],
    3,
  ],
  [
    'NEFT and RTGS are',
    [
      'insurance schemes',
      'electronic fund transfer systems',
      'mutual fund categories',
      'credit rating agencies',
    ],
    2,
  ],
  ['UPI was developed by', ['SBI', 'NPCI', 'SEBI', 'NABARD'], 2],
  ['The minimum amount for an RTGS transfer is', ['₹1', '₹10,000', '₹2 lakh', '₹10 lakh'], 3],
  ['DICGC insures each depositor of a bank up to', ['₹1 lakh', '₹2 lakh', '₹5 lakh', '₹10 lakh'], 3],
  [
    'SLR requires banks to hold',
    ['cash with the RBI', 'liquid assets such as government securities', 'gold only', 'foreign currency'],
    2,
  ],
  ['A cheque is valid for', ['1 month', '3 months', '6 months', '1 year'], 2],
  [
    'An equity share represents',
    ['a loan to the company', 'ownership in the company', 'a fixed deposit', 'an insurance cover'],
    2,
  ],
  [
    'A bond that pays no periodic interest and is sold at a discount is a',
    ['zero-coupon bond', 'perpetual bond', 'floating-rate bond', 'convertible bond'],
    1,
  ],
  [
    'NAV in mutual funds stands for',
    ['Net Asset Value', 'New Account Value', 'Nominal Annual Value', 'Net Average Volume'],
    1,
  ],
  [
    'SIP stands for',
    [
      'Secure Insurance Plan',
      'Systematic Investment Plan',
      'Savings Interest Product',
      'Stock Index Portfolio',
    ],
    2,
  ],
  ['The BSE Sensex is made up of', ['30 stocks', '50 stocks', '100 stocks', '500 stocks'], 1],
  ['The NSE Nifty 50 is made up of', ['30 stocks', '50 stocks', '100 stocks', '200 stocks'], 2],
  [
    'An IPO is',
    [
      "a company's first sale of shares to the public",
      'a bank loan',
      'a government bond auction',
      'a merger of two companies',
    ],
    1,
  ],
  [
    'In term insurance, the sum assured is paid',
    ['on maturity only', 'on death within the term', 'every year', 'never'],
    2,
  ],
  [
    'The premium of an insurance policy is',
    [
      'the claim paid',
      'the amount the insured pays for cover',
      "the agent's commission",
      'the tax on the policy',
    ],
    2,
  ],
  [
    'A deductible in health insurance is',
    [
      'the part of a claim the insured bears',
      'the bonus on renewal',
      'the maximum cover',
      'the waiting period',
    ],
    1,
  ],
  ['Simple interest on ₹10,000 at 10% a year for 2 years is', ['₹1,000', '₹2,000', '₹2,100', '₹20,000'], 2],
  [
    '₹10,000 compounded annually at 10% for 2 years grows to',
    ['₹12,000', '₹12,100', '₹11,000', '₹12,210'],
    2,
  ],
  [
    'Inflation reduces',
    ['the purchasing power of money', 'the face value of notes', 'the repo rate', 'the number of banks'],
    1,
  ],
  ['A credit score in India is commonly reported by', ['CIBIL', 'SEBI', 'NPCI', 'AMFI'], 1],
  ['An EMI consists of', ['interest only', 'principal only', 'principal and interest', 'fees and taxes'], 3],
  [
    'Diversification aims to',
    ['raise fees', 'reduce risk by spreading investments', 'avoid taxes', 'guarantee returns'],
    2,
  ],
  [
    'PMJDY is a scheme for',
    [
      'financial inclusion through bank accounts',
      'crop insurance',
      'housing loans',
      'pension for government staff',
    ],
    1,
  ],
  [
    'AML in banking stands for',
    ['Asset Management Ledger', 'Anti-Money Laundering', 'Annual Minimum Limit', 'Automated Market Lending'],
    2,
  ],
  [
    'A current account is mainly meant for',
    ['long-term saving', 'businesses with frequent transactions', 'children', 'pensioners only'],
    2,
  ],
];

/** FEAT's question bank, four options each, numbered from 1 (seeded with the catalogue). */
export const FEAT_QUESTION_ROWS = BANK.map(([text, options, correct], index) => ({
  questionId: 90_001 + index,
  productId: ProductId.FEAT,
  sequence: index + 1,
  text,
  options: [...options],
  correctOption: correct,
}));

/** The answer key, for tests that score an attempt. */
export const FEAT_ANSWER_KEY: ReadonlyMap<number, number> = new Map(
  FEAT_QUESTION_ROWS.map((row) => [row.questionId, row.correctOption]),
);
