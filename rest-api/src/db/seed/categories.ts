/** Catalogue categories, by stable id. */
export const DEMO_CATEGORY = {
  CERTIFICATION: 1,
  BANKING_OPERATIONS: 2,
  CREDIT_AND_LENDING: 3,
  COMPLIANCE_AND_RISK: 4,
  WEALTH_AND_INVESTMENTS: 5,
  INSURANCE: 6,
  TREASURY_AND_MARKETS: 7,
  TRADE_FINANCE: 8,
  FINANCIAL_ANALYSIS: 9,
  TAXATION_AND_ACCOUNTING: 10,
  DIGITAL_BANKING: 11,
  CAREER_SKILLS: 12,
} as const;

export const CATEGORY_ROWS = [
  { categoryId: DEMO_CATEGORY.CERTIFICATION, categoryName: 'Certification Programmes' },
  { categoryId: DEMO_CATEGORY.BANKING_OPERATIONS, categoryName: 'Banking Operations' },
  { categoryId: DEMO_CATEGORY.CREDIT_AND_LENDING, categoryName: 'Credit and Lending' },
  { categoryId: DEMO_CATEGORY.COMPLIANCE_AND_RISK, categoryName: 'Compliance and Risk' },
  { categoryId: DEMO_CATEGORY.WEALTH_AND_INVESTMENTS, categoryName: 'Wealth and Investments' },
  { categoryId: DEMO_CATEGORY.INSURANCE, categoryName: 'Insurance' },
  { categoryId: DEMO_CATEGORY.TREASURY_AND_MARKETS, categoryName: 'Treasury and Markets' },
  { categoryId: DEMO_CATEGORY.TRADE_FINANCE, categoryName: 'Trade Finance' },
  { categoryId: DEMO_CATEGORY.FINANCIAL_ANALYSIS, categoryName: 'Financial Analysis and Modelling' },
  { categoryId: DEMO_CATEGORY.TAXATION_AND_ACCOUNTING, categoryName: 'Taxation and Accounting' },
  { categoryId: DEMO_CATEGORY.DIGITAL_BANKING, categoryName: 'Digital Banking and Payments' },
  { categoryId: DEMO_CATEGORY.CAREER_SKILLS, categoryName: 'Career Skills' },
];
