import { type ActiveSpocRow, type AssignSpocRequest, RestPath, type SpocOrganisationRow } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import { done, failed } from '../shared/user-errors';
import { SPOC_FIELDS } from './colleges.errors';
import type { AssignSpocInput, Spoc, SpocOrganisation } from './spoc.types';

/** `001 §3` SPOC: getActiveSpocs, the organisations, assignSpoc. */
export class SpocSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async active(): Promise<Spoc[]> {
    const envelope = await this.upstream.request<ActiveSpocRow[], ActiveSpocRow>({
      method: 'GET',
      path: RestPath.SPOC_ACTIVE,
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({
      id: `Spoc:${row.organisationType}:${row.organisationId}`,
      ...row,
    }));
  }

  async organisations(): Promise<SpocOrganisation[]> {
    const envelope = await this.upstream.request<SpocOrganisationRow[], SpocOrganisationRow>({
      method: 'GET',
      path: RestPath.SPOC_ORGANISATIONS,
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({
      id: `SpocOrganisation:${row.organisationType}:${row.organisationId}`,
      ...row,
    }));
  }

  async assign(input: AssignSpocInput): Promise<ActionPayload> {
    const body: AssignSpocRequest = { ...input };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.SPOC_ASSIGN,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, SPOC_FIELDS);
  }
}
