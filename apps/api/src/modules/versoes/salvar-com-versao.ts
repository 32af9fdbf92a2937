import {
  REGISTROS_VERSIONADOS,
  rotuloCampoRegistro,
  type TipoRegistroVersionado,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { conflitoDeVersao } from './conflito.ts';
import { repositoriosEm } from '../repositorios.ts';

export interface PedidoComVersao {
  tipo: TipoRegistroVersionado;
  /** Which record of the kind (a user, a document); none for the call's single ones. */
  id?: string;
  /** The version the client read (body `versao` or `If-Match`); none from the spec's client. */
  lida: number | undefined;
  usuarioId: string;
  /**
   * The fields this write sends. Saves since the copy that touched only other fields (the margin
   * while the rubric is saved) undo nothing, so they do not make the copy too old.
   */
  envia: readonly string[];
}

export const chaveDoRegistro = (tipo: TipoRegistroVersionado, id?: string) =>
  id === undefined ? tipo : `${tipo}:${id}`;

/**
 * Runs a write of a versioned record inside the caller's transaction: serialised with
 * the record's other saves, refused with 409 when it comes from a copy someone changed since,
 * and recorded as the next version with the fields it changed. `escrever` returns those fields;
 * a write that changes nothing makes no version. Returns the version now stored.
 */
export async function salvarComVersao(
  tx: Executor,
  clock: Clock,
  pedido: PedidoComVersao,
  escrever: () => Promise<readonly string[]>,
): Promise<number> {
  const registro = chaveDoRegistro(pedido.tipo, pedido.id);
  const versoes = repositoriosEm(tx).registroVersoes;
  const atual = await versoes.travar(registro);
  if (pedido.lida !== undefined && pedido.lida !== atual) {
    const agora = clock.now();
    const desde = (await versoes.desde(registro, pedido.lida)).map((a) => ({ ...a, agora }));
    if (desde.length === 0 || desde.some((a) => a.campos.some((c) => pedido.envia.includes(c)))) {
      throw conflitoDeVersao(desde, {
        registro: REGISTROS_VERSIONADOS[pedido.tipo].nome,
        rotulo: (campo) => rotuloCampoRegistro(pedido.tipo, campo),
      });
    }
  }
  const campos = await escrever();
  if (campos.length === 0) return atual;
  await versoes.registrar({
    registro,
    versao: atual + 1,
    usuarioId: pedido.usuarioId,
    alteradaEm: clock.now(),
    campos: [...campos],
  });
  return atual + 1;
}
