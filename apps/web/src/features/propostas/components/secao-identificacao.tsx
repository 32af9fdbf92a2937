import { LIMITES, ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@portal/domain';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';

/** What the solution is called and how it is found: title, summary and keywords. */
export function SecaoIdentificacao() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.identificacao}>
      <CampoTexto
        control={control}
        name="titulo"
        label={ROTULOS_PROPOSTA.titulo}
        maxLength={LIMITES.titulo}
        description={`Até ${LIMITES.titulo} caracteres.`}
        withAsterisk
      />
      <CampoTextoLongo
        control={control}
        name="descricao"
        label={ROTULOS_PROPOSTA.descricao}
        maxLength={LIMITES.descricao}
        withAsterisk
      />
      <CampoTexto
        control={control}
        name="keyWords"
        label={ROTULOS_PROPOSTA.keyWords}
        maxLength={LIMITES.keyWords}
        description="Separe as palavras por vírgula. Ex.: mobilidade, semáforo, IoT"
        withAsterisk
      />
    </SecaoFormulario>
  );
}
