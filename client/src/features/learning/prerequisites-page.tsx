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
import { usePrerequisitesQuery } from '../../graphql/generated/hooks';
import { useStartCheckout } from '../checkout/use-start-checkout';

/** `001 §4`: no score means In-Complete. */
export const IN_COMPLETE = 'In-Complete';

/**
 * /my-Subcription-list (`001 §2` screen 4): what must be attempted before a product (`?productId=`,
 * CFX by default): sequence, product, completed and status, with Make Payment where the learner has
 * not bought the step yet. A failed fetch is the wrapper's error toast (`001 §8`).
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
                      {row.status === PrerequisiteStatus.MAKE_PAYMENT ? (
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={busy || row.unavailableMessage !== null}
                            onClick={() => void start([String(row.productId)])}
                            data-testid="prerequisite-pay"
                          >
                            Make Payment
                          </Button>
                          {row.unavailableMessage && (
                            <Typography
                              variant="caption"
                              color="text.secondary"
                              data-testid="prerequisite-unavailable"
                            >
                              {row.unavailableMessage}
                            </Typography>
                          )}
                        </Stack>
                      ) : row.productId === ProductId.FEAT ? (
                        // FEAT bought: the row leads to the test, or to its score once submitted.
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          <span data-testid="prerequisite-status">{row.status}</span>
                          <Link
                            component={RouterLink}
                            to={ClientRoute.assessment(row.productId)}
                            data-testid="prerequisite-take-test"
                          >
                            {row.status === PrerequisiteStatus.SCORE_AVAILABLE
                              ? `View score (${row.score ?? 0}%)`
                              : 'Take the test'}
                          </Link>
                        </Stack>
                      ) : (
                        row.status
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
