import { Anchor, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { CampoAceite } from '@/components/form/campo-aceite';
import { SECRETARIA } from '@/lib/site';

const LEI_LGPD = 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm';

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
        . Você pode pedir a correção ou a exclusão dos seus dados a qualquer momento pelos canais de
        contato do portal.
      </Text>
      <CampoAceite
        control={control}
        name="aceiteLGPD"
        label="Li e aceito os termos e condições e autorizo o tratamento dos meus dados pessoais conforme a LGPD."
      />
    </>
  );
}
