import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useRolesQuery } from '../../graphql/generated/hooks';
import { ROLE_AREA } from './role-areas';

/**
 * /roles (`001 §2`, admin and SYSOPSADMIN): the platform's roles, their ids, what each may use and how many
 * accounts hold each.
 */
export default function RolesPage() {
  const { data, loading } = useRolesQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <FullScreenLoader />;
  return (
    <Stack spacing={3} data-testid="roles">
      <Typography variant="h4" component="h1">
        Roles
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Roles">
          <TableHead>
            <TableRow>
              <TableCell>Role ID</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>May use</TableCell>
              <TableCell align="right">Users</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.roles ?? []).map((role) => (
              <TableRow key={role.id} data-testid={`role-${role.roleId}`}>
                <TableCell>{role.roleId}</TableCell>
                <TableCell>{role.roleName}</TableCell>
                <TableCell sx={{ minWidth: 240 }}>{ROLE_AREA[role.roleId] ?? ''}</TableCell>
                <TableCell align="right">{role.userCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
