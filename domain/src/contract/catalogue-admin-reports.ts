/**
 * Product calls of `001 §7` named without behaviour, on the staff side (docs/decisions/rest-contract.md):
 * productJobHistory, updateAddOnCourse and video/reportlist.
 */

/** productJobHistory: a job that recommends (or recommended, when closed) the product, with its outcome. */
export interface ProductJobHistoryRow {
  jobID: number;
  title: string;
  corporateName: string;
  /** OPEN or CLOSED. */
  status: string;
  /** ISO date-time. */
  postedAt: string;
  /** ISO date (YYYY-MM-DD). */
  closesOn: string;
  applicants: number;
  placed: number;
}

/** updateAddOnCourse: hang a course under a parent course as its add-on, or take it off (null). */
export interface AddOnCourseRequest {
  productID: number;
  parentProductID: number | null;
}

/** video/reportlist: a video product as staff report on it. */
export interface VideoReportRow {
  productID: number;
  productName: string;
  /** Rupees with paise as decimals. */
  productPrice: number;
  active: boolean;
  /** Whether the video's file has been uploaded (video/save). */
  hasFile: boolean;
  /** Learners holding the video. */
  buyers: number;
  /** ISO date-time of the latest enrolment; null when nobody holds it. */
  lastBoughtAt: string | null;
  /** ISO date-time. */
  createdAt: string;
}

/** video/reportlist's page size and its most. */
export const VIDEO_REPORT_PAGE_SIZE = 10;
export const VIDEO_REPORT_MAX_PAGE_SIZE = 50;
