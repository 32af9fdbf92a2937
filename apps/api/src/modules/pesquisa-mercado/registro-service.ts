import { createHash, randomUUID } from 'node:crypto';
import {
  descricaoCapacidade,
  findEixo,
  MENSAGENS,
  PAGINACAO_SOLUCOES_PUBLICAS,
  nomeMunicipioComUf,
  ROTULO_FILTRO_MUNICIPIO,
  ROTULO_FILTRO_PARECER,
  ROTULOS_FILTROS_SIM_NAO,
  ROTULOS_PARECER,
  type FacetasSolucoes,
  type registroPesquisaEntradaSchema,
  type RegistroPesquisa,
  type RegistroPesquisaPublico,
  type RegistroPesquisaResumo,
  type SolucoesFiltro,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '../../infra/db/client.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { repositoriosEm } from '../repositorios.ts';
import type { RepositorioService } from '../repositorio/service.ts';
import { apresentarSolucaoRegistrada } from '../repositorio/presenter.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { gerarCodigoRegistro } from './codigo-registro.ts';

/** Who signs the survey, as the procurement file names them. */
export interface GestorDoRegistro {
  nome: string;
  cargo: string;
  municipio: string;
  uf: string;
  codigoIbge: string;
}

type Entrada = z.output<typeof registroPesquisaEntradaSchema>;

/** The page of a record, where anyone holding the code checks what it says. */
export const caminhoRegistro = (codigo: string) => `/registros/${codigo}`;

const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

const simOuNao = (valor: boolean) => (valor ? 'Sim' : 'Não');

/**
 * The filters as the screen named them when the record was made, in the screen's order. The
 * municipality is named as its facet lists it, which always holds the one filtered by.
 */
const filtrosEmPalavras = (
  filtro: Entrada['filtro'],
  facetas: FacetasSolucoes | undefined,
): RegistroPesquisa['busca']['filtros'] => {
  const municipio = facetas?.municipio.find((item) => item.valor === filtro.municipio);
  return [
    filtro.eixo !== undefined && {
      rotulo: 'Eixo',
      valor: findEixo(filtro.eixo)?.descricao ?? String(filtro.eixo),
    },
    filtro.capacidade !== undefined && {
      rotulo: 'Capacidade',
      valor: descricaoCapacidade(filtro.capacidade),
    },
    ...(['saas', 'suporteNoBrasil', 'implantada'] as const).map((nome) => {
      const valor = filtro[nome];
      return (
        valor !== undefined && { rotulo: ROTULOS_FILTROS_SIM_NAO[nome], valor: simOuNao(valor) }
      );
    }),
    filtro.municipio !== undefined && {
      rotulo: ROTULO_FILTRO_MUNICIPIO,
      valor: municipio ? nomeMunicipioComUf(municipio) : String(filtro.municipio),
    },
    filtro.parecer !== undefined && {
      rotulo: ROTULO_FILTRO_PARECER,
      valor: ROTULOS_PARECER[filtro.parecer],
    },
  ].filter((item) => item !== false);
};

/**
 * The market-survey record (Lei 14.133/2021, art. 18): the search is run again here, never taken
 * from the browser, and the answer is frozen with the version of each solution it names. The
 * stored text is the one hashed, so later publications or edits never change what it says.
 */
export function createRegistroPesquisaService(
  db: Database,
  repositorio: RepositorioService,
  publicUrl: string,
) {
  const publico = (conteudo: string, digest: string): RegistroPesquisaPublico => {
    const registro = JSON.parse(conteudo) as RegistroPesquisa;
    return { registro, sha256: digest, url: `${publicUrl}${caminhoRegistro(registro.codigo)}` };
  };

  return {
    async registrar(
      ator: Ator & { usuarioId: string },
      gestor: GestorDoRegistro,
      entrada: Entrada,
    ): Promise<RegistroPesquisaPublico> {
      const filtro: SolucoesFiltro = {
        ...entrada.filtro,
        pagina: 1,
        tamanho: PAGINACAO_SOLUCOES_PUBLICAS.tamanhoMaximo,
      };
      const pagina = await repositorio.listar(filtro);
      const idsResultados = pagina.itens.map((item) => item.id);
      const linhas = new Map(
        (
          await repositoriosEm(db).repositorio.publicadasComVersao([
            ...new Set([...idsResultados, ...entrada.selecao]),
          ])
        ).map((linha) => [linha.id, linha]),
      );
      if (entrada.selecao.some((id) => !linhas.has(id))) {
        throw fieldError(422, 'selecao', MENSAGENS.selecaoComSolucaoIndisponivel);
      }
      const registradas = (ids: readonly string[]) =>
        ids.flatMap((id) => {
          const linha = linhas.get(id);
          // A result unpublished between the search and this read is no longer public.
          return linha ? [linha] : [];
        });
      const resultados = registradas(idsResultados).map((linha, i) =>
        apresentarSolucaoRegistrada(linha, i + 1, publicUrl),
      );
      const selecao = registradas(entrada.selecao).map((linha, i) =>
        apresentarSolucaoRegistrada(linha, i + 1, publicUrl),
      );

      const codigo = gerarCodigoRegistro();
      const registro: RegistroPesquisa = {
        codigo,
        registradoEm: ator.agora.toISOString(),
        gestor: {
          nome: gestor.nome,
          cargo: gestor.cargo,
          municipio: gestor.municipio,
          uf: gestor.uf,
          codigoIbge: gestor.codigoIbge,
        },
        finalidade: entrada.finalidade ?? null,
        busca: {
          texto: entrada.filtro.busca ?? null,
          corrigidaPara: pagina.sugestao ?? null,
          filtros: filtrosEmPalavras(entrada.filtro, pagina.facetas),
          total: pagina.total,
        },
        resultados,
        selecao,
      };
      const conteudo = JSON.stringify(registro);
      const digest = sha256(conteudo);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await repositoriosEm(tx).registroPesquisa.inserir(
          {
            id,
            codigo,
            usuarioId: ator.usuarioId,
            registradoEm: ator.agora,
            conteudo,
            sha256: digest,
          },
          [
            ...selecao.map((s) => ({ propostaId: s.id, selecionada: true })),
            ...resultados
              .filter((r) => !entrada.selecao.includes(r.id))
              .map((r) => ({ propostaId: r.id, selecionada: false })),
          ],
        );
        await registrarAuditoria(tx, ator, {
          acao: 'pesquisa.registro',
          entidade: 'registro_pesquisa',
          entidadeId: id,
          detalhes: { codigo, resultados: resultados.length, selecionadas: selecao.length },
        });
      });
      return publico(conteudo, digest);
    },

    async obter(codigo: string): Promise<RegistroPesquisaPublico> {
      const linha = await repositoriosEm(db).registroPesquisa.porCodigo(codigo);
      if (!linha) throw new HttpError(404, MENSAGENS.registroNaoEncontrado);
      return publico(linha.conteudo, linha.sha256);
    },

    async doUsuario(usuarioId: string): Promise<RegistroPesquisaResumo[]> {
      const linhas = await repositoriosEm(db).registroPesquisa.doUsuario(usuarioId);
      return linhas.map(({ conteudo }) => {
        const registro = JSON.parse(conteudo) as RegistroPesquisa;
        return {
          codigo: registro.codigo,
          registradoEm: registro.registradoEm,
          finalidade: registro.finalidade,
          busca: registro.busca.texto,
          resultados: registro.resultados.length,
          selecionadas: registro.selecao.length,
        };
      });
    },
  };
}

export type RegistroPesquisaService = ReturnType<typeof createRegistroPesquisaService>;
