import { ReasonCode as C, RestPath, type SubscribeReason } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { partyIdOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { done, failed, type FieldMap } from '../shared/user-errors';

/** subscribe's refusals are about the product asked for. */
const SUBSCRIBE_FIELDS = {
  [C.NOT_FOUND]: 'productId',
  [C.ALREADY_ENROLLED]: 'productId',
  [C.VALIDATION_FAILED]: 'productId',
} as const satisfies FieldMap<SubscribeReason>;

/** `001 §7` subscribe: the learner takes a free product at once, enrolled as a free order enrols. */
export class ProductSubscribeSource {
  private readonly upstream: RequestUpstream;
  private readonly scope: RequestScope;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.scope = scope;
  }

  async subscribe(productId: number): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.SUBSCRIBE,
      body: { studentPartyID: partyIdOf(this.scope.session), productID: productId },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, SUBSCRIBE_FIELDS);
  }
}
