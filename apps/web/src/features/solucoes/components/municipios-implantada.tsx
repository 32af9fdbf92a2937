import { Anchor, Stack, Text } from '@mantine/core';
import { nomeMunicipioComUf, ROTULO_FILTRO_MUNICIPIO, type SolucaoPublica } from '@portal/domain';
import { Link } from 'react-router';
import { SecaoTitulada } from '@/components/leitura/secao-titulada';

/**
 * The municipalities the portal recognised in the company's text (which the history section
 * shows as written), each leading to the catalogue's other solutions already running there.
 */
export function MunicipiosImplantada({
  municipios,
}: {
  municipios: SolucaoPublica['municipiosImplantada'];
}) {
  if (municipios.length === 0) return null;
  return (
    <SecaoTitulada titulo={ROTULO_FILTRO_MUNICIPIO} nivel={2}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {municipios.map((municipio) => (
          <li key={municipio.codigoIbge}>
            <Anchor
              component={Link}
              to={`/solutions?municipio=${municipio.codigoIbge}`}
              size="sm"
              aria-label={`Soluções já implantadas em ${nomeMunicipioComUf(municipio)}`}
            >
              {nomeMunicipioComUf(municipio)}
            </Anchor>
          </li>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Reconhecidos no histórico escrito pela empresa.
      </Text>
    </SecaoTitulada>
  );
}
