import { Anchor, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { CampoAceite } from '@/components/form/campo-aceite';
import { LEI_LGPD, SECRETARIA } from '@/lib/site';

/** The data-protection consent every user gives (spec §5; aceiteLGPD is always true). */
export function TermosAceite() {
  const { control } = useFormContext<{ aceiteLGPD: boolean }>();
  return (
    <>
      <Text size="sm">
        Os dados informados serão tratados pela {SECRETARIA} e pelo IPT exclusivamente para a
        execução desta chamada pública — cadastro, comunicação com a empresa e avaliação técnica das
        soluções —, conforme a{' '}
        <Anchor
          href={LEI_LGPD}
          target="_blank"
          rel="noopener noreferrer"
          inherit
          underline="always"
        >
          Lei Geral de Proteção de Dados Pessoais (Lei n.º 13.709/2018, LGPD)
        </Anchor>
        . O {/* A new tab: the form filled so far stays as it is while the person reads. */}
        <Anchor href="/privacidade" target="_blank" rel="noopener" inherit underline="always">
          aviso de privacidade
        </Anchor>{' '}
        (abre em outra aba) diz quais dados guardamos, por quanto tempo e como ver, corrigir ou
        excluir os seus dados a qualquer momento.
      </Text>
      <CampoAceite
        control={control}
        name="aceiteLGPD"
        label="Li e aceito os termos e condições e autorizo o tratamento dos meus dados pessoais conforme a LGPD."
      />
    </>
  );
}
