import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  AddProductModuleDocument,
  StaffModulesDocument,
  type StaffModuleFieldsFragment,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProductModules } from './product-modules';

const PRODUCT_ID = 3001;
const added: GatewayData<StaffModuleFieldsFragment> = {
  __typename: 'StaffModule',
  id: 'StaffModule:21',
  moduleId: 21,
  productId: PRODUCT_ID,
  productName: 'Branch Audit Essentials',
  sequence: 1,
  title: 'Concurrent audit',
  active: false,
  lessonCount: 0,
};

describe('a course’s modules on /edit-course', () => {
  it('keeps a module added before the list first arrived: the list asks again once the older request has settled', async () => {
    const onChanged = vi.fn();
    renderWithProviders(<ProductModules productId={PRODUCT_ID} onChanged={onChanged} />, {
      mocks: [
        // The list's first answer, read before the module existed, arrives after it was added.
        mockOperation(StaffModulesDocument, {
          variables: { productId: PRODUCT_ID },
          data: { staffModules: [] },
          delay: 400,
        }),
        mockOperation(AddProductModuleDocument, {
          variables: { input: { productId: PRODUCT_ID, title: 'Concurrent audit' } },
          data: {
            addProductModule: { __typename: 'AddProductModulePayload', module: added, userErrors: [] },
          },
        }),
        mockOperation(StaffModulesDocument, {
          variables: { productId: PRODUCT_ID },
          data: { staffModules: [added] },
        }),
      ],
    });
    fireEvent.change(screen.getByTestId('module-title'), { target: { value: 'Concurrent audit' } });
    fireEvent.click(screen.getByTestId('module-submit'));

    const row = await screen.findByTestId('product-module', undefined, { timeout: 2_000 });
    expect(within(row).getByText('1. Concurrent audit')).toBeVisible();
    expect(onChanged).toHaveBeenCalledOnce();
    // Still there once the older answer has come and gone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId('product-module')).toHaveTextContent('1. Concurrent audit');
    expect(screen.getByTestId('module-title')).toHaveValue('');
  });
});
