import { descricaoStatusProposta, type AnaliseFiltro } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import type { SessionUser } from '../../http/acesso.ts';
import {
  colunasDeAvaliacao,
  exigirOrdemPermitida,
  type ColunasAvaliacao,
} from './colunas-tabela.ts';
import { type Direcao, type LinhaAnalise } from './analise-repository.ts';
import { repositoriosEm } from '../repositorios.ts';

interface CartaoCnpj {
  id: string;
  nomeOriginal: string;
}

/** A row of the staff's table (spec, section 3: staff list row). */
const apresentarLinhaAnalise = (
  linha: LinhaAnalise,
  cartaoCNPJ: CartaoCnpj | null,
  avaliacao: ColunasAvaliacao,
) => ({
  propostaID: linha.id,
  codigoProposta: linha.codigoProposta,
  nomeOficialEmpresa: linha.nomeOficialEmpresa,
  // The CNPJ card is saved under it (cartao-cnpj-{CNPJ}-{empresa}.pdf), ten cards, ten names.
  cnpjEmpresa: linha.cnpjEmpresa,
  empresaID: linha.empresaId,
  tituloProposta: linha.titulo,
  statusProposta: {
    idStatusProposta: linha.statusPropostaId,
    descricao: descricaoStatusProposta(linha.statusPropostaId),
  },
  destino: { destino: linha.destino, indiceDetalhe: linha.indiceDetalhe },
  dataHoraEnvioPDF: linha.dataHoraEnvioPdf,
  cartaoCNPJ,
  avaliacao,
});

export function createAnaliseService(db: Database) {
  const repository = repositoriosEm(db).analise;

  return {
    /** One page of all solutions, sorted and filtered by the database, with the filtered total. */
    async listar(filtro: AnaliseFiltro, user: SessionUser) {
      exigirOrdemPermitida(user, filtro.ordem);
      const direcao: Direcao =
        filtro.direcao ?? (filtro.ordem === 'dataHoraEnvioPDF' ? 'desc' : 'asc');
      const [linhas, total] = await Promise.all([
        repository.pagina(filtro, direcao, user.id),
        repository.total(filtro, user.id),
      ]);
      const cartoes = new Map<string, CartaoCnpj>();
      const empresas = [...new Set(linhas.map((linha) => linha.empresaId))];
      for (const { empresaId, id, nomeOriginal } of await repository.cartoesCnpj(empresas)) {
        // Newest first: the first seen is the card in force.
        if (empresaId !== null && !cartoes.has(empresaId))
          cartoes.set(empresaId, { id, nomeOriginal });
      }
      const avaliacoes = await colunasDeAvaliacao(db, user, linhas);
      return {
        itens: linhas.map((linha) =>
          apresentarLinhaAnalise(
            linha,
            cartoes.get(linha.empresaId) ?? null,
            // The evaluation columns answer every line they were given.
            avaliacoes.get(linha.id)!,
          ),
        ),
        total,
        pagina: filtro.pagina,
        tamanho: filtro.tamanho,
      };
    },
  };
}
