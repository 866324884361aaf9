import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { INBOX_PAGE_SIZE_DEFAULT, Text } from '@finx/domain';
import type { InboxKind } from './inbox-kinds';
import { InboxView } from './inbox-view';
import { useInboxLocation } from './use-inbox-location';

/**
 * /myalerts[/:id] and /notification[/:id] (`001 §2`): all the learner's alerts or messages, and the
 * selected one, which is marked read as it opens. The header's badge and dropdown follow from the
 * mutation's answer.
 */
export default function InboxPage({ kind }: { kind: InboxKind }) {
  const location = useInboxLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { list, loading } = kind.useList({
    page: location.page,
    pageSize: INBOX_PAGE_SIZE_DEFAULT,
    unreadOnly: location.unreadOnly,
  });
  const { markRead, marking } = kind.useMarkRead(location.unreadOnly);
  const items = list?.items ?? [];
  const selected = location.selectedId
    ? (items.find((item) => item.id === location.selectedId) ?? kind.readCached(client, location.selectedId))
    : null;

  const unreadSelected = selected && !selected.isRead ? selected.id : null;
  useEffect(() => {
    if (unreadSelected) markRead([unreadSelected]);
  }, [unreadSelected, markRead]);

  return (
    <InboxView
      heading={kind.heading}
      testId={kind.testId}
      items={items}
      total={list?.totalRecords ?? 0}
      page={location.page}
      pageSize={list?.pageSize ?? INBOX_PAGE_SIZE_DEFAULT}
      unreadOnly={location.unreadOnly}
      loading={loading}
      emptyText={location.unreadOnly ? kind.noUnreadText : Text.NO_RECORD_FOUND}
      selected={selected}
      selectedMissing={Boolean(location.selectedId) && !selected && !loading}
      itemHref={(id) => kind.route(id, location.query)}
      listHref={kind.route(null, location.query)}
      onPage={(next) => navigate(kind.route(location.selectedId, location.withList({ page: next })))}
      onUnreadOnly={(unreadOnly) => navigate(kind.route(null, location.withList({ unreadOnly })))}
      onMarkAllRead={() => markRead()}
      markingAll={marking}
    />
  );
}
