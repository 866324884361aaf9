import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CfxAssessmentReportQuery } from '../../graphql/generated/graphql';

type Row = CfxAssessmentReportQuery['cfxAssessmentReport']['items'][number];

/** The module-detail popup (`001 §2` screen 5): a row's nodes with their score, status and last access. */
export function CfxReportNodesDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="md" data-testid="cfx-report-nodes">
      <DialogTitle>{row?.learningName ?? ''}: modules</DialogTitle>
      <DialogContent>
        {row && row.nodes.length === 0 ? (
          <Typography color="text.secondary">No modules recorded.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Modules">
              <TableHead>
                <TableRow>
                  <TableCell>Module</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Score</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Last accessed</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {row?.nodes.map((node, index) => (
                  <TableRow key={`${node.nodeType}:${node.nodeName}:${index}`} data-testid="cfx-report-node">
                    <TableCell>{node.nodeName}</TableCell>
                    <TableCell>{node.nodeType}</TableCell>
                    <TableCell>{node.score === null ? '-' : `${node.score}%`}</TableCell>
                    <TableCell>{node.nodeStatus}</TableCell>
                    <TableCell data-testid="cfx-report-node-date">{node.nodeLastAccessDate ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
