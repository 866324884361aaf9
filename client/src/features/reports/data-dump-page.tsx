import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CRM_DUMP_KINDS, REPORTS } from '@finx/domain';
import { useListQuery } from '../../shared/use-search-update';
import { ReportPage } from './report-page';

type DumpKind = (typeof CRM_DUMP_KINDS)[number];
const isDump = (value: string | null): value is DumpKind =>
  (CRM_DUMP_KINDS as readonly string[]).includes(value ?? '');

/**
 * /data-dump-report (`001 §2`, admin or ops): the CRM data dumps 1 to 6 on one page. The dump picked is in
 * the URL (`?dump=`) beside the report's own filters, so a link opens the same dump and date range.
 */
export function DataDumpPage() {
  const [search, setQuery] = useListQuery();
  const picked = search.get('dump');
  const kind: DumpKind = isDump(picked) ? picked : CRM_DUMP_KINDS[0];
  const picker = (
    <TextField
      select
      size="small"
      label="Data dump"
      value={kind}
      // Sort keys differ between dumps: a new dump starts from its own default order.
      onChange={(event) => setQuery({ dump: event.target.value, sort: null, order: null })}
      sx={{ maxWidth: 420 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'data-dump-picker' } as object } }}
    >
      {CRM_DUMP_KINDS.map((dump) => (
        <MenuItem key={dump} value={dump} data-testid={`data-dump-${dump}`}>
          {REPORTS[dump].title}
        </MenuItem>
      ))}
    </TextField>
  );
  return <ReportPage key={kind} kind={kind} picker={picker} />;
}
