import { MENSAGENS, type Empresa, type ErroDeCampo, type Telefone } from '@portal/domain';
import { ValidationError } from '../../http/http-error.ts';
import type { EmpresaRepository } from './empresa-repository.ts';

/**
 * Checks that the ids chosen in the form's selects exist (and that the municipality is in the
 * chosen state): a forged id is answered on its field, not as a foreign-key failure.
 */
export async function verificarOpcoes(
  repository: EmpresaRepository,
  dados: { empresa: Empresa | null; telefones: readonly Telefone[] },
): Promise<void> {
  const issues: ErroDeCampo[] = [];
  const invalida = (path: string) => issues.push({ path, message: MENSAGENS.opcaoInvalida });
  const { empresa, telefones } = dados;
  if (empresa !== null) {
    const { endereco } = empresa;
    if (!(await repository.existsTipoEmpresa(empresa.tipoEmpresa))) invalida('empresa.tipoEmpresa');
    if (!(await repository.existsTipoLogradouro(endereco.tipoLogradouro))) {
      invalida('empresa.endereco.tipoLogradouro');
    }
    const { id: municipioId, estado } = endereco.municipio;
    if (!(await repository.existsEstado(estado.id))) {
      issues.push({
        path: 'empresa.endereco.municipio.estado.id',
        message: MENSAGENS.estadoInvalido,
      });
    } else if (!(await repository.existsMunicipioNoEstado(municipioId, estado.id))) {
      issues.push({ path: 'empresa.endereco.municipio.id', message: MENSAGENS.municipioInvalido });
    }
  }
  const tipos = await repository.listTiposTelefoneExistentes([
    ...new Set(telefones.map((t) => t.tipoTelefone)),
  ]);
  telefones.forEach((t, i) => {
    if (!tipos.has(t.tipoTelefone)) invalida(`telefones.${i}.tipoTelefone`);
  });
  if (issues.length > 0) throw new ValidationError(issues);
}
