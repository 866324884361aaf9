import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ClientRoute, PrerequisiteStatus, ProductId, Text, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import type { PrerequisitesQuery } from '../../graphql/generated/graphql';
import { usePrerequisitesQuery } from '../../graphql/generated/hooks';
import { useStartCheckout } from '../checkout/use-start-checkout';

/** `001 §4`: no score means In-Complete. */
export const IN_COMPLETE = 'In-Complete';

type Row = PrerequisitesQuery['prerequisites']['rows'][number];

/**
 * What a row offers, by the status the server gave it: Make Payment (or the gate's reason); a held
 * assessment leads to its test or its score; anything else held (Enrolled: CFX, a course) opens to learn.
 */
function RowStatus({ row, busy, onPay }: { row: Row; busy: boolean; onPay: () => void }) {
  if (row.status === PrerequisiteStatus.MAKE_PAYMENT) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          size="small"
          variant="contained"
          disabled={busy || row.unavailableMessage !== null}
          onClick={onPay}
          data-testid="prerequisite-pay"
        >
          Make Payment
        </Button>
        {row.unavailableMessage && (
          <Typography variant="caption" color="text.secondary" data-testid="prerequisite-unavailable">
            {row.unavailableMessage}
          </Typography>
        )}
      </Stack>
    );
  }
  const enrolled = row.status === PrerequisiteStatus.ENROLLED;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span data-testid="prerequisite-status">{row.status}</span>
      {enrolled ? (
        <Link component={RouterLink} to={ClientRoute.learn(row.productId)} data-testid="prerequisite-learn">
          Start learning
        </Link>
      ) : (
        <Link
          component={RouterLink}
          to={ClientRoute.assessment(row.productId)}
          data-testid="prerequisite-take-test"
        >
          {row.status === PrerequisiteStatus.SCORE_AVAILABLE
            ? `View score (${row.score ?? 0}%)`
            : 'Take the test'}
        </Link>
      )}
    </Stack>
  );
}

/**
 * /my-Subcription-list (`001 §2` screen 4): what must be attempted before a product (`?productId=`,
 * CFX by default): sequence, product, completed and status, with Make Payment where the learner has
 * not bought the step yet, and the way into each step held. A failed fetch is the wrapper's error
 * toast (`001 §8`).
 */
export default function PrerequisitesPage() {
  const [search] = useSearchParams();
  const productId = String(parseEntityId(search.get('productId')) ?? ProductId.CFX);
  const { data, loading } = usePrerequisitesQuery({
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const { start, busy } = useStartCheckout();

  if (loading && !data) return <FullScreenLoader />;
  const table = data?.prerequisites;
  // The CFX assessment report lists the held steps of the path to CFX: worth a link once one is held.
  const reportable =
    table?.productId === ProductId.CFX &&
    table.rows.some((row) => row.status !== PrerequisiteStatus.MAKE_PAYMENT);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="prerequisites">
      <Typography variant="h4" component="h1">
        Pre-requisites{table ? ` for ${table.productName}` : ''}
      </Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Pre-requisites">
            <TableHead>
              <TableRow>
                <TableCell>Sequence</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Completed</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!table || table.rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>{Text.NO_RECORD_FOUND}</TableCell>
                </TableRow>
              ) : (
                table.rows.map((row) => (
                  <TableRow key={row.id} data-testid="prerequisite-row" data-product-id={row.productId}>
                    <TableCell>{row.sequence}</TableCell>
                    <TableCell>{row.productName}</TableCell>
                    <TableCell>{row.completed ?? IN_COMPLETE}</TableCell>
                    <TableCell>
                      <RowStatus row={row} busy={busy} onPay={() => void start([String(row.productId)])} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {reportable && (
        <Link
          component={RouterLink}
          to={ClientRoute.myCfxReport()}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="prerequisites-report-link"
        >
          My CFX assessment report
        </Link>
      )}
    </Stack>
  );
}
