import { EIXOS, type Eixo } from '@portal/domain';
import type { ItemLista, UtilsRepository } from './repository.ts';

// Sorted here, not by the database: PGlite and PostgreSQL collate differently, and a Brazilian
// reader expects 'Água Branca' next to 'Aguaí', not after 'Zacarias'.
const collator = new Intl.Collator('pt-BR');
const byDescricao = <T extends ItemLista>(items: T[]): T[] =>
  items.sort((a, b) => collator.compare(a.descricao, b.descricao));

export function createUtilsService(repository: UtilsRepository) {
  return {
    /** The call's axes with their capabilities, from the catalogue the whole portal shares. */
    estruturaEixo: (): readonly Eixo[] => EIXOS,
    // Company, street and phone types keep the order their ids give (most common first,
    // 'Outro(s)' last), which reads better in a select than the alphabet.
    tiposEmpresa: () => repository.listTiposEmpresa(),
    tiposLogradouro: () => repository.listTiposLogradouro(),
    tiposTelefone: () => repository.listTiposTelefone(),
    estados: async () => byDescricao(await repository.listEstados()),
    municipios: async (estadoId: number) =>
      byDescricao(await repository.listMunicipiosByEstado(estadoId)),
  };
}
