import { describe, expect, it } from 'vitest';
import { checkFiles, findJsxLiterals, uiFiles } from './check-jsx-literals.ts';

const texts = (source: string) => findJsxLiterals(source).map((f) => f.text);

describe('the JSX literal check', () => {
  it('fails on text children', () => {
    expect(texts('const a = <Button>Save</Button>;')).toEqual(['Save']);
    expect(texts("const a = <Button>{'保存'}</Button>;")).toEqual(['保存']);
    expect(texts('const a = <>Hello {name}</>;')).toEqual(['Hello']);
  });

  it('fails on string title, label and placeholder props', () => {
    expect(texts('const a = <Modal title="Export" />;')).toEqual(['title="Export"']);
    expect(texts("const a = <TextInput label={'Name'} placeholder={`Type`} />;")).toEqual([
      'label="Name"',
      'placeholder="Type"',
    ]);
  });

  it('passes translated text, non-text props and strings without letters', () => {
    expect(
      texts(`const a = (
        <Group gap="xs" data-testid="bar">
          <Button variant="light" title={t('resource:search')}>{t('resource:search')}</Button>
          <Text>—</Text>
          <Text>{count > 99 ? '99+' : count}</Text>
        </Group>
      );`),
    ).toEqual([]);
  });

  it('passes on the repository', () => {
    const root = new URL('..', import.meta.url).pathname;
    const files = uiFiles(root);
    expect(files.length).toBeGreaterThan(3);
    expect(checkFiles(root, files)).toEqual([]);
  });
});
