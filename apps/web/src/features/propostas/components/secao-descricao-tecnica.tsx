import { LIMITES, rotuloOpcional, ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@portal/domain';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import { CamposTecnicos } from './campos-tecnicos';

/** How the solution works and what it costs. */
export function SecaoDescricaoTecnica() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.descricaoTecnica}>
      <CamposTecnicos
        campos={[
          'conceito',
          'aplicacaoPratica',
          'requisitosTecnicosOperacionais',
          'limitacoesTecnicas',
          'escalabilidade',
          'beneficiosEsperados',
          'custosEstimados',
        ]}
      />
      <CampoTextoLongo
        control={control}
        name="modalidadeContratacao"
        label={rotuloOpcional(ROTULOS_PROPOSTA.modalidadeContratacao)}
        maxLength={LIMITES.modalidadeContratacao}
      />
    </SecaoFormulario>
  );
}
