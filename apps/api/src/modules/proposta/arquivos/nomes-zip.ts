import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO } from '@portal/domain';

export const PASTA_PDF_ASSINADO = 'PDF assinado';
export const PASTA_EMPRESA = 'Empresa';
const PASTA_OUTROS = 'Outros arquivos';

/** Folders in the order the form shows the categories, then the signature and the company's. */
const PASTAS: readonly { contexto: number; pasta: string }[] = [
  ...CATEGORIAS_ANEXO.map((c) => ({ contexto: c.contexto, pasta: c.descricao })),
  { contexto: CONTEXTO_ARQUIVO.FORM_ASSINADO, pasta: PASTA_PDF_ASSINADO },
  { contexto: CONTEXTO_ARQUIVO.PROVA_CNPJ, pasta: PASTA_EMPRESA },
];

export const pastaDoContexto = (contexto: number) =>
  PASTAS.find((p) => p.contexto === contexto)?.pasta ?? PASTA_OUTROS;

export const ordemDaPasta = (pasta: string) => {
  const indice = PASTAS.findIndex((p) => p.pasta === pasta);
  return indice === -1 ? PASTAS.length : indice;
};

// Separators would create folders (or climb out of one: '../../'), and these characters cannot be
// in a file name on Windows, where most staff unzip.
const INVALIDOS = /[\\/:*?"<>|\p{Cc}]/gu;

/** A name that unzips as one file everywhere; the upload's name as far as possible. */
export function nomeSeguro(nome: string): string {
  const limpo = nome.replace(INVALIDOS, '_').trim().replace(/^\.+/, '').trim();
  return limpo || 'arquivo';
}

/**
 * `pasta/nome` for each file, a repeated name getting ' (2)', ' (3)'… before its extension.
 * Compared without case, since Windows and macOS would overwrite 'Foto.png' with 'foto.png'.
 */
export function caminhosUnicos(arquivos: readonly { pasta: string; nome: string }[]): string[] {
  const usados = new Set<string>();
  return arquivos.map(({ pasta, nome }) => {
    const seguro = nomeSeguro(nome);
    const ponto = seguro.lastIndexOf('.');
    const [base, extensao] =
      ponto > 0 ? [seguro.slice(0, ponto), seguro.slice(ponto)] : [seguro, ''];
    for (let n = 1; ; n++) {
      const caminho = `${pasta}/${n === 1 ? seguro : `${base} (${n})${extensao}`}`;
      if (!usados.has(caminho.toLowerCase())) {
        usados.add(caminho.toLowerCase());
        return caminho;
      }
    }
  });
}
