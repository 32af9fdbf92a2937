import { eq } from 'drizzle-orm';
import { CONTEXTO_ARQUIVO, propostaSchema } from '@portal/domain';
import type { Executor } from '../../../infra/db/client.ts';
import { tipoLogradouro } from '../../../infra/db/schema.ts';
import type { PropostaPdfDados } from '../pdf/proposta-pdf-dados.ts';
import { apresentarProposta } from '../presenter.ts';
import { repositoriosEm } from '../../repositorios.ts';

const descricaoTipoLogradouro = async (db: Executor, id: number): Promise<string> => {
  const [row] = await db
    .select({ descricao: tipoLogradouro.descricao })
    .from(tipoLogradouro)
    .where(eq(tipoLogradouro.id, id));
  return row?.descricao ?? '';
};

/**
 * Everything the form prints, read fresh at generation time: the proposal as stored, the
 * company as it is now (its representative signs today), and the attachments sent so far.
 * Null when the proposal no longer exists.
 */
export async function montarDadosPdf(
  db: Executor,
  propostaId: string,
): Promise<(PropostaPdfDados & { empresaId: string; versao: number }) | null> {
  const row = await repositoriosEm(db).proposta.findById(propostaId);
  if (!row) return null;
  const empresa = await repositoriosEm(db).empresa.findEmpresaById(row.empresaId);
  if (!empresa) return null;
  const endereco = empresa.endereco;
  const anexos = await repositoriosEm(db).arquivo.listByProposta(propostaId);
  return {
    // Only a complete solution is printed (the request checked it); parsing here keeps a
    // solution emptied in between from printing blanks: the job fails instead.
    ...propostaSchema.parse(apresentarProposta(row, null)),
    codigoProposta: row.codigoProposta,
    empresaId: row.empresaId,
    // The version these fields are: a round closes only on a PDF of its last one.
    versao: row.versao,
    empresa: {
      nomeOficial: empresa.nomeOficial,
      nomeFantasia: empresa.nomeFantasia,
      cnpj: empresa.cnpj,
      endereco: {
        tipoLogradouro: endereco ? await descricaoTipoLogradouro(db, endereco.tipoLogradouro) : '',
        nomeLogradouro: endereco?.nomeLogradouro ?? '',
        numero: endereco?.numero ?? '',
        complemento: endereco?.complemento ?? null,
        bairro: endereco?.bairro ?? '',
        municipio: endereco?.municipio.descricao ?? '',
        uf: endereco?.municipio.estado.sigla ?? '',
        cep: endereco?.cep ?? '',
      },
      responsavelLegalNome: empresa.responsavelLegalNome,
      responsavelLegalCPF: empresa.responsavelLegalCpf,
      responsavelLegalCargo: empresa.responsavelLegalCargo,
    },
    // The signed form is a copy of this document, not one of its attachments.
    anexos: anexos.filter((anexo) => anexo.contexto !== CONTEXTO_ARQUIVO.FORM_ASSINADO),
    geradoEm: new Date(),
  };
}
