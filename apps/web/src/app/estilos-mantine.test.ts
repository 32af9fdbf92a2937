import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
const ESTILOS_MANTINE = join(
  dirname(createRequire(import.meta.filename).resolve('@mantine/core/styles.css')),
  'styles',
);

/**
 * The styles each component needs besides its own, as Mantine's documentation on importing
 * styles per component lists them, for the components the portal uses.
 */
const DEPENDENCIAS: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Alert: ['CloseButton'],
  Button: ['UnstyledButton', 'Loader'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  FileInput: ['Input', 'CloseButton'],
  LoadingOverlay: ['Overlay', 'Loader'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'ScrollArea', 'Paper'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput', 'CloseButton'],
  NativeSelect: ['Input'],
  NumberInput: ['Input'],
  Pagination: ['UnstyledButton'],
  PasswordInput: ['Input', 'ActionIcon'],
  Radio: ['InlineInput'],
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'CloseButton'],
  Switch: ['InlineInput'],
  Tabs: ['UnstyledButton'],
  Textarea: ['Input'],
  TextInput: ['Input'],
};

function* arquivos(dir: string): Generator<string> {
  for (const nome of readdirSync(dir)) {
    const caminho = join(dir, nome);
    if (statSync(caminho).isDirectory()) yield* arquivos(caminho);
    else if (/\.tsx?$/.test(nome)) yield caminho;
  }
}

/** Every name imported from '@mantine/core' anywhere in src/. */
function componentesUsados(): Set<string> {
  const usados = new Set<string>();
  for (const arquivo of arquivos(SRC)) {
    for (const [, nomes] of readFileSync(arquivo, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const nome of nomes!.split(',')) {
        const limpo = nome.replace(/^\s*type\s+/, '').trim();
        if (limpo) usados.add(limpo);
      }
    }
  }
  return usados;
}

describe('estilos do Mantine importados um a um', () => {
  const importados = [
    ...readFileSync(join(SRC, 'app', 'estilos-mantine.ts'), 'utf8').matchAll(
      /import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g,
    ),
  ].map(([, nome]) => nome!);

  it('cada componente usado (e o que ele usa) tem seus estilos importados', () => {
    const faltam = [...componentesUsados()]
      .flatMap((componente) => [componente, ...(DEPENDENCIAS[componente] ?? [])])
      .filter((nome) => existsSync(join(ESTILOS_MANTINE, `${nome}.css`)))
      .filter((nome) => !importados.includes(nome));
    expect([...new Set(faltam)]).toEqual([]);
  });

  it('na ordem da folha completa do Mantine, base primeiro', () => {
    const completa = readFileSync(join(ESTILOS_MANTINE, '..', 'styles.css'), 'utf8');
    // Each file is found in the whole sheet by its opening.
    const posicoes = importados.map((nome) =>
      completa.indexOf(readFileSync(join(ESTILOS_MANTINE, `${nome}.css`), 'utf8').slice(0, 200)),
    );
    expect(posicoes.every((p) => p >= 0)).toBe(true);
    expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));
  });
});
