/** User-facing texts of the spec, word for word (`000 §2`, §5, §8; `001 §2`, §8). */
export const Text = {
  NO_UNREAD_ALERT: 'No unread alert found.',
  NO_UNREAD_MESSAGE: 'No unread message found.',
  VIDEOS_TOAST: 'This is a great way to enhance your knowledge in less than 5 minutes.',
  ERROR_TITLE: 'Something went wrong !!',
  ERROR_SUPPORT: 'Please contact Core Support ...',
  GO_TO_HOMEPAGE: 'Go To Homepage',
  OTP_GENERATING: 'OTP will be generated in a few seconds...',
  PASSWORD_CHANGED: 'Password changed successfully',
  RESET_LINK_SENT: 'A link to reset your password has been sent to your registered email ID.',
  PASSWORD_RESET: 'Password has been reset successfully.',
  FEEDBACK_THANKS:
    'Thank you for your valuable feedback. We are a young startup and this will help us to improve.',
  FEEDBACK_TITLE: 'How was your overall experience with the product?',
  FEEDBACK_PLACEHOLDER: 'What can we do to improve?',
  FEEDBACK_SEND: 'Send your Feedback',
  PAYMENT_SUCCESS:
    'Congratulations! Your payment was successful. Kindly navigate to My Learning on your dashboard to access the course.',
  PAYMENT_PAGE_FAILURE: 'Something went wrong. Please contact support',
  NO_RECORD_FOUND: 'No record found',
  NO_DOCUMENT: 'No document available',
  // `001 §5` Resume zip: at least one selected student.
  PLEASE_SELECT_CANDIDATE: 'Please Select Candidate',
  COMING_SOON: 'Coming Soon...',
  FOOTER_LINE: 'Creating a sustainable stream of skilled & employable resources for BFSI industry',
  SHARE_TEXT: 'BFSI focused courses and jobs. Join for Free',
  BANNER_FREE_CONTENT:
    'Free videos and courses are available for you, and your recommendations are based on your profile.',
  BANNER_PROFILE: 'A completed profile is 5X more likely to be selected by corporates.',
  BANNER_DOCUMENTS:
    'Uploading documents adds credibility, and completing this section raises your Employability Score.',
  MAINTENANCE_TITLE: 'Under Maintenance',
  // `001 §8`: the bulk upload outcomes.
  UPLOAD_SUCCESS: 'Data Uploaded successfully',
  UPLOAD_PARTIAL: 'There are some records that were not uploaded successfully',
  UPLOAD_FAILED:
    'Due to errors in records, the uploading of files has failed. Kindly check the grid for further process.',
  UPLOAD_SESSION_EXPIRED: 'Session Expired',
} as const;
