import { MENSAGENS_HTTP } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { chaveDoRegistro } from '../versoes/salvar-com-versao.ts';
import { visaoDaEmpresa } from './policies.ts';
import { apresentarEmpresa } from './presenter.ts';
import { repositoriosEm } from '../repositorios.ts';

export function createPerfilService(db: Database) {
  const usuarios = repositoriosEm(db).login;
  const empresas = repositoriosEm(db).empresa;
  const versoes = repositoriosEm(db).registroVersoes;

  return {
    /** The spec's User with company, address and phones; a user reads only themself. */
    async perfil(user: SessionUser, id: string) {
      if (id !== user.id) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      const perfil = await usuarios.findPerfil(id);
      if (!perfil) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      const { empresaId, ...usuario } = perfil;
      const [empresa, telefones, versao] = await Promise.all([
        empresaId ? empresas.findEmpresaById(empresaId) : null,
        usuarios.listTelefones(id),
        versoes.atual(chaveDoRegistro('usuario', id)),
      ]);
      return {
        ...usuario,
        versao,
        telefones,
        empresa: empresa ? apresentarEmpresa(empresa, visaoDaEmpresa(user, empresa)) : null,
      };
    },
  };
}
