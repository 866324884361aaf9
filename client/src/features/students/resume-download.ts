import { useSnackbar } from '../../shared/toast';
import { useStudentDocumentLinkMutation } from '../../graphql/generated/hooks';

/** Opens a short-lived link: the browser downloads the file (the server names it, as an attachment). */
export const openDownload = (url: string): void => {
  window.location.assign(url);
};

/**
 * Downloads any learner's document for staff: asks for a fresh link (document fetch) and opens it. A
 * refusal ('No document available') is toasted and handed back, for a form to show on its field.
 */
export function useStudentDocumentDownload() {
  const { enqueueSnackbar } = useSnackbar();
  const [requestLink, { loading }] = useStudentDocumentLinkMutation();
  const download = async (documentId: string) => {
    const { data } = await requestLink({ variables: { documentId } });
    const payload = data?.studentDocumentLink;
    if (payload?.url) openDownload(payload.url);
    const errors = payload?.userErrors ?? [];
    for (const error of errors) enqueueSnackbar(error.message, { variant: 'error' });
    return errors;
  };
  return { download, loading };
}
