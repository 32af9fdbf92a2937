import { Anchor, Text } from '@mantine/core';
import { enderecoWeb } from '@/lib/endereco-web';

/** A company's website, opened in a new tab that cannot reach back into the portal. */
export function LinkSite({ webSite }: { webSite: string | null }) {
  const href = enderecoWeb(webSite);
  if (!href)
    return (
      <Text size="sm" c={webSite ? undefined : 'dimmed'}>
        {webSite || 'Não informado'}
      </Text>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {webSite}
    </Anchor>
  );
}
