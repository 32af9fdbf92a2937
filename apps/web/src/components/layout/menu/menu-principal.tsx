import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { gruposMaisOpcoes, itensPrincipais, type SessaoMenu } from './itens-menu';
import { MenuMaisOpcoes } from './menu-mais-opcoes';
import { SaudacaoUsuario } from './saudacao-usuario';

/** Below this width the bar's items move into the kebab dropdown. */
const TELA_LARGA = '(min-width: 62em)';

/** The menu of spec §2: its items follow the session (null while logged out). */
export function MenuPrincipal({ sessao }: { sessao: SessaoMenu | null }) {
  const telaLarga = useMediaQuery(TELA_LARGA, true, { getInitialValueInEffect: false });
  const compacto = !telaLarga;

  return (
    <nav aria-label="Menu principal">
      <Group gap="xs" wrap="nowrap">
        {sessao && telaLarga && <SaudacaoUsuario nome={sessao.nome} />}
        {telaLarga &&
          itensPrincipais(sessao).map((item) => (
            <Button
              key={item.para}
              component={NavLink}
              to={item.para}
              end
              variant={item.destaque ? 'white' : 'outline'}
              color={item.destaque ? 'azulSp.8' : 'gray.0'}
            >
              {item.rotulo}
            </Button>
          ))}
        <MenuMaisOpcoes grupos={gruposMaisOpcoes(sessao, compacto)} />
      </Group>
    </nav>
  );
}
