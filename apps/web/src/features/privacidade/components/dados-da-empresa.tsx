import { formatarCnpj, formatarCpf, formatarDataHora, type MeusDados } from '@portal/domain';
import { SecaoLeitura } from '@/components/leitura/secao-leitura';
import { TabelaLeitura } from '@/components/leitura/tabela-leitura';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';
import { tamanhoLegivel } from '@/lib/arquivos';
import { enderecoLido, simNao } from '../lib/leitura-meus-dados';

type Empresa = NonNullable<MeusDados['empresa']>;

/**
 * The company the person acts for, its legal representative and its own files: the person's
 * data too, since they are who entered or can see it.
 */
export function DadosDaEmpresa({ empresa }: { empresa: Empresa }) {
  const { responsavelLegal: responsavel } = empresa;
  return (
    <>
      <SecaoLeitura
        titulo="Sua empresa"
        nivel={2}
        campos={[
          { rotulo: 'Razão social', valor: empresa.nomeOficial },
          { rotulo: 'Nome fantasia', valor: empresa.nomeFantasia },
          { rotulo: 'CNPJ', valor: formatarCnpj(empresa.cnpj) },
          { rotulo: 'Tipo', valor: empresa.tipo },
          { rotulo: 'Site', valor: empresa.webSite },
          { rotulo: 'Experiência', valor: empresa.experiencia },
          { rotulo: 'Endereço', valor: enderecoLido(empresa.endereco) },
          { rotulo: 'Cadastrada em', valor: formatarDataHora(empresa.dataCadastro) },
          { rotulo: 'Cadastrada por você', valor: simNao(empresa.cadastradaPorVoce) },
        ]}
      />
      <SecaoLeitura
        titulo="Responsável legal pela empresa"
        nivel={2}
        campos={[
          { rotulo: 'Nome', valor: responsavel.nome },
          { rotulo: 'CPF', valor: formatarCpf(responsavel.cpf) },
          { rotulo: 'RG', valor: responsavel.rg },
          { rotulo: 'Cargo', valor: responsavel.cargo },
          { rotulo: 'E-mail', valor: responsavel.email },
        ]}
      />
      <SecaoTitulada titulo="Arquivos da empresa" nivel={2}>
        <TabelaLeitura
          titulo="Arquivos da empresa"
          itens={empresa.arquivos}
          chave={(arquivo, indice) => `${indice}-${arquivo.nome}`}
          vazio="Nenhum arquivo da empresa."
          colunas={[
            { rotulo: 'Arquivo', valor: (arquivo) => arquivo.nome },
            { rotulo: 'Tamanho', valor: (arquivo) => tamanhoLegivel(arquivo.tamanho) },
            { rotulo: 'Incluído em', valor: (arquivo) => formatarDataHora(arquivo.incluidoEm) },
          ]}
        />
      </SecaoTitulada>
    </>
  );
}
