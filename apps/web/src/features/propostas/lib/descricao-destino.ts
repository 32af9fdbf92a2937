import { descricaoCapacidade, findEixo } from '@portal/domain';

/** The axis and capability as the list shows them; a draft may not have chosen them yet. */
export const descricaoDestino = (destino: {
  destino: number | null;
  indiceDetalhe: number | null;
}) => ({
  eixo:
    destino.destino === null ? 'Eixo ainda não escolhido' : findEixo(destino.destino)?.descricao,
  capacidade: destino.indiceDetalhe === null ? '' : descricaoCapacidade(destino.indiceDetalhe),
});
