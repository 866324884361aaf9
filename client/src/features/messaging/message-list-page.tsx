import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MessagingKind, StaffMessageFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffMessagesQuery } from '../../graphql/generated/hooks';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { KIND_LABEL, MESSAGE_SORT, messageListVariables, resumePathOf } from './messaging-paths';

export interface MessageListPageProps {
  title: string;
  /** MAIL for /send-mail-list; null for the notification manager's alerts and messages. */
  kind: MessagingKind | null;
  composePath: string;
  composeLabel: string;
  /** Further compose screens offered beside the main one (the alert and message screens). */
  moreLinks?: readonly { to: string; label: string }[];
}

/**
 * /my-inbox (the notification manager: alerts and messages, drafts and sent) and /send-mail-list (the
 * sent mails): an MUI X Data Grid paged, sorted and filtered by the server, its state in the URL. A
 * draft is resumed from its row; a sent one shows how many received it and who was skipped.
 */
export function MessageListPage({
  title,
  kind,
  composePath,
  composeLabel,
  moreLinks = [],
}: MessageListPageProps) {
  const [search, setQuery] = useListQuery();
  const variables = messageListVariables(search);
  const list = useStaffMessagesQuery({
    variables: { ...variables, kind },
    fetchPolicy: 'cache-and-network',
  });

  const columns = useMemo<GridColDef<StaffMessageFieldsFragment>[]>(
    () => [
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
      {
        field: 'kind',
        headerName: 'Type',
        width: 100,
        valueFormatter: (value: MessagingKind) => KIND_LABEL[value] ?? value,
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 100,
        valueFormatter: (value: string) => (value === 'DRAFT' ? 'Draft' : 'Sent'),
      },
      { field: 'recipientsCount', headerName: 'Recipients', type: 'number', width: 110 },
      { field: 'summary', headerName: 'Delivery', width: 320 },
      {
        field: 'updated',
        headerName: 'Date',
        width: 120,
        valueGetter: (_value, row) => row.sentDate ?? row.createdDate,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-GB'),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: ({ row }) =>
          row.status === 'DRAFT' ? (
            <Button
              size="small"
              component={RouterLink}
              to={resumePathOf(row.kind, row.messageId)}
              data-testid={`resume-draft-${row.messageId}`}
            >
              Resume
            </Button>
          ) : null,
      },
    ],
    [],
  );

  return (
    <StaffListPage
      title={title}
      testId="message-list"
      add={{ label: composeLabel, to: composePath, testId: 'compose-new' }}
      actions={moreLinks.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
          {link.label}
        </Button>
      ))}
      filters={
        <>
          <TextField
            select
            size="small"
            label="Status"
            value={variables.status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value || null })}
            sx={{ maxWidth: 200 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'message-status-filter' } as object },
            }}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="DRAFT">Drafts</MenuItem>
            <MenuItem value="SENT">Sent</MenuItem>
          </TextField>
        </>
      }
      query={list}
      grid={{
        label: title,
        testId: 'message-grid',
        rows: list.data?.staffMessages.rows ?? [],
        columns,
        getRowId: (row) => row.id,
        total: list.data?.staffMessages.totalRecords,
        sort: MESSAGE_SORT,
      }}
    />
  );
}
