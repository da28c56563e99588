import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { httpDouble } from '../testing/http-double.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { type ImportDefinition, ImportDialog } from './import-dialog.tsx';

function setup(errors: { row: number; message: string }[] = [], errorPage?: string) {
  const runs: { type: string; name: string }[] = [];
  const definition: ImportDefinition = {
    types: [
      {
        value: 'product',
        label: 'tasks:kind.import',
        templates: { zh: '/t/product-zh.xlsx', en: '/t/product-en.xlsx' },
      },
      {
        value: 'inventory',
        label: 'tasks:kind.export',
        templates: { zh: '/t/inv-zh.xlsx', en: '/t/inv-en.xlsx' },
      },
    ],
    accept: ['.xlsx', '.xls'],
    maxBytes: 1024,
    run: async ({ type, file }) => {
      runs.push({ type, name: file.name });
      return { errors, errorPage };
    },
  };
  let closed = 0;
  renderWithProviders(<ImportDialog opened onClose={() => closed++} definition={definition} />, {
    api: httpDouble({}).client,
  });
  return { runs, closed: () => closed };
}

const pick = (name: string, size = 10) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'.repeat(size)], name)] } });
};

const chooseType = async (label: string) => {
  fireEvent.click(screen.getAllByLabelText(/Upload Type/).find((el) => el.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('ImportDialog', () => {
  it('makes a template on request for types without static ones', async () => {
    const asked: unknown[] = [];
    const opened: string[] = [];
    const original = window.open;
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    renderWithProviders(
      <ImportDialog
        opened
        onClose={() => undefined}
        definition={{
          types: [
            {
              value: 'orders',
              label: 'tasks:kind.import',
              templates: async (locale) => {
                asked.push(locale);
                return `/files/${locale}.xlsx`;
              },
            },
          ],
          accept: ['.xlsx'],
          run: async () => ({ errors: [] }),
        }}
      />,
      { api: httpDouble({}).client },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'English template' }));
    await waitFor(() => expect(opened).toEqual(['/files/en.xlsx']));
    expect(asked).toEqual(['en']);
    window.open = original;
  });

  it('asks for the upload type first', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select Upload Type');
  });

  it('asks for the file once the type is chosen', async () => {
    setup();
    await chooseType('Import');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please select File'));
  });

  it('offers the zh and en templates of the chosen type', async () => {
    setup();
    await chooseType('Export');
    expect(screen.getByRole('link', { name: 'Chinese template' }).getAttribute('href')).toBe(
      '/t/inv-zh.xlsx',
    );
    expect(screen.getByRole('link', { name: 'English template' }).getAttribute('href')).toBe(
      '/t/inv-en.xlsx',
    );
  });

  it('refuses a wrong format and a file over the size limit', async () => {
    const { runs } = setup();
    await chooseType('Import');
    pick('list.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Upload format is incorrect. Please upload again.'),
    );
    pick('list.xlsx', 2048);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The file exceeds the size limit of 0M'),
    );
    expect(runs).toEqual([]);
  });

  it('imports and lists the rows that failed', async () => {
    const { runs, closed } = setup([{ row: 3, message: 'The product already exists' }]);
    await chooseType('Import');
    pick('products.XLSX');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByTestId('import-errors');
    expect(table.textContent).toContain('3The product already exists');
    expect(runs).toEqual([{ type: 'product', name: 'products.XLSX' }]);
    expect(closed()).toBe(0);
  });

  it('links the error page of a failed import when the definition names one', async () => {
    setup([{ row: 4, message: 'SKU: SKU must be 5 to 20 letters, digits or hyphens' }], '/errors?taskId=t1');
    await chooseType('Import');
    pick('products.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const link = await screen.findByRole('link', { name: 'Open the error page' });
    expect(link.getAttribute('href')).toBe('/errors?taskId=t1');
  });

  it('shows no error-page link when the import went through', async () => {
    const { closed } = setup([], '/errors?taskId=t2');
    await chooseType('Import');
    pick('products.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(screen.queryByRole('link', { name: 'Open the error page' })).toBeNull();
  });

  it('asks the server for a template link when the definition builds them on request', async () => {
    const asked: string[] = [];
    const opened: string[] = [];
    const open = globalThis.open;
    globalThis.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof globalThis.open;
    const definition: ImportDefinition = {
      types: [
        {
          value: 'product',
          label: 'tasks:kind.import',
          templates: async (locale) => {
            asked.push(locale);
            return `/files/template-${locale}.xlsx`;
          },
        },
      ],
      accept: ['.xlsx'],
      run: async () => ({}),
    };
    renderWithProviders(<ImportDialog opened onClose={() => {}} definition={definition} />, {
      api: httpDouble({}).client,
    });
    fireEvent.click(screen.getByRole('button', { name: 'English template' }));
    await waitFor(() => expect(opened).toEqual(['/files/template-en.xlsx']));
    expect(asked).toEqual(['en']);
    globalThis.open = open;
  });
});
