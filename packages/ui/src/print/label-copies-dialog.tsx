import { NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { SubmitDialog } from '../layout/submit-dialog.tsx';
import { type LabelPrint, printStore } from './print-store.ts';

/** What a label print asks of the server: the records, copies of each, and the label size. */
export interface LabelCopies<Size extends string> {
  ids: string[];
  copies: number;
  size: Size;
}

/**
 * A list's "print labels": the chosen records' codes, copies of each and the label size, then one job
 * through the print helper (the install prompt offers the PDF when there is no helper).
 */
export function LabelCopiesDialog<Size extends string>(props: {
  title: string;
  /** The chosen records: id and the code their label carries. */
  records: { id: string; code: string }[];
  sizes: readonly Size[];
  copiesLabel: string;
  sizeLabel: string;
  zpl: (input: LabelCopies<Size>, options: Parameters<LabelPrint['zpl']>[0]) => ReturnType<LabelPrint['zpl']>;
  pdf: (input: LabelCopies<Size>) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { records, sizes } = props;
  const [copies, setCopies] = useState<number | string>(1);
  const [size, setSize] = useState<Size>(sizes[0]!);
  return (
    <SubmitDialog
      title={props.title}
      onClose={props.onClose}
      onDone={props.onDone}
      onSubmit={async () => {
        const input = { ids: records.map((record) => record.id), copies: Number(copies), size };
        const more = records.length > 1 ? ` +${records.length - 1}` : '';
        void printStore.printLabels({
          title: `${records[0]?.code ?? ''}${more} ×${input.copies}`,
          zpl: (options) => props.zpl(input, options),
          pdf: () => props.pdf(input),
        });
      }}
    >
      <Text size="sm">{records.map((record) => record.code).join(', ')}</Text>
      <NumberInput
        label={props.copiesLabel}
        min={1}
        max={100}
        allowDecimal={false}
        value={copies}
        onChange={setCopies}
      />
      <Select
        label={props.sizeLabel}
        allowDeselect={false}
        data={sizes.map((value) => ({ value, label: `${value.replace('x', ' × ')} mm` }))}
        value={size}
        onChange={(value) => setSize((value ?? sizes[0]) as Size)}
      />
    </SubmitDialog>
  );
}
