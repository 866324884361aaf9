import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { isLoanStatus, LoanStatusLabel } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { StaffEducationLoansQuery } from '../../graphql/generated/graphql';
import { useStaffEducationLoansQuery, useUpdateEducationLoansMutation } from '../../graphql/generated/hooks';
import { refusalText } from '../../graphql/use-operation';
import { listPaging } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

type Row = StaffEducationLoansQuery['staffEducationLoans']['rows'][number];

/** One size only, as before the shared grid. */
const LOAN_PAGE_SIZES = [10];
const STATUSES = Object.entries(LoanStatusLabel).map(([value, label]) => ({ value: Number(value), label }));

/**
 * /educationalLoanList (`001 §2`, admin): every learner's education loan, latest change first, filtered
 * by status in the URL (`?status=&page=`), paged by the server; a status select on each row sends
 * _updateEduLoan for that row (written to the staff audit log).
 */
export default function LoanListPage() {
  const [search, setQuery] = useListQuery();
  const { enqueueSnackbar } = useSnackbar();
  const statusParam = Number(search.get('status'));
  const status = isLoanStatus(statusParam) ? statusParam : null;
  const list = useStaffEducationLoansQuery({
    variables: { status, ...listPaging(search, LOAN_PAGE_SIZES) },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = list;
  const [update] = useUpdateEducationLoansMutation();

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const changeStatus = async (row: Row, next: number) => {
      const input = [{ partyId: row.partyId, productId: row.loan.productId, status: next }];
      const { data: answer } = await update({ variables: { input } });
      const payload = answer?.updateEducationLoans;
      if (!payload) return;
      if (payload.ok) {
        enqueueSnackbar(`${row.studentName}: ${LoanStatusLabel[next as keyof typeof LoanStatusLabel]}`, {
          variant: 'success',
        });
        void refetch();
      } else {
        enqueueSnackbar(refusalText(payload.userErrors), { variant: 'error' });
      }
    };
    return [
      { field: 'studentName', headerName: 'Learner', width: 170 },
      { field: 'email', headerName: 'E-mail', width: 220 },
      {
        field: 'product',
        headerName: 'Product',
        width: 200,
        valueGetter: (_value, row) => row.loan.productName,
      },
      {
        field: 'amount',
        headerName: 'Amount (₹)',
        width: 110,
        valueGetter: (_value, row) => row.loan.loanAmount ?? '-',
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 160,
        renderCell: ({ row }) => (
          <TextField
            select
            size="small"
            variant="standard"
            value={row.loan.status}
            onChange={(event) => void changeStatus(row, Number(event.target.value))}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': `loan-status-${row.partyId}` } as object },
            }}
          >
            {STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        field: 'updatedOn',
        headerName: 'Updated',
        width: 120,
        valueGetter: (_value, row) => new Date(row.loan.updatedOn).toLocaleDateString('en-IN'),
      },
    ];
  }, [update, refetch, enqueueSnackbar]);

  return (
    <StaffListPage
      title="Education Loans"
      testId="loan-list"
      filters={
        <>
          <TextField
            select
            size="small"
            label="Status"
            value={status ?? ''}
            onChange={(event) => setQuery({ status: event.target.value || null })}
            sx={{ maxWidth: 200 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      query={list}
      grid={{
        label: 'Education loans',
        testId: 'loan-grid',
        rows: list.data?.staffEducationLoans.rows ?? [],
        columns,
        // The status is staff's action on a loan: kept whole on a laptop, under each card on a phone.
        actionsField: 'status',
        total: list.data?.staffEducationLoans.totalRecords,
        pageSizes: LOAN_PAGE_SIZES,
      }}
    />
  );
}
