import { z } from 'zod';
import { LIMITE_OBSERVACAO_DESFECHO, TIPOS_DESFECHO } from '../interesse/desfechos.ts';
import { LIMITES_CONTATO } from '../interesse/limite-contato.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoObrigatorio, textoOpcional } from './campos.ts';
import { instante, type Resposta } from './respostas/comum.ts';

/** "Falar com a empresa": what the manager writes; their contact comes from their profile. */
export const mensagemEmpresaSchema = z.object(
  {
    assunto: textoObrigatorio(LIMITES_CONTATO.assunto),
    texto: textoObrigatorio(LIMITES_CONTATO.texto, { multilinha: true }),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type MensagemEmpresaEntrada = z.infer<typeof mensagemEmpresaSchema>;

/** "Desfecho": what happened with a solution, with an optional note. */
export const desfechoSchema = z.object(
  {
    propostaId: z.guid({ error: MENSAGENS.identificadorInvalido }),
    tipo: z.enum(TIPOS_DESFECHO, { error: MENSAGENS.tipoDesfechoInvalido }),
    observacao: textoOpcional(LIMITE_OBSERVACAO_DESFECHO, { multilinha: true }),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type DesfechoEntrada = z.infer<typeof desfechoSchema>;

/** The manager's outcomes, the newest declaration per solution. */
export const meusDesfechosSchema = z.object({
  itens: z.array(
    z.object({
      propostaId: z.string(),
      titulo: z.string(),
      tipo: z.enum(TIPOS_DESFECHO),
      observacao: z.string().nullable(),
      registradoEm: instante,
    }),
  ),
});
export type MeusDesfechos = Resposta<typeof meusDesfechosSchema>;

const contagem = z.number().int();

/** How a company sees the manager who wrote: name, position, municipality and where to answer. */
const gestorRemetente = z.object({
  nome: z.string(),
  cargo: z.string().nullable(),
  municipio: z.string(),
  uf: z.string(),
  email: z.string(),
});

const mensagemEnviada = {
  id: z.string(),
  propostaId: z.string(),
  solucao: z.string(),
  assunto: z.string(),
  texto: z.string(),
  enviadoEm: instante,
};

/** The manager's own contact as companies will see it, and the messages they sent. */
export const contatosDoGestorSchema = z.object({
  remetente: gestorRemetente,
  mensagens: z.array(z.object(mensagemEnviada)),
});
export type ContatosDoGestor = Resposta<typeof contatosDoGestorSchema>;

/** "Interesse de municípios": the company's messages and, per solution, counts only. */
export const interesseMunicipiosSchema = z.object({
  mensagens: z.array(z.object({ ...mensagemEnviada, gestor: gestorRemetente })),
  solucoes: z.array(
    z.object({
      propostaId: z.string(),
      titulo: z.string(),
      salvaram: contagem,
      compararam: contagem,
      registraram: contagem,
      contataram: contagem,
    }),
  ),
});
export type InteresseMunicipios = Resposta<typeof interesseMunicipiosSchema>;

/** The repository's public statistics per axis: aggregate counts, never a municipality's name. */
export const estatisticasRepositorioSchema = z.object({
  geradoEm: instante,
  eixos: z.array(
    z.object({
      eixo: z.number().int(),
      descricao: z.string(),
      solucoesPublicadas: contagem,
      municipiosInteressados: contagem,
      desfechos: z.object(
        Object.fromEntries(TIPOS_DESFECHO.map((tipo) => [tipo, contagem])) as Record<
          (typeof TIPOS_DESFECHO)[number],
          typeof contagem
        >,
      ),
    }),
  ),
});
export type EstatisticasRepositorio = Resposta<typeof estatisticasRepositorioSchema>;
