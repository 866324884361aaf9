import { SUPPORT_EMAIL } from './constants';

/**
 * The refund and cancellation policy (`001 §2` Disclaimer, `001 §9` Refund). One text for the
 * Disclaimer page and for checkout, so a learner is shown the same words before paying as in the policy.
 */
export const REFUND_POLICY =
  'Fees paid for any course, video, assessment or programme are not refundable once the subscription ' +
  'is made and the payment is complete, and a subscription cannot be cancelled for a refund. ' +
  `A refund may be granted only at the sole discretion of FinX, on a request e-mailed to ${SUPPORT_EMAIL} ` +
  'with the order number and the reason for the request.';

/** Where the policies say disputes are heard (`001 §2` Disclaimer: jurisdiction in Mumbai). */
export const POLICY_JURISDICTION = 'Mumbai, Maharashtra, India';
