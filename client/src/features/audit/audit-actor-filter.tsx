import Autocomplete from '@mui/material/Autocomplete';
import { RoleId, USER_LIST_MAX_PAGE_SIZE } from '@finx/domain';
import type { AuditActorFieldsFragment } from '../../graphql/generated/graphql';
import { useAuditActorsQuery } from '../../graphql/generated/hooks';
import { autocompleteInput } from '../../shared/autocomplete-input';

const nameOf = (actor: AuditActorFieldsFragment) =>
  `${actor.firstName} ${actor.lastName}`.trim() || actor.email;

/** The Who filter: an admin, ops or SYSOPSADMIN account picked by name or e-mail, kept in the URL as its party. */
export function AuditActorFilter({
  partyId,
  onChange,
}: {
  partyId: number | null;
  onChange: (partyId: number | null) => void;
}) {
  const { data, loading } = useAuditActorsQuery({
    variables: {
      adminRole: RoleId.ADMIN,
      opsRole: RoleId.OPS,
      sysopsRole: RoleId.SYSOPS_ADMIN,
      limit: USER_LIST_MAX_PAGE_SIZE,
    },
  });
  const actors = [...(data?.admins.rows ?? []), ...(data?.ops.rows ?? []), ...(data?.sysops.rows ?? [])];
  const selected = actors.find((actor) => actor.partyId === partyId) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: { sm: 260 } }}
      options={actors}
      loading={loading}
      value={selected}
      onChange={(_event, actor) => onChange(actor?.partyId ?? null)}
      getOptionLabel={nameOf}
      getOptionKey={(actor) => actor.partyId}
      isOptionEqualToValue={(option, value) => option.partyId === value.partyId}
      renderOption={(props, actor) => (
        <li {...props} key={actor.partyId}>
          {nameOf(actor)} · {actor.email}
        </li>
      )}
      renderInput={autocompleteInput({ label: 'Who', testId: 'audit-actor' })}
    />
  );
}
