/**
 * Job administration's further reads and one write (`001 §7`: courseStage, statusHistory,
 * placementHistory, rating report, video resume rating link, applicant count history, active employees,
 * update recommended course for a job). The spec names them only; what each does is read from its name
 * and its neighbours (docs/decisions/rest-contract.md, "Calls the spec names without behaviour").
 */

/** Where a job's applicant stands on the job's recommended course (courseStage). */
export const CourseStage = {
  NOT_ENROLLED: 'NOT_ENROLLED',
  ENROLLED: 'ENROLLED',
  COMPLETED: 'COMPLETED',
} as const;
export type CourseStage = (typeof CourseStage)[keyof typeof CourseStage];

export const CourseStageLabel: Record<CourseStage, string> = {
  NOT_ENROLLED: 'Not enrolled',
  ENROLLED: 'Enrolled',
  COMPLETED: 'Completed',
};

/** courseStage: how many of a job's applicants stand at each stage of its recommended course. */
export interface CourseStageCount {
  courseStage: CourseStage;
  label: string;
  applicants: number;
}

/** The rating report: one row per application of a job, with its staff ratings summed up. */
export interface JobRatingReportRow {
  applicationID: number;
  partyID: number;
  fullName: string;
  stageName: string;
  status: string;
  /** How many ratings staff gave (one per stage and staff member). */
  ratings: number;
  /** The mean of those ratings to one decimal; null when there is none. */
  averageRating: number | null;
  /** ISO date-time of the latest rating; null when there is none. */
  lastRatedAt: string | null;
}

/** The video resume rating link: where the applicant's resume is read and where staff rate it. */
export interface ResumeRatingLink {
  applicationID: number;
  partyID: number;
  fullName: string;
  /** A signed link to the applicant's resume, for a few minutes. */
  resumeUrl: string;
  /** ISO date-time the link stops working. */
  expiresAt: string;
  /** The staff candidate page, where the rating (saveFeedback) is given. */
  ratingPath: string;
}

/** applicantCountHistory: applications a job received on one India day, and in all up to it. */
export interface ApplicantCountDay {
  /** ISO date (YYYY-MM-DD, India). */
  date: string;
  applications: number;
  cumulative: number;
}

/** activeEmployees: a learner placed through FinX whose joining date has come. */
export interface ActiveEmployee {
  applicationID: number;
  partyID: number;
  fullName: string;
  jobID: number;
  jobTitle: string;
  corporateID: number;
  corporateName: string;
  /** ISO date (YYYY-MM-DD). */
  joiningDate: string;
}

/** updateRecommendedCourse: the course a job recommends to its applicants, or none (null). */
export interface RecommendedCourseRequest {
  jobID: number;
  recommendedProductID: number | null;
}
