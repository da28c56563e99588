import { fireEvent, screen, waitFor } from '@testing-library/react';
import { productEndpoints } from '@wms/api';
import { describe, expect, inject, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { serverClient } from '../testing/server-client.ts';
import { type ImportDefinition, ImportDialog } from './import-dialog.tsx';
import { importRowErrors, importTemplates, runImportTask } from './import-task.ts';

function setup(errorPage?: string) {
  const server = serverClient('uiimport01');
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
    maxBytes: 64 * 1024,
    run: async ({ type, file }, api) => {
      runs.push({ type, name: file.name });
      const result = await runImportTask(api, file, (upload) =>
        api.call(productEndpoints.import, { kind: 'product', ...upload }),
      );
      return { errors: importRowErrors(result), errorPage };
    },
  };
  let closed = 0;
  renderWithProviders(<ImportDialog opened onClose={() => closed++} definition={definition} />, {
    api: server.client,
  });
  return { runs, closed: () => closed, notices: server.notices };
}

const pick = (name: string, content: BlobPart = 'x'.repeat(10)) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
};

/** The server-made product workbook whose rows 3 and 4 fail the server's checks. */
const workbook = () => Uint8Array.from(atob(inject('productWorkbook')), (c) => c.charCodeAt(0));

const chooseType = async (label: string) => {
  fireEvent.click(screen.getAllByLabelText(/Upload Type/).find((el) => el.tagName === 'INPUT')!);
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('ImportDialog', () => {
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
    pick('list.xlsx', 'x'.repeat(70_000));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The file exceeds the size limit of 0M'),
    );
    expect(runs).toEqual([]);
  });

  it('shows the server’s refusal of a file that is not a workbook and stays open', async () => {
    const { runs, closed, notices } = setup('/errors?taskId=t2');
    await chooseType('Import');
    pick('products.xlsx', 'not a workbook');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(notices.map((n) => n.kind === 'error' && n.code)).toEqual(['UPLOAD_FORMAT']));
    expect(runs).toEqual([{ type: 'product', name: 'products.xlsx' }]);
    expect(screen.queryByTestId('import-errors')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the error page' })).toBeNull();
    expect(closed()).toBe(0);
  });

  it('imports through the server and lists the rows it refused', async () => {
    const { runs, closed } = setup('/errors?taskId=t1');
    await chooseType('Import');
    pick('products.XLSX', workbook());
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByTestId('import-errors', {}, { timeout: 10_000 });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['3', 'SKU: Same as row 2'],
      ['4', 'Length (in): The product size exceeds the outer box size'],
    ]);
    expect(runs).toEqual([{ type: 'product', name: 'products.XLSX' }]);
    expect(closed()).toBe(0);
  });

  it('imports a clean workbook whole, closes and shows the import-record notice', async () => {
    const { runs, closed } = setup();
    await chooseType('Import');
    pick(
      'clean.xlsx',
      Uint8Array.from(atob(inject('cleanProductWorkbook')), (c) => c.charCodeAt(0)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The import was recorded; see it in the task center', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(closed()).toBe(1);
    expect(runs).toEqual([{ type: 'product', name: 'clean.xlsx' }]);
    expect(screen.queryByTestId('import-errors')).toBeNull();
  });

  it('asks the server for the template of the chosen kind when the user clicks', async () => {
    const server = serverClient('uiimport01');
    const opened: string[] = [];
    const open = globalThis.open;
    globalThis.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof globalThis.open;
    const definition: ImportDefinition = {
      types: [{ value: 'product', label: 'tasks:kind.import', templates: importTemplates('product') }],
      accept: ['.xlsx'],
      run: async () => ({}),
    };
    renderWithProviders(<ImportDialog opened onClose={() => {}} definition={definition} />, {
      api: server.client,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'English template' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const template = await fetch(new URL(opened[0]!, inject('apiUrl')));
    expect(template.status).toBe(200);
    expect(new Uint8Array(await template.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    globalThis.open = open;
  });

  it('sends the files the chosen type takes with the workbook, and shows their input only for that type', async () => {
    const server = serverClient('uiimport01');
    const runs: { type: string; attachments: string[] }[] = [];
    const definition: ImportDefinition = {
      types: [
        { value: 'freight', label: 'tasks:kind.import' },
        { value: 'transportProduct', label: 'tasks:kind.export' },
      ],
      accept: ['.xlsx'],
      attachments: { label: 'transfer:import.documents', accept: ['.pdf'], types: ['freight'] },
      run: async ({ type, attachments }) => {
        runs.push({ type, attachments: attachments.map((f) => f.name) });
        return {};
      },
    };
    renderWithProviders(<ImportDialog opened onClose={() => {}} definition={definition} />, {
      api: server.client,
    });
    expect(screen.queryByTestId('import-attachments')).toBeNull();
    await chooseType('Import');
    pick('orders.xlsx');
    const documents = document.querySelectorAll('input[type="file"]')[1] as HTMLInputElement;
    fireEvent.change(documents, {
      target: { files: [new File(['%PDF'], 'BOL-1.pdf'), new File(['%PDF'], 'prep.pdf')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(runs).toEqual([{ type: 'freight', attachments: ['BOL-1.pdf', 'prep.pdf'] }]));
  });
});
