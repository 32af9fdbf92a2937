import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  LIMITES,
  type ConsultaCep,
  type ConsultaCnpj,
  type ConsultaRegistro,
  type EnderecoPreenchido,
} from '@portal/domain';
import type { AppConfig } from '../../infra/config.ts';
import { cepIbgeProvedorSchema, cepProvedorSchema } from './cep.ts';
import { cnpjProvedorSchema, type CnpjProvedor } from './cnpj.ts';
import { separarLogradouro, type TipoLogradouro } from './logradouro.ts';
import { consultarProvedor, urlDoProvedor, type RespostaProvedor } from './provedor.ts';
import type { RegistrosRepository } from './repository.ts';
import { normalizarNome } from './texto.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * A CEP's street hardly ever changes, a company's status may change any day. The caches live in
 * each instance: a miss costs one more call to a free registry, not worth shared storage. Only
 * answers are kept; a failure is asked again next time.
 */
const novaCache = <T extends object>(ttl: number) => new LRUCache<string, T>({ max: 10_000, ttl });

const INDISPONIVEL = { disponivel: false, motivo: 'indisponivel' } as const;
const DESLIGADO = { disponivel: false, motivo: 'desligado' } as const;
const NAO_ENCONTRADO = { disponivel: false, motivo: 'nao-encontrado' } as const;

// The form's limits: a prefilled value longer than its field would block the submission.
const cortar = (valor: string | null | undefined, limite: number): string | null =>
  valor?.trim() ? valor.trim().slice(0, limite) : null;

const somenteDigitos = (valor: string | null | undefined) => valor?.replace(/\D/g, '') || null;

export function createRegistrosService(
  repository: RegistrosRepository,
  config: AppConfig['registros'],
  log: FastifyBaseLogger,
) {
  const cacheCnpj = novaCache<ConsultaCnpj>(DIA_MS);
  const cacheCep = novaCache<ConsultaCep>(30 * DIA_MS);
  let tipos: Promise<TipoLogradouro[]> | null = null;
  // Read once per instance; a failed read is not kept, so the next lookup asks again.
  const tiposLogradouro = () =>
    (tipos ??= repository.listTiposLogradouro().catch((error: unknown) => {
      tipos = null;
      throw error;
    }));

  /** The portal's municipality: by IBGE code when the registry gives one, else by name. */
  async function municipioDe(
    codigo: number | null | undefined,
    uf: string | null | undefined,
    nome: string | null | undefined,
  ) {
    if (codigo != null) {
      const municipio = await repository.findMunicipioById(codigo);
      if (municipio) return { municipioId: municipio.id, estadoId: municipio.estadoId };
    }
    if (!uf) return { municipioId: null, estadoId: null };
    const doEstado = await repository.listMunicipiosBySigla(uf);
    const procurado = nome ? normalizarNome(nome) : null;
    const municipio = doEstado.find((m) => normalizarNome(m.descricao) === procurado);
    return {
      municipioId: municipio?.id ?? null,
      estadoId: municipio?.estadoId ?? doEstado[0]?.estadoId ?? null,
    };
  }

  async function enderecoDaEmpresa(dados: CnpjProvedor): Promise<EnderecoPreenchido> {
    const logradouro = separarLogradouro(
      await tiposLogradouro(),
      dados.descricao_tipo_de_logradouro,
      dados.logradouro,
    );
    return {
      cep: somenteDigitos(dados.cep),
      tipoLogradouro: logradouro.tipoLogradouro,
      nomeLogradouro: cortar(logradouro.nomeLogradouro, LIMITES.nomeLogradouro),
      numero: cortar(dados.numero, LIMITES.numeroEndereco),
      complemento: cortar(dados.complemento, LIMITES.complemento),
      bairro: cortar(dados.bairro, LIMITES.bairro),
      ...(await municipioDe(dados.codigo_municipio_ibge, dados.uf, dados.municipio)),
    };
  }

  async function comCache<T>(
    cache: LRUCache<string, ConsultaRegistro<T>>,
    chave: string,
    registro: string,
    consultar: () => Promise<RespostaProvedor<ConsultaRegistro<T>>>,
  ): Promise<ConsultaRegistro<T>> {
    const guardada = cache.get(chave);
    if (guardada) return guardada;
    const resposta = await consultar();
    if (resposta.tipo === 'falha') {
      log.warn({ registro, motivo: resposta.motivo }, 'registro público indisponível');
      return INDISPONIVEL;
    }
    const consulta = resposta.tipo === 'encontrado' ? resposta.dados : NAO_ENCONTRADO;
    cache.set(chave, consulta);
    return consulta;
  }

  return {
    /** `cnpj` already normalized and valid. */
    consultarCnpj: async (cnpj: string): Promise<ConsultaCnpj> => {
      const template = config.cnpjUrl;
      if (template === null) return DESLIGADO;
      return comCache(cacheCnpj, cnpj, 'cnpj', async () => {
        const url = urlDoProvedor(template, 'cnpj', cnpj);
        const resposta = await consultarProvedor(url, cnpjProvedorSchema, config.timeoutMs);
        if (resposta.tipo !== 'encontrado') return resposta;
        const { dados } = resposta;
        const situacao = dados.descricao_situacao_cadastral?.trim().toUpperCase() || null;
        return {
          tipo: 'encontrado',
          dados: {
            disponivel: true,
            dados: {
              nomeOficial: cortar(dados.razao_social, LIMITES.nomeOficial)!,
              nomeFantasia: cortar(dados.nome_fantasia, LIMITES.nomeFantasia),
              situacaoCadastral: situacao,
              ativa: situacao === null || situacao === 'ATIVA',
              endereco: await enderecoDaEmpresa(dados),
            },
          },
        };
      });
    },

    /** `cep` already valid, eight digits. */
    consultarCep: async (cep: string): Promise<ConsultaCep> => {
      const template = config.cepUrl;
      if (template === null) return DESLIGADO;
      return comCache(cacheCep, cep, 'cep', async () => {
        const ibgeUrl = config.cepIbgeUrl;
        // Both at once: the person waits for the slower one, not for the two in a row.
        const [resposta, ibge] = await Promise.all([
          consultarProvedor(
            urlDoProvedor(template, 'cep', cep),
            cepProvedorSchema,
            config.timeoutMs,
          ),
          ibgeUrl === null
            ? null
            : consultarProvedor(
                urlDoProvedor(ibgeUrl, 'cep', cep),
                cepIbgeProvedorSchema,
                config.timeoutMs,
              ),
        ]);
        if (resposta.tipo !== 'encontrado') return resposta;
        const { dados } = resposta;
        const logradouro = separarLogradouro(await tiposLogradouro(), null, dados.street);
        const codigo = ibge?.tipo === 'encontrado' ? ibge.dados.ibge : null;
        return {
          tipo: 'encontrado',
          dados: {
            disponivel: true,
            dados: {
              cep,
              tipoLogradouro: logradouro.tipoLogradouro,
              nomeLogradouro: cortar(logradouro.nomeLogradouro, LIMITES.nomeLogradouro),
              numero: null,
              complemento: null,
              bairro: cortar(dados.neighborhood, LIMITES.bairro),
              ...(await municipioDe(codigo, dados.state, dados.city)),
            },
          },
        };
      });
    },
  };
}
