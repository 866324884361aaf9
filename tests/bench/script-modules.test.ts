import { describe, expect, it } from 'vitest';
import { moduleName } from '../../client/build/chunk-modules.plugin';
import { modulesOf, packageOf } from './script-modules';

describe("a screen's scripts, named by their modules", () => {
  it('names a dependency by its package path and the app by its folder', () => {
    expect(moduleName('/work/main/node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js')).toBe(
      '@mui/x-data-grid/esm/DataGrid/DataGrid.js',
    );
    expect(moduleName('/w/node_modules/.pnpm/x/node_modules/react-dom/cjs/react-dom.js?commonjs')).toBe(
      'react-dom/cjs/react-dom.js',
    );
    expect(moduleName('/work/main/client/src/features/cart/cart-page.tsx')).toBe(
      'src/features/cart/cart-page.tsx',
    );
    expect(moduleName('/work/main/domain/src/messages.ts')).toBe('domain/messages.ts');
    expect(packageOf('@mui/x-data-grid/esm/DataGrid/DataGrid.js')).toBe('@mui/x-data-grid');
    expect(packageOf('react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(packageOf('src/features/cart/cart-page.tsx')).toBe('src/features/cart');
    expect(packageOf('src/shared/toast.ts')).toBe('src/shared');
  });

  it("sums the fetched scripts' modules by package, a module copied into two chunks once", () => {
    const chunks = {
      'assets/a.js': [
        ['react-dom/client.js', 5000],
        ['src/shared/toast.ts', 300],
      ],
      'assets/b.js': [
        ['src/shared/toast.ts', 300],
        ['@mui/material/Button/Button.js', 2000],
        ['@mui/material/Chip/Chip.js', 1500],
      ],
      'assets/not-fetched.js': [['@mui/x-data-grid/index.js', 90000]],
    } satisfies Record<string, [string, number][]>;
    expect(modulesOf(chunks, ['a.js', 'b.js'], 3)).toEqual({
      packages: ['react-dom (4.9)', '@mui/material (3.4)', 'src/shared (0.3)'],
      modules: [
        'react-dom/client.js (4.9)',
        '@mui/material/Button/Button.js (2)',
        '@mui/material/Chip/Chip.js (1.5)',
      ],
    });
  });
});
