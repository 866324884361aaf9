import Alert from '@mui/material/Alert';
import { useLocation } from 'react-router-dom';
import { useEntryLinkProductQuery } from '../../graphql/generated/hooks';
import { parseEntryLink, storedEntryLink } from './entry-link';

/** The product an entry link names, by `proId` or `pro`, from the address or the link kept before. */
export const linkedProductOf = (search: string): { proId: number | null; pro: string | null } | null => {
  const params = parseEntryLink(search, '')?.params ?? storedEntryLink()?.params ?? {};
  const id = Number(params.proId);
  const proId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const pro = params.pro?.trim() || null;
  return proId === null && pro === null ? null : { proId, pro };
};

/**
 * Registration from a link that names a course or video (`000 §2` `pro`, `proId`): which product the
 * learner is signing up for, as the server resolves it (getProductIdFromSourceParam). Nothing when the link
 * names no active product: it is only tracking then.
 */
export function EntryLinkProductNotice() {
  const linked = linkedProductOf(useLocation().search);
  const { data } = useEntryLinkProductQuery({
    variables: linked ?? { proId: null, pro: null },
    skip: linked === null,
    fetchPolicy: 'cache-first',
  });
  const product = data?.entryLinkProduct;
  if (!linked || !product) return null;
  return (
    <Alert severity="info" data-testid="entry-link-product">
      You are signing up for the {product.productType === 'VIDEO' ? 'video' : 'course'}{' '}
      <strong>{product.productName}</strong>.
    </Alert>
  );
}
