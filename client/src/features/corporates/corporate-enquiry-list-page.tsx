import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { CorporateEnquiryStatus } from '@finx/domain';
import type { CorporateEnquiryFieldsFragment } from '../../graphql/generated/graphql';
import { useCorporateEnquiriesQuery } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { listPaging } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { CorporateEnquiryDialog, ENQUIRY_STATUS_LABEL } from './corporate-enquiry-dialog';

const statusOf = (raw: string | null): CorporateEnquiryStatus | null =>
  Object.values(CorporateEnquiryStatus).find((status) => status === raw) ?? null;

/**
 * /corporate-enquiries (admin or ops): the "hire from us" requests, newest first, in the shared server grid
 * with search and status in the URL (`?q=&status=&page=&size=`); each followed up in a dialog.
 */
export default function CorporateEnquiryListPage() {
  const [search, setQuery] = useListQuery();
  const status = statusOf(search.get('status'));
  const variables = { search: search.get('q')?.trim() || null, status, ...listPaging(search) };
  const list = useCorporateEnquiriesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<CorporateEnquiryFieldsFragment | null>(null);

  const columns = useMemo<GridColDef<CorporateEnquiryFieldsFragment>[]>(
    () => [
      {
        field: 'createdDate',
        headerName: 'Received',
        width: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
      { field: 'companyName', headerName: 'Company', width: 180 },
      { field: 'contactName', headerName: 'Contact', width: 150 },
      { field: 'email', headerName: 'E-Mail', width: 200 },
      { field: 'phone', headerName: 'Mobile', width: 120 },
      { field: 'message', headerName: 'Message', width: 260 },
      {
        field: 'status',
        headerName: 'Status',
        width: 110,
        valueFormatter: (value: CorporateEnquiryStatus) => ENQUIRY_STATUS_LABEL[value],
      },
      { field: 'notes', headerName: 'Notes', width: 220 },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 120,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setOpen(row)} data-testid={`follow-up-${row.enquiryId}`}>
            Follow up
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <StaffListPage
      title="Corporate Enquiries"
      testId="corporate-enquiry-list"
      search={{ label: 'Company, contact or e-mail', testId: 'enquiry-search' }}
      filters={
        <>
          <TextField
            select
            size="small"
            label="Status"
            value={status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value || null, page: null })}
            sx={{ minWidth: 160 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'enquiry-status-filter' } as object },
            }}
          >
            <MenuItem value="">Any status</MenuItem>
            {Object.values(CorporateEnquiryStatus).map((value) => (
              <MenuItem key={value} value={value}>
                {ENQUIRY_STATUS_LABEL[value]}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      query={list}
      grid={{
        label: 'Corporate enquiries',
        testId: 'corporate-enquiry-grid',
        rows: list.data?.corporateEnquiries.rows ?? [],
        columns,
        primaryField: 'companyName',
        total: list.data?.corporateEnquiries.totalRecords,
      }}
    >
      {open && <CorporateEnquiryDialog enquiry={open} onClose={() => setOpen(null)} />}
    </StaffListPage>
  );
}
