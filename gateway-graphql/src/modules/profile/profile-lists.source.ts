import { type NamedOption, RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';

/**
 * The profile forms' fixed lists as REST serves them (`001 §7` the Admin education endpoints and
 * profile/annualSalaryList), so a form's dropdown offers what the server's rule admits.
 */
export class ProfileListsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  qualifications(): Promise<NamedOption[]> {
    return this.list(RestPath.EDUCATION_QUALIFICATIONS);
  }

  yearsOfPassing(): Promise<NamedOption[]> {
    return this.list(RestPath.EDUCATION_YEARS);
  }

  annualSalaryBands(): Promise<NamedOption[]> {
    return this.list(RestPath.ANNUAL_SALARY_LIST);
  }

  private async list(path: RestPath): Promise<NamedOption[]> {
    const envelope = await this.upstream.request<never, NamedOption>({ method: 'GET', path, auth: 'user' });
    return listOf(envelope);
  }
}
