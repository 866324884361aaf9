import { useEffect, useRef } from 'react';
import Link from '@mui/material/Link';
import { Delay, RoleId } from '@finx/domain';
import { useUnsubscribeLinkQuery, useViewerQuery } from '../../graphql/generated/hooks';

/** Where Withdraw Consent opens; the page itself asks the session who the learner is. */
export const WITHDRAW_CONSENT_ROUTE = '/withdraw-consent';

/**
 * The learner footer's Withdraw Consent and Unsubscribe Mails (`000 §2`): signed-in learners only,
 * each opening in a new tab 0.5 s after the click. The unsubscribe link carries the learner's address
 * sealed by the server (the encrypted query), so the page works without a session and cannot be
 * pointed at somebody else.
 */
export function ConsentFooterLinks() {
  const { data } = useViewerQuery();
  const learner = data?.viewer?.roleId === RoleId.LEARNER;
  const { data: link } = useUnsubscribeLinkQuery({ skip: !learner });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!learner) return null;

  const openLater = (event: React.MouseEvent, path: string) => {
    event.preventDefault();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.open(path, '_blank', 'noopener'), Delay.BEFORE_CONSENT_TAB);
  };
  const unsubscribePath = link?.unsubscribeLink;

  return (
    <>
      <Link
        href={WITHDRAW_CONSENT_ROUTE}
        onClick={(event) => openLater(event, WITHDRAW_CONSENT_ROUTE)}
        color="inherit"
        underline="hover"
        data-testid="footer-withdraw-consent"
      >
        Withdraw Consent
      </Link>
      {unsubscribePath && (
        <Link
          href={unsubscribePath}
          onClick={(event) => openLater(event, unsubscribePath)}
          color="inherit"
          underline="hover"
          data-testid="footer-unsubscribe"
        >
          Unsubscribe Mails
        </Link>
      )}
    </>
  );
}
