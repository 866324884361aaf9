import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  REPORT_PAGE_SIZES,
  roleNameOf,
  SESSION_REPORT_MAX_PAGE_SIZE,
  VIDEO_REPORT_MAX_PAGE_SIZE,
} from '@finx/domain';
import { type SessionReportQuery, type VideoReportQuery } from '../../graphql/generated/graphql';
import { SessionReportDocument } from '../../graphql/generated/operations/SessionReport';
import { VideoReportDocument } from '../../graphql/generated/operations/VideoReport';
import { useSessionReportQuery, useVideoReportQuery } from '../../graphql/generated/hooks';
import { DateField } from '../../shared/date-field';
import { formatPrice } from '../../shared/format';
import { listPaging } from '../../shared/list-params';
import { useListQuery } from '../../shared/use-search-update';
import { CallReportPage, type CallReportColumn, useEveryRow } from './call-report-page';

type VideoRow = VideoReportQuery['videoReport']['rows'][number];
type SessionRow = SessionReportQuery['sessionReport']['rows'][number];

/** A moment as staff read it in a report: DD/MM/YYYY HH:mm (`001 §9`'s date, with the time). */
export const reportMoment = (iso: string | null | undefined): string | null =>
  iso && dayjs(iso).isValid() ? dayjs(iso).format('DD/MM/YYYY HH:mm') : null;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (search: URLSearchParams, key: string) => {
  const value = search.get(key);
  return value && ISO_DATE.test(value) ? value : null;
};

export const VIDEO_REPORT_COLUMNS: readonly CallReportColumn<VideoRow>[] = [
  { key: 'productName', header: 'Video', value: (row) => row.productName, minWidth: 200 },
  { key: 'productPrice', header: 'Price', value: (row) => formatPrice(row.productPrice) },
  { key: 'active', header: 'Active', value: (row) => yesNo(row.active), minWidth: 90 },
  { key: 'hasFile', header: 'File Uploaded', value: (row) => yesNo(row.hasFile), minWidth: 110 },
  { key: 'buyers', header: 'Learners', value: (row) => row.buyers, minWidth: 100 },
  { key: 'lastBoughtAt', header: 'Last Enrolment', value: (row) => reportMoment(row.lastBoughtAt) },
  { key: 'createdAt', header: 'Created', value: (row) => reportMoment(row.createdAt) },
];

/** /video-report (admin, ops): video/reportlist, the videos with how many learners hold each. */
export function VideoReportPage() {
  const [search] = useListQuery();
  const text = search.get('q')?.trim() || null;
  const paging = listPaging(search, REPORT_PAGE_SIZES);
  const list = useVideoReportQuery({
    variables: { search: text, ...paging },
    fetchPolicy: 'cache-and-network',
  });
  const everything = useEveryRow(
    VideoReportDocument,
    { search: text },
    (data) => data.videoReport,
    VIDEO_REPORT_MAX_PAGE_SIZE,
  );
  return (
    <CallReportPage<VideoRow>
      title="Video Report"
      testId="video-report"
      fileStem="Video-Report"
      columns={VIDEO_REPORT_COLUMNS}
      data={list.data?.videoReport}
      query={list}
      pageSizes={REPORT_PAGE_SIZES}
      everything={everything}
      search={{ label: "Video's name", testId: 'video-report-search' }}
    />
  );
}

const SESSION_PAGE_SIZES = [20, 50, 100] as const;

export const SESSION_REPORT_COLUMNS: readonly CallReportColumn<SessionRow>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name, minWidth: 160 },
  { key: 'emailId', header: 'E-mail', value: (row) => row.emailId, minWidth: 200 },
  { key: 'userId', header: 'User ID', value: (row) => row.userId, minWidth: 90 },
  { key: 'role', header: 'Role', value: (row) => roleNameOf(row.roleId) },
  { key: 'loginAt', header: 'Signed In', value: (row) => reportMoment(row.loginAt) },
  { key: 'lastSeenAt', header: 'Last Seen', value: (row) => reportMoment(row.lastSeenAt) },
  { key: 'endedAt', header: 'Ended', value: (row) => reportMoment(row.endedAt) },
  { key: 'live', header: 'Live', value: (row) => yesNo(row.live), minWidth: 80 },
];

/** /session-report (admin, ops): sessionReport, the sign-ins newest first, of one account or everyone. */
export function SessionReportPage() {
  const [search, setQuery] = useListQuery();
  const asked = Number(search.get('userId'));
  const userId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const from = dateParam(search, 'from');
  const to = dateParam(search, 'to');
  const paging = listPaging(search, SESSION_PAGE_SIZES);
  const [userText, setUserText] = useState(userId === null ? '' : String(userId));
  const list = useSessionReportQuery({
    variables: { userId, from, to, ...paging },
    fetchPolicy: 'cache-and-network',
  });
  const everything = useEveryRow(
    SessionReportDocument,
    { userId, from, to },
    (data) => data.sessionReport,
    SESSION_REPORT_MAX_PAGE_SIZE,
  );
  return (
    <CallReportPage<SessionRow>
      title="Session Report"
      testId="session-report"
      fileStem="Session-Report"
      columns={SESSION_REPORT_COLUMNS}
      data={list.data?.sessionReport}
      query={list}
      pageSizes={SESSION_PAGE_SIZES}
      everything={everything}
      filters={
        <>
          <TextField
            label="User ID"
            size="small"
            value={userText}
            onChange={(event) => setUserText(event.target.value.replace(/\D/g, '').slice(0, 12))}
            onBlur={() => setQuery({ userId: userText || null })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setQuery({ userId: userText || null });
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'session-report-user' } }}
          />
          <DateField
            label="From"
            size="small"
            value={from ?? ''}
            maxDate={to ?? undefined}
            onChange={(value) => setQuery({ from: value || null })}
            testId="session-report-from"
          />
          <DateField
            label="To"
            size="small"
            value={to ?? ''}
            minDate={from ?? undefined}
            onChange={(value) => setQuery({ to: value || null })}
            testId="session-report-to"
          />
        </>
      }
    />
  );
}
